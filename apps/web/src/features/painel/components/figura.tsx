import { formatBRL } from '@gdo/domain/money';
import { Stack, Text } from '@mantine/core';

/** One money figure with its label, as the cards and the totals show it. */
export function Figura({ rotulo, valor, cor }: { rotulo: string; valor: string; cor?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {rotulo}
      </Text>
      <Text fw={700} c={cor} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatBRL(valor)}
      </Text>
    </Stack>
  );
}
