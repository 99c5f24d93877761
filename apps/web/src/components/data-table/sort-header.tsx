import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

type SortHeaderProps = {
  sortKey: string | undefined;
  // The current order: 'nome' ascending, '-nome' descending.
  sort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
  // Shown after the title, outside the sort button (an explanation button, for instance).
  extra?: ReactNode;
  className?: string;
};

// A column title that orders the list by it; a second click reverses the order.
export function SortHeader({ sortKey, sort, onSort, children, extra, className }: SortHeaderProps) {
  if (!sortKey) {
    return (
      <Table.Th className={className}>
        <Group gap={2} wrap="nowrap">
          {children}
          {extra}
        </Group>
      </Table.Th>
    );
  }
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction} className={className}>
      <Group gap={2} wrap="nowrap">
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => onSort(direction === 'ascending' ? `-${sortKey}` : sortKey)}
        >
          <Group gap={4} wrap="nowrap">
            {children}
            <Icon size={14} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
        {extra}
      </Group>
    </Table.Th>
  );
}

type SortHeaderRowProps = {
  columns: { key: string; title: string; sortKey?: string; hint?: ReactNode }[];
  sort: string;
  onSort: (sort: string) => void;
  // The rows end in a cell of actions: its title is empty.
  actions: boolean;
  actionsClassName?: string;
  // The first column's title, kept at the left edge with the rows' names (decision 235).
  firstClassName?: string;
};

// The title row of a table whose columns sort it.
export function SortHeaderRow({
  columns,
  sort,
  onSort,
  actions,
  actionsClassName,
  firstClassName,
}: SortHeaderRowProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          <SortHeader
            key={column.key}
            className={index === 0 ? firstClassName : undefined}
            sortKey={column.sortKey}
            sort={sort}
            onSort={onSort}
            extra={column.hint}
          >
            {column.title}
          </SortHeader>
        ))}
        {/* A title read by screen readers, not an empty header with a label (axe: empty-table-header). */}
        {actions && (
          <Table.Th className={actionsClassName}>
            <VisuallyHidden>Ações</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
