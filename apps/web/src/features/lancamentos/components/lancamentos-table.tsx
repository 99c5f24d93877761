import { formatDate } from '@gdo/domain/date';
import type { Lancamento, LancamentoTotais } from '@gdo/domain/lancamento-response';
import { formatBRL } from '@gdo/domain/money';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortHeaderRow } from '@/components/data-table/sort-header';

type Column = {
  key: string;
  title: string;
  sortKey?: string;
  render: (row: Lancamento) => ReactNode;
  money?: boolean;
};

const day = (value: string | null) => (value ? formatDate(value) : '—');

// The columns of domain.md ("lançamento"), in its order.
export const LANCAMENTO_COLUMNS: Column[] = [
  { key: 'data', title: 'Data', sortKey: 'data_lancamento', render: (row) => day(row.data_lancamento) },
  { key: 'nf', title: 'Nº NF', sortKey: 'nf', render: (row) => row.nf ?? '—' },
  { key: 'data_nf', title: 'Data NF', sortKey: 'data_nf', render: (row) => day(row.data_nf) },
  {
    key: 'descricao',
    title: 'Descrição',
    sortKey: 'descricao',
    render: (row) => (row.parcela ? `${row.descricao} (parcela ${row.parcela})` : row.descricao),
  },
  {
    key: 'etapa',
    title: 'Etapa',
    sortKey: 'etapa',
    render: (row) => `${row.etapa_numero} ${row.etapa_nome}`,
  },
  {
    key: 'subetapa',
    title: 'Subetapa (serviço)',
    sortKey: 'subetapa',
    render: (row) => `${row.subetapa_numero} ${row.subetapa_nome}`,
  },
  {
    key: 'comprometido',
    title: 'Valor comprometido',
    sortKey: 'valor_comprometido',
    money: true,
    render: (row) => formatBRL(row.valor_comprometido),
  },
  {
    key: 'fornecedor',
    title: 'Fornecedor',
    sortKey: 'fornecedor_nome',
    render: (row) => row.fornecedor_nome,
  },
  {
    key: 'data_pagamento',
    title: 'Data pagamento',
    sortKey: 'data_pagamento',
    render: (row) => day(row.data_pagamento),
  },
  {
    key: 'pago',
    title: 'Valor pago',
    sortKey: 'valor_pagamento',
    money: true,
    render: (row) => formatBRL(row.valor_pagamento),
  },
];

type LancamentosTableProps = {
  label: string;
  rows: Lancamento[];
  totais: LancamentoTotais;
  sort: string;
  onSort: (sort: string) => void;
  rowActions?: (row: Lancamento) => ReactNode;
};

const COMPROMETIDO_INDEX = LANCAMENTO_COLUMNS.findIndex((column) => column.key === 'comprometido');

// One page of entries and, below it, the totals of every filtered entry (all pages), as the API sums them.
export function LancamentosTable({ label, rows, totais, sort, onSort, rowActions }: LancamentosTableProps) {
  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
        <SortHeaderRow
          columns={LANCAMENTO_COLUMNS}
          sort={sort}
          onSort={onSort}
          actions={rowActions !== undefined}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {LANCAMENTO_COLUMNS.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.money ? 'right' : undefined}
                  style={{ whiteSpace: column.money || column.key.startsWith('data') ? 'nowrap' : undefined }}
                >
                  {column.render(row)}
                </Table.Td>
              ))}
              {rowActions && <Table.Td style={{ whiteSpace: 'nowrap' }}>{rowActions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="lancamentos-totais">
            <Table.Th colSpan={COMPROMETIDO_INDEX}>
              <Text fw={700} size="sm">
                Total do filtro
              </Text>
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(totais.comprometido)}
            </Table.Td>
            <Table.Td colSpan={2} />
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(totais.pago)}
            </Table.Td>
            {rowActions && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
