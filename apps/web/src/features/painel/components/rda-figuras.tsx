import { formatBRL } from '@gdo/domain/money';
import type { PainelObra } from '@gdo/domain/painel';
import { Group, Text } from '@mantine/core';
import { MoneyHint } from '@/components/ui/money-hint';

/** The RDA's own figures, one line under the RDO's: administrative costs, outside the budget and its saldo. */
export function RdaFiguras({ rda }: { rda: PainelObra['rda_totais'] }) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="RDA">
      <Text size="sm" fw={600} c="dimmed">
        RDA
      </Text>
      <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
        <MoneyHint word="executado" />{' '}
        <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatBRL(rda.executado)}
        </Text>
      </Text>
      <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
        <MoneyHint word="comprometido" />{' '}
        <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatBRL(rda.comprometido)}
        </Text>
      </Text>
    </Group>
  );
}
