import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';
import type { ColumnWrap } from './data-table';
import classes from './data-table.module.css';
import type { DataTableCardsProps } from './data-table-cards';
import { SortHeaderRow } from './sort-header';

/** The cells of a row's actions, kept at the table's right edge with their divider. */
export const ACOES = `${FIXA.fim} ${classes.acoes}`;

type DataTableGridProps<T extends { id: number }> = DataTableCardsProps<T> & {
  sort: string;
  onSort: (sort: string) => void;
  // A newer page is on its way.
  busy: boolean;
};

const WRAP_CLASS: Record<ColumnWrap, string | undefined> = {
  normal: undefined,
  nowrap: classes.nowrap,
  anywhere: classes.anywhere,
};

// A cell's classes: its column's wrapping, and the first column's, kept at the left edge.
const cellClass = (wrap: ColumnWrap | undefined, index: number) =>
  [WRAP_CLASS[wrap ?? 'normal'], index === 0 ? FIXA.inicio : undefined].filter(Boolean).join(' ') ||
  undefined;

// From a tablet up, one page of the list as a table whose column titles sort it; a click on a row
// opens it, and its first cell links there for keyboard users. Wider than its frame (a tablet, long
// names, figures in the millions), it scrolls inside it with each row's name and actions kept in
// view (decision 235).
export function DataTableGrid<T extends { id: number }>(props: DataTableGridProps<T>) {
  const { label, columns, rows, rowHref, linkState, onOpen, rowActions, sort, onSort, busy } = props;
  return (
    <TabelaRolavel minWidth={760} rotulo={label}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={busy}>
        <SortHeaderRow
          columns={columns}
          sort={sort}
          onSort={onSort}
          actions={rowActions !== undefined}
          actionsClassName={ACOES}
          firstClassName={FIXA.inicio}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} className={classes.row} onClick={(event) => onOpen(event, row)}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} className={cellClass(column.wrap, index)}>
                  {index === 0 ? (
                    <Anchor
                      component={Link}
                      to={rowHref(row)}
                      state={linkState}
                      fw={600}
                      c="inherit"
                      fz="inherit"
                    >
                      {column.render(row)}
                    </Anchor>
                  ) : (
                    column.render(row)
                  )}
                </Table.Td>
              ))}
              {rowActions && <Table.Td className={`${classes.nowrap} ${ACOES}`}>{rowActions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
}
