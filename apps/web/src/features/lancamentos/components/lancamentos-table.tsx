import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { Lancamento, LancamentoTotais } from '@gdo/domain/lancamento-response';
import { formatBRL } from '@gdo/domain/money';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import tableClasses from '@/components/data-table/data-table.module.css';
import { ACOES } from '@/components/data-table/data-table-grid';
import { SortHeaderRow } from '@/components/data-table/sort-header';
import { MoneyHintButton } from '@/components/ui/money-hint';
import { TabelaRolavel } from '@/components/ui/tabela-rolavel';
import type { LancamentoColumn } from './lancamento-colunas';
import classes from './lancamentos-table.module.css';

type LancamentosTableProps = {
  label: string;
  columns: LancamentoColumn[];
  rows: Lancamento[];
  totais: LancamentoTotais;
  sort: string;
  onSort: (sort: string) => void;
  rowActions?: (row: Lancamento) => ReactNode;
};

// Text between words keeps a readable width here; dates and amounts never break.
const cellClass = ({ wrap = 'normal' }: LancamentoColumn) =>
  wrap === 'normal' ? classes.texto : tableClasses[wrap];

function TotaisRow({
  columns,
  totais,
  actions,
}: {
  columns: LancamentoColumn[];
  totais: LancamentoTotais;
  actions: boolean;
}) {
  // The label spans the columns before the first figure: alone in the first one, "Total do filtro"
  // kept the Data column wider than its dates, and the table ran under the row actions at 1280 px.
  const firstTotal = columns.findIndex((column) => column.total);
  const span = firstTotal === -1 ? columns.length : firstTotal;
  return (
    <Table.Tfoot>
      <Table.Tr data-testid="lancamentos-totais">
        {span > 0 && <Table.Th colSpan={span}>Total do filtro</Table.Th>}
        {columns.slice(span).map((column) => {
          if (column.total) {
            return (
              <Table.Td key={column.key} ta="right" fw={700} className={tableClasses.nowrap}>
                {formatBRL(totais[column.total])}
              </Table.Td>
            );
          }
          return <Table.Td key={column.key} />;
        })}
        {actions && <Table.Td className={`${ACOES} ${classes.acoesBorda}`} />}
      </Table.Tr>
    </Table.Tfoot>
  );
}

// One page of entries and, below it, the totals of every filtered entry (all pages), as the API
// sums them: Valor comprometido, Valor pago and Em aberto (money.md). Header, totals and the row
// actions stay on screen while the rows scroll.
export function LancamentosTable({
  label,
  columns,
  rows,
  totais,
  sort,
  onSort,
  rowActions,
}: LancamentosTableProps) {
  const titled = columns.map((column) => ({
    ...column,
    hint: column.word ? <MoneyHintButton word={column.word} /> : undefined,
  }));
  const hoje = diaNoCanteiro();
  return (
    <TabelaRolavel minWidth={0} rotulo={label} alturaLimitada={classes.frame}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={6} fz={13} aria-label={label}>
        <SortHeaderRow
          columns={titled}
          sort={sort}
          onSort={onSort}
          actions={rowActions !== undefined}
          actionsClassName={`${ACOES} ${classes.acoesBorda}`}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.money ? 'right' : undefined}
                  className={cellClass(column)}
                >
                  {column.render(row, hoje)}
                </Table.Td>
              ))}
              {rowActions && <Table.Td className={ACOES}>{rowActions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <TotaisRow columns={columns} totais={totais} actions={rowActions !== undefined} />
      </Table>
    </TabelaRolavel>
  );
}
