import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { useDeleteLancamento } from '@/features/lancamentos/api/delete-lancamento';

const DELETE_FAILED = 'Falha na remoção do lançamento.';

type LancamentoRowActionsProps = { tipo: TipoDocumento; lancamento: Lancamento };

export function LancamentoRowActions({ tipo, lancamento }: LancamentoRowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  // The modal is mounted once asked for (and kept, for its closing transition): a page of rows
  // drew a closed Modal per row (decision 155).
  const [asked, setAsked] = useState(false);
  const removing = useDeleteLancamento();
  const toast = useToast();
  const name = lancamento.parcela ? `${lancamento.descricao} (${lancamento.parcela})` : lancamento.descricao;

  // Not mutate(…, { onSuccess }): the refetch after a removal unmounts this row, and TanStack Query
  // drops per-call callbacks of an unmounted observer, so the toast would sometimes never show.
  const remove = () =>
    removing.mutateAsync({ tipo, id: lancamento.id }).then(
      ({ message }) => toast.show({ type: 'success', text: message }),
      (error: unknown) => toast.show({ type: 'danger', text: failureText(DELETE_FAILED, error) }),
    );

  return (
    <Group gap={4} wrap="nowrap">
      <LazyTooltip label="Editar" withArrow>
        <ActionIcon
          component={Link}
          to={`${paths.lancamentoNovo(tipo, lancamento.obra)}?id=${lancamento.id}`}
          variant="subtle"
          aria-label={`Editar ${name}`}
        >
          <IconPencil size={17} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      <LazyTooltip label="Excluir" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir ${name}`}
          loading={removing.isPending}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          <IconTrash size={17} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      {asked && (
        <ConfirmModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={remove}
          title="Excluir lançamento"
          message={`Excluir o lançamento "${name}"? Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          danger
        />
      )}
    </Group>
  );
}
