import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { LancamentoColumn } from './lancamento-colunas';

type ColunasMenuProps = { columns: LancamentoColumn[]; visiveis: string[]; onToggle: (key: string) => void };

// Which columns the table shows; the choice is the user's and is remembered (use-colunas.ts).
export function ColunasMenu({ columns, visiveis, onToggle }: ColunasMenuProps) {
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns size={16} aria-hidden />}>
          Colunas
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Colunas visíveis">
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={column.title}
              checked={visiveis.includes(column.key)}
              // The last visible column stays: a table of nothing helps no one.
              disabled={visiveis.length === 1 && visiveis.includes(column.key)}
              onChange={() => onToggle(column.key)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
