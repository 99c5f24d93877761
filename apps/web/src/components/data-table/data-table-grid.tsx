import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { FIXA } from '@/components/ui/tabela-rolavel';
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

// From a tablet up, one page of the list as a table whose column titles sort it; a click on a row
// opens it, and its first cell links there for keyboard users.
export function DataTableGrid<T extends { id: number }>(props: DataTableGridProps<T>) {
  const { label, columns, rows, rowHref, linkState, onOpen, rowActions, sort, onSort, busy } = props;
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={busy}>
        <SortHeaderRow
          columns={columns}
          sort={sort}
          onSort={onSort}
          actions={rowActions !== undefined}
          actionsClassName={ACOES}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} className={classes.row} onClick={(event) => onOpen(event, row)}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} className={WRAP_CLASS[column.wrap ?? 'normal']}>
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
    </Table.ScrollContainer>
  );
}
