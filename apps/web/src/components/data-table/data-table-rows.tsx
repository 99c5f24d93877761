import { LoadingOverlay, Paper, Stack } from '@mantine/core';
import classes from './data-table.module.css';
import { DataTableCards, type DataTableCardsProps } from './data-table-cards';
import { DataTableFooter } from './data-table-footer';
import { DataTableGrid } from './data-table-grid';
import type { ListParamsControl } from './use-list-params';

type DataTableRowsProps<T extends { id: number }> = DataTableCardsProps<T> & {
  list: ListParamsControl;
  total: number;
  capped?: boolean;
  // Below the tablet breakpoint rows are cards, and the toolbar sorts them.
  compact: boolean;
  // The previous page stays on screen, dimmed, until the one asked for arrives.
  placeholder: boolean;
  fetching: boolean;
};

// One page of rows, as cards or as a table, with the pager under it.
export function DataTableRows<T extends { id: number }>(props: DataTableRowsProps<T>) {
  const { list, total, capped, compact, placeholder, fetching, ...shown } = props;
  const overlay = <LoadingOverlay visible={placeholder} loaderProps={{ size: 'sm' }} />;
  const footer = (
    <DataTableFooter
      params={list.params}
      total={total}
      capped={capped}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
    />
  );
  return compact ? (
    <Stack gap="xs" className={classes.tableFrame}>
      {overlay}
      <DataTableCards {...shown} />
      <Paper withBorder radius="md">
        {footer}
      </Paper>
    </Stack>
  ) : (
    <Paper withBorder radius="md">
      <div className={classes.tableFrame}>
        {overlay}
        <DataTableGrid {...shown} sort={list.params.sort} onSort={list.setSort} busy={fetching} />
      </div>
      {footer}
    </Paper>
  );
}
