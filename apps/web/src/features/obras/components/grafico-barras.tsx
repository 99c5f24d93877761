import { compareMoney, formatBRL, percentOf } from '@gdo/domain/money';
import { Box, Group, Stack, Text } from '@mantine/core';

export type Barra = { rotulo: string; valor: string; cor: string };

/**
 * A horizontal bar chart of money figures, each bar as wide as its share of the largest. Plain
 * boxes rather than a charting library: four to a few dozen bars need no canvas, stay accessible
 * as text, and keep the detail screen's chunk small (decision 040).
 */
export function GraficoBarras({ barras, titulo }: { barras: Barra[]; titulo: string }) {
  const maior = barras.reduce((m, b) => (compareMoney(b.valor, m) > 0 ? b.valor : m), '0');
  return (
    <Stack gap={6} role="group" aria-label={titulo}>
      {barras.map((b) => {
        const largura = compareMoney(b.valor, '0') > 0 ? Number.parseFloat(percentOf(b.valor, maior)) : 0;
        return (
          <Group key={b.rotulo} gap="xs" wrap="nowrap" align="center">
            <Text size="sm" w={110} style={{ flexShrink: 0 }}>
              {b.rotulo}
            </Text>
            <Box style={{ flex: 1, minWidth: 40 }}>
              <Box
                h={14}
                bg={b.cor}
                w={`${Math.max(largura, 0.5)}%`}
                style={{ borderRadius: 4 }}
                aria-hidden
              />
            </Box>
            <Text
              size="sm"
              fw={600}
              w={130}
              ta="right"
              style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatBRL(b.valor)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
