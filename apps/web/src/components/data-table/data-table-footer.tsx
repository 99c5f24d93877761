import { formatCount } from '@gdo/domain/money';
import { Group, NativeSelect, Text } from '@mantine/core';
import { Paginacao } from '@/components/ui/paginacao';
import { PAGE_SIZES, type TableParams } from '@/lib/list-request';

type DataTableFooterProps = {
  params: Pick<TableParams, 'page' | 'pageSize'>;
  total: number;
  // The API counted no further than `total` (decision 123): "de mais de 10.000 registros".
  capped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

// Counts grouped by formatCount, not an Intl.NumberFormat built when the module loads: the page's
// first one loads Chromium's number data, ~11 ms of CPU (45 ms on a slow phone) in the task that
// opens every list screen (decision 225).
export function DataTableFooter({ params, total, capped = false, onPage, onPageSize }: DataTableFooterProps) {
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const first = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const last = Math.min(total, params.page * params.pageSize);
  const noun = total === 1 && !capped ? 'registro' : 'registros';
  const of = capped ? `mais de ${formatCount(total)}` : formatCount(total);

  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="data-table-total">
        {total === 0 ? 'Nenhum registro' : `${formatCount(first)}–${formatCount(last)} de ${of} ${noun}`}
      </Text>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          aria-label="Registros por página"
          size="xs"
          value={String(params.pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} por página` }))}
        />
        {pages > 1 && <Paginacao total={pages} value={Math.min(params.page, pages)} onChange={onPage} />}
      </Group>
    </Group>
  );
}
