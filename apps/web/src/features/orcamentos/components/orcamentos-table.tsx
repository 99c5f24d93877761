import { formatDate } from '@gdo/domain/date';
import { MESSAGES } from '@gdo/domain/messages';
import { formatBRL, formatQuantity } from '@gdo/domain/money';
import type { OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { ORCAMENTO_STATUS_LABELS } from '@gdo/domain/orcamento-status';
import { Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { statusColumn } from '@/components/data-table/status-column';
import { useListParams } from '@/components/data-table/use-list-params';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText, useFailureToast } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { useDeleteOrcamento } from '@/features/orcamentos/api/delete-orcamento';
import { ORCAMENTOS_DEFAULT_SORT, useOrcamentos } from '@/features/orcamentos/api/list-orcamentos';
import { OrcamentoRowActions } from './orcamento-row-actions';
import { ORCAMENTO_STATUS_COLORS } from './orcamento-status';

// domain.md: Nome, Data de criação, Modelo ('Avulso' when none), Obra, Cliente, Valor total, Situação.
const COLUMNS: DataTableColumn<OrcamentoListRow>[] = [
  { key: 'nome', title: 'Nome', sortKey: 'nome', render: (row) => row.nome },
  {
    key: 'data_cadastro',
    title: 'Data de criação',
    sortKey: 'data_cadastro',
    wrap: 'nowrap',
    render: (row) => formatDate(row.data_cadastro),
  },
  { key: 'modelo', title: 'Modelo', sortKey: 'modelo_nome', render: (row) => row.modelo_nome ?? 'Avulso' },
  { key: 'obra', title: 'Obra', sortKey: 'obra_nome', render: (row) => row.obra_nome },
  { key: 'cliente', title: 'Cliente', sortKey: 'cliente_nome', render: (row) => row.cliente_nome },
  // Issue 13: what the client pays (cost plus BDI) over the cost (domain.md's Valor total), in one
  // column sorted by the cost: two columns pushed Situação off a laptop's screen.
  {
    key: 'valor_total',
    title: 'Venda',
    sortKey: 'valor_total',
    render: (row) => (
      <>
        <span style={{ display: 'block', whiteSpace: 'nowrap' }}>{formatBRL(row.valor_venda)}</span>
        <Text component="span" display="block" size="xs" c="dimmed">
          custo {formatBRL(row.valor_total)}
        </Text>
        {row.bdi && (
          <Text component="span" display="block" size="xs" c="dimmed">
            BDI {formatQuantity(row.bdi)}%
          </Text>
        )}
      </>
    ),
  },
  // A narrow table must not cut the badge to 'REPR…'.
  statusColumn(ORCAMENTO_STATUS_LABELS, { colors: ORCAMENTO_STATUS_COLORS, whole: true }),
];

export function OrcamentosTable({ canWrite }: { canWrite: boolean }) {
  const list = useListParams(ORCAMENTOS_DEFAULT_SORT);
  const query = useOrcamentos(list.params);
  const remove = useDeleteOrcamento();
  const toast = useToast();
  const [removing, setRemoving] = useState<OrcamentoListRow | null>(null);
  useFailureToast(query, MESSAGES.falhaListagemOrcamentos);

  const confirmRemove = (orcamento: OrcamentoListRow) =>
    remove.mutate(orcamento.id, {
      onSuccess: ({ message }) => toast.show({ type: 'success', text: message }),
      // A 409 says why: an RDO, RDA or contract uses the budget.
      onError: (error) =>
        toast.show({ type: 'danger', text: failureText(MESSAGES.falhaRemocaoOrcamento, error) }),
    });

  return (
    <>
      <DataTable
        label="Orçamentos"
        columns={COLUMNS}
        list={list}
        query={query}
        rowHref={(orcamento) => paths.orcamentoEdit(orcamento.id)}
        rowActions={(orcamento) => (
          <OrcamentoRowActions orcamento={orcamento} canWrite={canWrite} onDelete={setRemoving} />
        )}
        search={{ label: 'Buscar orçamentos', placeholder: 'Nome do orçamento, obra ou cliente' }}
        statusLabels={ORCAMENTO_STATUS_LABELS}
        errorMessage={MESSAGES.falhaListagemOrcamentos}
        empty={{
          title: 'Nenhum orçamento cadastrado',
          description: 'Monte o primeiro orçamento de uma obra, do zero ou a partir de um modelo.',
          icon: IconFileInvoice,
          create: canWrite && { label: 'Criar o primeiro orçamento', to: paths.orcamentoNovo },
        }}
      />
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && confirmRemove(removing)}
        title="Excluir orçamento?"
        message={`O orçamento “${removing?.nome ?? ''}” e todos os seus itens serão excluídos. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir orçamento"
        danger
      />
    </>
  );
}
