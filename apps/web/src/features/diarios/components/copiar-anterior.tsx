import { formatDate, isIsoDate } from '@gdo/domain/date';
import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { Diario } from '@gdo/domain/diario-response';
import { Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useDiarioAnterior } from '@/entities/diarios/api/anterior-diario';
import { type DiarioFormValues, linhasDeEquipe } from './diario-form-values';

type CopiarAnteriorProps = { form: UseFormReturnType<DiarioFormValues>; obra: number };

// "Copiar do dia anterior" (decision 075): the efetivo and equipamentos of the obra's latest report
// before this date go into the form — not straight to the server — so nothing else typed is touched
// and the copy is kept in the local draft like the rest. Lines already typed are replaced, on request.
export function CopiarAnterior({ form, obra }: CopiarAnteriorProps) {
  const anterior = useDiarioAnterior();
  const toast = useToast();
  const [confirmar, setConfirmar] = useState(false);
  const { efetivo, equipamentos, data } = form.values;

  const copiar = () =>
    anterior.mutate(
      { obra, data },
      {
        onSuccess: (diario: Diario | null) => {
          if (!diario) {
            toast.show({ type: 'danger', text: DIARIO_MESSAGES.semAnterior });
            return;
          }
          const linhas = linhasDeEquipe(diario);
          form.setFieldValue('efetivo', linhas.efetivo);
          form.setFieldValue('equipamentos', linhas.equipamentos);
          toast.show({
            type: 'success',
            text: `Efetivo e equipamentos copiados do relatório nº ${diario.numero}, de ${formatDate(diario.data)}.`,
          });
        },
        onError: (error) =>
          toast.show({
            type: 'danger',
            text: failureText('Não foi possível ler o relatório anterior.', error),
          }),
      },
    );

  return (
    <>
      <Button
        variant="light"
        loading={anterior.isPending}
        disabled={!isIsoDate(data)}
        leftSection={<IconCopy size={18} aria-hidden />}
        onClick={() => (efetivo.length + equipamentos.length > 0 ? setConfirmar(true) : copiar())}
      >
        Copiar do dia anterior
      </Button>
      <ConfirmModal
        opened={confirmar}
        onClose={() => setConfirmar(false)}
        onConfirm={copiar}
        title="Copiar do dia anterior"
        message="O efetivo e os equipamentos já digitados serão substituídos pelos do relatório anterior. Continuar?"
        confirmLabel="Substituir e copiar"
      />
    </>
  );
}
