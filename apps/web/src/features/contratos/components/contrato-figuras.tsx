import type { Contrato } from '@gdo/domain/contrato';
import { formatBRL, formatMoneyNumber, isNegativeMoney, subtractMoney } from '@gdo/domain/money';
import { MONEY_WORDS, type MoneyWord } from '@gdo/domain/money-words';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyHintButton } from '@/components/ui/money-hint';

/**
 * Disponível (money.md): what new entries may still commit against the contract; below zero the
 * contract is over-committed, said in words and in a red dark enough for AA contrast.
 */
export function Disponivel({ contrato }: { contrato: Pick<Contrato, 'valor_disponivel'> }) {
  const valor = contrato.valor_disponivel;
  if (!isNegativeMoney(valor)) return <>{formatBRL(valor)}</>;
  return (
    <Text component="span" inherit c="red.9" fw={600}>
      Acima do contrato em{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{formatBRL(subtractMoney('0', valor))}</span>
    </Text>
  );
}

function Figura({ word, children }: { word: MoneyWord; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Group gap={2} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {MONEY_WORDS[word].label}
        </Text>
        <MoneyHintButton word={word} />
      </Group>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The stored contract's figures, above its form (money.md's words, decision 132): Valor (with
 * aditivos), Medido (%), Pago, Em aberto, Retido, Saldo a medir and Disponível.
 */
export function ContratoFiguras({ contrato }: { contrato: Contrato }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Números do contrato">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        <Figura word="valorContrato">{formatBRL(contrato.valor)}</Figura>
        <Figura word="medido">
          {formatBRL(contrato.medido)}{' '}
          <Text component="span" size="xs" c="dimmed">
            ({formatMoneyNumber(contrato.medido_percentual)}%)
          </Text>
        </Figura>
        <Figura word="pagoContrato">{formatBRL(contrato.valor_pago)}</Figura>
        <Figura word="emAberto">{formatBRL(contrato.valor_comprometido)}</Figura>
        <Figura word="retido">{formatBRL(contrato.retido)}</Figura>
        <Figura word="saldoAMedir">{formatBRL(contrato.saldo_a_medir)}</Figura>
        <Figura word="disponivel">
          <Disponivel contrato={contrato} />
        </Figura>
      </SimpleGrid>
    </Paper>
  );
}
