import type { Lancamento, LancamentoTotais } from '@gdo/domain/lancamento-response';
import { formatBRL } from '@gdo/domain/money';
import { MONEY_WORDS } from '@gdo/domain/money-words';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyHintButton } from '@/components/ui/money-hint';
import { EstadoLancamento, LANCAMENTO_COLUMNS, type LancamentoColumn } from './lancamento-colunas';

const DETALHES = ['data', 'fornecedor', 'vencimento', 'comprometido', 'pago', 'aberto'];
const columns = DETALHES.map((key) => LANCAMENTO_COLUMNS.find((column) => column.key === key)!);

function Campo({
  column,
  children,
}: {
  column: Pick<LancamentoColumn, 'title' | 'word'>;
  children: ReactNode;
}) {
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={2} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {column.title}
        </Text>
        {column.word && <MoneyHintButton word={column.word} />}
      </Group>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

type LancamentosCardsProps = {
  label: string;
  rows: Lancamento[];
  totais: LancamentoTotais;
  rowActions?: (row: Lancamento) => ReactNode;
};

// On a phone each entry is a card (as the other lists): the description and its state on top,
// then what a clerk checks, the actions at hand, and the totals of the filter last.
export function LancamentosCards({ label, rows, totais, rowActions }: LancamentosCardsProps) {
  return (
    <Stack gap="xs" p="xs">
      <Stack component="ul" gap="xs" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={600} size="sm">
                {LANCAMENTO_COLUMNS.find((column) => column.key === 'descricao')!.render(row)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <EstadoLancamento row={row} />
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
              {columns.map((column) => (
                <Campo key={column.key} column={column}>
                  {column.render(row)}
                </Campo>
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
      <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="lancamentos-totais">
        <Text fw={700} size="sm">
          Total do filtro
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
          <Campo column={{ title: MONEY_WORDS.valorComprometido.label, word: 'valorComprometido' }}>
            {formatBRL(totais.comprometido)}
          </Campo>
          <Campo column={{ title: MONEY_WORDS.valorPago.label, word: 'valorPago' }}>
            {formatBRL(totais.pago)}
          </Campo>
          <Campo column={{ title: MONEY_WORDS.emAberto.label, word: 'emAberto' }}>
            {formatBRL(totais.aberto)}
          </Campo>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
