import { formatBRL, formatQuantity } from '@gdo/domain/money';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { FormActions } from '@/components/ui/form/form-actions';
import { bdiPercent } from './editor-state';
import { useEditor } from './editor-store';
import classes from './estrutura-grid.module.css';

type TotalsBarProps = { saving: boolean; readOnly: boolean; onCancel: () => void };

type StatProps = { label: string; value: string; testId: string; wide?: boolean };

function Stat({ label, value, testId, wide = false }: StatProps) {
  return (
    <Stack gap={0} className={classes.stat} visibleFrom={wide ? 'sm' : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} className={classes.statValue} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function TotalsStats() {
  const valorTotal = useEditor((state) => state.valorTotal);
  const valorVenda = useEditor((state) => state.valorVenda);
  const bdi = useEditor((state) => state.header.bdi);
  return (
    <Group gap="md" wrap="nowrap" role="group" aria-label="Totais do orçamento">
      <Stat label="Total (custo)" value={formatBRL(valorTotal)} testId="total-custo" />
      {/* On a phone the BDI is read in its field; the bar keeps to the two totals. */}
      <Stat label="BDI" value={`${formatQuantity(bdiPercent(bdi))}%`} testId="total-bdi" wide />
      <Stat label="Total com BDI (venda)" value={formatBRL(valorVenda)} testId="total-venda" />
    </Group>
  );
}

// Always in view at the foot of the screen: the budget's cost, its BDI and its sale price as
// they stand now, and the buttons that save or leave.
export function TotalsBar({ saving, readOnly, onCancel }: TotalsBarProps) {
  const orcamento = useEditor((state) => state.mode === 'orcamento');

  return (
    <Paper withBorder shadow="md" radius="md" className={classes.totalsBar}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {orcamento ? <TotalsStats /> : <span />}
        <Group gap="sm">
          <FormActions saving={saving} readOnly={readOnly} onCancel={onCancel} />
        </Group>
      </Group>
    </Paper>
  );
}
