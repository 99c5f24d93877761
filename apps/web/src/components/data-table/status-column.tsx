import { Box } from '@mantine/core';
import { StatusBadge } from '@/components/ui/status-badge';
import type { DataTableColumn } from './data-table';

type StatusColumnOptions = {
  // An entity whose numbers read differently (a budget's 2 is Reprovado) gives its own colours.
  colors?: Record<number, string>;
  // A column never narrower than its badge, so a narrow table does not cut a long word ('REPR…').
  whole?: boolean;
};

// The Situação column that ends a list.
export function statusColumn<T extends { status: number }>(
  labels: Record<number, string>,
  { colors, whole = false }: StatusColumnOptions = {},
): DataTableColumn<T> {
  return {
    key: 'status',
    title: 'Situação',
    sortKey: 'status',
    render: (row) => {
      const badge = <StatusBadge status={row.status} labels={labels} colors={colors} />;
      return whole ? <Box miw="max-content">{badge}</Box> : badge;
    },
  };
}
