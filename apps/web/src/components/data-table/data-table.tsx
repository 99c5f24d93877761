import { Alert, Anchor, Button, Center, Loader, LoadingOverlay, Paper, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListPage } from '@/lib/list-request';
import classes from './data-table.module.css';
import { DataTableCards } from './data-table-cards';
import { DataTableFooter } from './data-table-footer';
import { DataTableToolbar } from './data-table-toolbar';
import { SortHeader } from './sort-header';
import type { ListParamsControl } from './use-list-params';

export type DataTableColumn<T> = {
  key: string;
  title: string;
  // The API's sort field for this column; without it the column does not sort.
  sortKey?: string;
  render: (row: T) => ReactNode;
  nowrap?: boolean;
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
  empty: { title: string; description: string; icon?: ReactNode; action?: ReactNode };
};

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"]';

// Below the tablet breakpoint (spec §9, 768px) rows become cards.
const COMPACT_QUERY = '(max-width: 47.99em)';

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
    navigate(rowHref(row), { state: linkState });
  };

  const clearFilters = () => {
    list.setQ('');
    list.setStatus(undefined);
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Paper withBorder radius="md">
        <Center py={48}>
          <Loader aria-label={`Carregando ${label.toLowerCase()}`} />
        </Center>
      </Paper>
    );
  } else if (query.isError && !query.data) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {errorMessage}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  } else if (query.data.rows.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<IconSearch size={30} stroke={1.6} aria-hidden />}
        title="Nenhum resultado"
        description="Nenhum registro corresponde à busca ou ao filtro escolhido."
        action={
          <Button variant="light" onClick={clearFilters} mt="xs">
            Limpar busca
          </Button>
        }
      />
    ) : (
      <EmptyState {...empty} />
    );
  } else {
    const { rows, total } = query.data;
    const footer = (
      <DataTableFooter
        params={list.params}
        total={total}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
    );
    body = compact ? (
      <Stack gap="xs" className={classes.tableFrame}>
        <LoadingOverlay visible={query.isPlaceholderData} loaderProps={{ size: 'sm' }} />
        <DataTableCards
          label={label}
          columns={columns}
          rows={rows}
          rowHref={rowHref}
          linkState={linkState}
          onOpen={openRow}
          rowActions={rowActions}
        />
        <Paper withBorder radius="md">
          {footer}
        </Paper>
      </Stack>
    ) : (
      <Paper withBorder radius="md">
        <div className={classes.tableFrame}>
          <LoadingOverlay visible={query.isPlaceholderData} loaderProps={{ size: 'sm' }} />
          <Table.ScrollContainer minWidth={760} type="native">
            <Table highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <SortHeader
                      key={column.key}
                      sortKey={column.sortKey}
                      sort={list.params.sort}
                      onSort={list.setSort}
                    >
                      {column.title}
                    </SortHeader>
                  ))}
                  {rowActions && <Table.Th aria-label="Ações" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} className={classes.row} onClick={(event) => openRow(event, row)}>
                    {columns.map((column, index) => (
                      <Table.Td key={column.key} className={column.nowrap ? classes.nowrap : undefined}>
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
                    {rowActions && <Table.Td className={classes.nowrap}>{rowActions(row)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
        {footer}
      </Paper>
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
      {body}
    </Stack>
  );
}
