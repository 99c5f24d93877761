import { MESSAGES } from '@gdo/domain/messages';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import { Button, Group, NativeSelect } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useOrcamentosDaObra } from '@/entities/orcamentos/api/list-orcamentos-da-obra';
import { useCreateDocumento } from '@/features/lancamentos/api/create-documento';
import { useSubmitLock } from '@/lib/use-submit-lock';

type CriarDocumentoProps = { tipo: TipoDocumento; obra: number; canCreate: boolean };

// The obra has no document of this type yet: pick the budget it follows and create it.
export function CriarDocumento({ tipo, obra, canCreate }: CriarDocumentoProps) {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const orcamentos = useOrcamentosDaObra(obra, canCreate);
  const [orcamento, setOrcamento] = useState('');
  const creating = useCreateDocumento();
  const toast = useToast();
  const { busy, lock } = useSubmitLock();
  const rows = orcamentos.data?.rows ?? [];
  const chosen = orcamento || (rows[0] ? String(rows[0].id) : '');

  const create = lock(async () => {
    try {
      await creating.mutateAsync({ tipo, data: { obra, orcamento: chosen ? Number(chosen) : null } });
      toast.show({ type: 'success', text: `${label} criado.` });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText(MESSAGES.falhaCriacaoOrcamento, error) });
    }
  });

  return (
    <EmptyState
      icon={IconFilePlus}
      title={`Esta obra ainda não tem ${label}`}
      description={
        canCreate
          ? `Escolha o orçamento que o ${label} acompanha e crie o documento para começar a lançar.`
          : `Peça a um administrador ou ao financeiro para criar o ${label} desta obra.`
      }
      action={
        canCreate && (
          <Group align="flex-end" justify="center" mt="xs">
            <NativeSelect
              label="Orçamento"
              value={chosen}
              onChange={(event) => setOrcamento(event.currentTarget.value)}
              data={[
                { value: '', label: orcamentos.isPending ? 'Carregando orçamentos…' : 'Sem orçamento' },
                ...rows.map((row) => ({ value: String(row.id), label: row.nome })),
              ]}
              error={orcamentos.isError ? MESSAGES.falhaListagemOrcamentos : undefined}
              miw={220}
            />
            <Button onClick={create} loading={busy}>
              Criar {label}
            </Button>
          </Group>
        )
      }
    />
  );
}
