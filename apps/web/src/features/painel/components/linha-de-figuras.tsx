import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled line of figures ("RDA", "Contas a pagar"). On a card too narrow for the whole line the
 * figures go together under the label, never the first beside it and the second alone below.
 */
export function LinhaDeFiguras({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={rotulo}>
      <Text size="sm" fw={600} c="dimmed">
        {rotulo}
      </Text>
      <Group gap="xs" wrap="wrap">
        {children}
      </Group>
    </Group>
  );
}
