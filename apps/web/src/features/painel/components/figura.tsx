import { formatBRL } from '@gdo/domain/money';
import type { MoneyWord } from '@gdo/domain/money-words';
import { Stack, Text } from '@mantine/core';
import { MoneyHint } from '@/components/ui/money-hint';

export type FiguraProps = {
  rotulo: string;
  valor: string;
  cor?: string;
  // The money word of shared/money.md the figure is, explained on hover, focus or tap.
  palavra?: MoneyWord;
};

/** One money figure with its label, as the cards and the totals show it; a group named by the label. */
export function Figura({ rotulo, valor, cor, palavra }: FiguraProps) {
  return (
    <Stack gap={0} role="group" aria-label={rotulo}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="div">
        {palavra ? <MoneyHint word={palavra}>{rotulo}</MoneyHint> : rotulo}
      </Text>
      <Text fw={700} c={cor} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatBRL(valor)}
      </Text>
    </Stack>
  );
}
