import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { ListPage } from '@/lib/list-request';
import { DataTableRows } from './data-table-rows';
import {
  DataTableEmpty,
  type DataTableEmptyProps,
  DataTableLoading,
  DataTableNoResults,
} from './data-table-states';
import { DataTableToolbar } from './data-table-toolbar';
import type { ListParamsControl } from './use-list-params';
import { usePagePastEnd } from './use-page-past-end';

export type ColumnWrap = 'normal' | 'nowrap' | 'anywhere';

export type DataTableColumn<T> = {
  key: string;
  title: string;
  // The API's sort field for this column; without it the column does not sort.
  sortKey?: string;
  render: (row: T) => ReactNode;
  // How the cells' text breaks: 'nowrap' never (dates, amounts, codes); 'anywhere' also inside a
  // long unbroken word (an e-mail address), instead of widening the table past the screen and
  // pushing the last columns out of sight; 'normal' (the default) between words.
  wrap?: ColumnWrap;
  // What the column's figure means, beside its title (a MoneyHintButton).
  hint?: ReactNode;
};

type DataTableProps<T extends { id: number }> = {
  label: string;
  columns: DataTableColumn<T>[];
  list: ListParamsControl;
  query: UseQueryResult<ListPage<T>>;
  // Where a row leads (its edit form); the first column links there for keyboard users.
  rowHref: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  search: { label: string; placeholder: string };
  statusLabels?: Record<number, string>;
  errorMessage: string;
  empty: DataTableEmptyProps;
};

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"]';

// Below the tablet breakpoint (spec §9, 768px) rows become cards.
export const COMPACT_QUERY = '(max-width: 47.99em)';

// An empty value is a dash, in the table as on the phone's cards (the table drew a blank cell).
const comTraco = <T,>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] =>
  columns.map((column) => ({
    ...column,
    render: (row: T) => {
      const valor = column.render(row);
      return valor === '' || valor === null || valor === undefined ? '—' : valor;
    },
  }));

// A server-side list: the server searches, filters, sorts and pages (?q, ?status, ?sort, ?page,
// ?pageSize) and reports the total; this shows one page of it and keeps the state in the URL.
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  const { label, columns, list, query, rowHref, rowActions, search, statusLabels, errorMessage, empty } =
    props;
  const navigate = useNavigate();
  const location = useLocation();
  // The form returns to this very page (search, order, page) after saving.
  const linkState = { from: `${location.pathname}${location.search}` };
  const filtered = list.params.q !== '' || list.params.status !== undefined;
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });

  const openRow = (event: MouseEvent<HTMLElement>, row: T) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    // A click in a modal a row opened (the proposal's validity, a confirmation) reaches the row
    // through React's tree although it is elsewhere on the page: not the row's own click.
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target) || target.closest('[role="dialog"]')) return;
    navigate(rowHref(row), { state: linkState });
  };

  const clearFilters = () => {
    list.setQ('');
    list.setStatus(undefined);
  };

  const pastEnd = usePagePastEnd(query, list.params, list.replacePage);

  let page: ReactNode;
  if (query.isPending || pastEnd) page = <DataTableLoading label={label} />;
  else if (query.isError && !query.data) {
    page = <RetryAlert onRetry={() => void query.refetch()}>{errorMessage}</RetryAlert>;
  } else if (query.data.rows.length === 0) {
    page = filtered ? <DataTableNoResults onClear={clearFilters} /> : <DataTableEmpty {...empty} />;
  } else {
    page = (
      <DataTableRows
        label={label}
        columns={comTraco(columns)}
        rows={query.data.rows}
        rowHref={rowHref}
        linkState={linkState}
        onOpen={openRow}
        rowActions={rowActions}
        list={list}
        total={query.data.total}
        capped={query.data.capped}
        compact={compact}
        placeholder={query.isPlaceholderData}
        fetching={query.isFetching}
      />
    );
  }

  return (
    <Stack gap="md">
      <DataTableToolbar
        list={list}
        searchLabel={search.label}
        searchPlaceholder={search.placeholder}
        statusLabels={statusLabels}
        sortColumns={compact ? columns : undefined}
      />
      {page}
    </Stack>
  );
}
