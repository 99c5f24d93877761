import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from './data-table';

export type DataTableCardsProps<T extends { id: number }> = {
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowHref: (row: T) => string;
  linkState: { from: string };
  onOpen: (event: MouseEvent<HTMLElement>, row: T) => void;
  rowActions?: (row: T) => ReactNode;
};

// On a phone each row becomes a card: the first column as its title, the situation beside it,
// the other columns as labelled lines, so nothing hides behind a sideways scroll.
export function DataTableCards<T extends { id: number }>(props: DataTableCardsProps<T>) {
  const { label, columns, rows, rowHref, linkState, onOpen, rowActions } = props;
  const [title, ...rest] = columns;
  const status = rest.find((column) => column.key === 'status');
  const details = rest.filter((column) => column !== status);

  return (
    <Stack component="ul" gap="xs" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          style={{ cursor: 'pointer' }}
          onClick={(event: MouseEvent<HTMLElement>) => onOpen(event, row)}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor component={Link} to={rowHref(row)} state={linkState} fw={600} c="inherit" fz="sm">
              {title?.render(row)}
            </Anchor>
            {status?.render(row)}
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
            {details.map((column) => (
              <div key={column.key} style={{ minWidth: 0 }}>
                <Group gap={2} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {column.title}
                  </Text>
                  {column.hint}
                </Group>
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {rowActions && (
            <Group justify="flex-end" mt="xs">
              {rowActions(row)}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
