import { Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

export type FormRowColumns = 1 | 2 | 3 | 4 | 5 | 6;

// Columns per breakpoint: one on phones, then growing to the full count on a laptop.
const RESPONSIVE_COLUMNS: Record<FormRowColumns, { base: number; sm: number; md: number }> = {
  1: { base: 1, sm: 1, md: 1 },
  2: { base: 1, sm: 2, md: 2 },
  3: { base: 1, sm: 3, md: 3 },
  4: { base: 1, sm: 2, md: 4 },
  5: { base: 1, sm: 3, md: 5 },
  6: { base: 1, sm: 3, md: 6 },
};

export function FormRow({ columns, children }: { columns: FormRowColumns; children: ReactNode }) {
  return (
    <SimpleGrid cols={RESPONSIVE_COLUMNS[columns]} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

// A row of checkboxes that wraps onto the next line when it runs out of room.
export function FormCheckboxRow({ children }: { children: ReactNode }) {
  return (
    <Group gap="lg" wrap="wrap" align="flex-start">
      {children}
    </Group>
  );
}
