import type { Diario } from '@gdo/domain/diario-response';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconSignature, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useAssinarDiario, useDeleteDiario } from '@/entities/diarios/api/save-diario';
import classes from './diario-form.module.css';
import { faltaClimaParaAssinar } from './diario-form-values';
import { PdfButton } from './pdf-button';
import type { DiarioFormState } from './use-diario-form';

type AcoesProps = { state: DiarioFormState; diario?: Diario };

// The bar kept at the bottom of the phone's screen: save, and sign (saving first what is typed).
// Signing asks first and says it cannot be undone.
export function DiarioAcoes({ state, diario }: AcoesProps) {
  const [confirmar, setConfirmar] = useState(false);
  const assinar = useAssinarDiario();
  const toast = useToast();
  const { form, saving, lock, save } = state;

  const assinarAgora = lock(async () => {
    const falta = faltaClimaParaAssinar(form.values.clima);
    if (falta) {
      toast.show({ type: 'danger', text: falta });
      return;
    }
    const salvo = await save();
    if (!salvo) return;
    try {
      const assinado = await assinar.mutateAsync({ id: salvo.id, versao: salvo.versao });
      toast.show({ type: 'success', text: `Relatório nº ${assinado.numero} assinado.` });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText('Não foi possível assinar o relatório.', error) });
    }
  });

  return (
    <>
      {/* Each button as wide as its words at least (two equal columns cut "Salvar rascunho" at
          390 px), sharing what is left; on a 320 px phone the second goes under the first. */}
      <Group gap="xs" wrap="wrap" maw={diario ? 420 : 220}>
        <Button
          type="submit"
          loading={saving}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          className={classes.acao}
        >
          Salvar rascunho
        </Button>
        {diario && (
          <Button
            variant="light"
            disabled={saving}
            leftSection={<IconSignature size={18} aria-hidden />}
            onClick={() => setConfirmar(true)}
            className={classes.acao}
          >
            Assinar
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirmar}
        onClose={() => setConfirmar(false)}
        onConfirm={() => void assinarAgora()}
        title="Assinar o relatório"
        message={
          `Assinar o relatório nº ${diario?.numero ?? ''}? O que estiver digitado é salvo antes. ` +
          'A assinatura não pode ser desfeita: depois dela o relatório não muda mais, e uma correção só se faz por retificação.'
        }
        confirmLabel="Assinar relatório"
      />
    </>
  );
}

// Under the form, out of the thumb's way: the PDF and the deletion of the rascunho (asked first).
export function DiarioAcoesSecundarias({
  state,
  diario,
  onDeleted,
}: AcoesProps & { diario: Diario; onDeleted: () => void }) {
  const [confirmar, setConfirmar] = useState(false);
  const excluir = useDeleteDiario();
  const toast = useToast();
  const excluirAgora = state.lock(async () => {
    try {
      const { message } = await excluir.mutateAsync(diario.id);
      state.discardDraft();
      toast.show({ type: 'success', text: message });
      onDeleted();
    } catch (error) {
      toast.show({ type: 'danger', text: failureText('Não foi possível excluir o rascunho.', error) });
    }
  });
  return (
    <Group gap="xs">
      <PdfButton diario={diario} />
      <Button
        variant="subtle"
        color="red"
        disabled={state.saving}
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setConfirmar(true)}
      >
        Excluir rascunho
      </Button>
      <ConfirmModal
        opened={confirmar}
        onClose={() => setConfirmar(false)}
        onConfirm={() => void excluirAgora()}
        title="Excluir o rascunho"
        message={`Excluir o rascunho do relatório nº ${diario.numero}, com as suas fotos? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir rascunho"
        danger
      />
    </Group>
  );
}
