import { type OrcamentoUnidade, UNIDADE_MESSAGES } from '@gdo/domain/orcamento-unidade';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { deleteUnidade, useUnidadeMutation } from '@/features/empresa/api/unidades';

// The firm's own units, each with its delete (asked first); one a budget or model uses stays, and
// says why.
export function UnidadesProprias({ unidades }: { unidades: readonly OrcamentoUnidade[] }) {
  const toast = useToast();
  const [excluindo, setExcluindo] = useState<OrcamentoUnidade | null>(null);
  const excluir = useUnidadeMutation(deleteUnidade);
  if (unidades.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma unidade cadastrada. Digite o nome acima (por exemplo, “hora”) e use “Adicionar unidade”: ela
        passa a aparecer nos orçamentos e modelos.
      </Text>
    );
  }
  const confirmar = () => {
    if (!excluindo) return;
    const { id, nome } = excluindo;
    setExcluindo(null);
    excluir.mutate(id, {
      onSuccess: () => toast.show({ type: 'success', text: UNIDADE_MESSAGES.excluida(nome) }),
      onError: (error) =>
        toast.show({ type: 'danger', text: failureText('Falha na exclusão da unidade.', error) }),
    });
  };
  return (
    <>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {unidades.map((unidade) => (
          <Group key={unidade.id} component="li" justify="space-between" wrap="nowrap" py={4} gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {unidade.nome}
            </Text>
            {unidade.em_uso ? (
              <Tooltip
                label="Usada em orçamentos ou modelos: não pode ser excluída."
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <Badge variant="light" color="blue" tt="none" tabIndex={0}>
                  Em uso
                </Badge>
              </Tooltip>
            ) : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Excluir a unidade ${unidade.nome}`}
                loading={excluir.isPending && excluir.variables === unidade.id}
                onClick={() => setExcluindo(unidade)}
              >
                <IconTrash size={17} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        opened={excluindo !== null}
        onClose={() => setExcluindo(null)}
        onConfirm={confirmar}
        title="Excluir unidade?"
        message={`A unidade “${excluindo?.nome ?? ''}” deixa de aparecer nos orçamentos e modelos.`}
        confirmLabel="Excluir"
        danger
      />
    </>
  );
}
