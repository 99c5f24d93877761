import { formatDate } from '@gdo/domain/date';
import { MEDICAO_STATUS_LABELS, type Medicao } from '@gdo/domain/medicao';
import { formatBRL } from '@gdo/domain/money';
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { COMPACT_QUERY } from '@/components/data-table/data-table';
import { COR_RASCUNHO, StatusBadge } from '@/components/ui/status-badge';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';

/** `aoToque`: the actions are drawn for a finger (a phone's card), each target 44 px at least. */
type Props = { medicoes: Medicao[]; acoes: (m: Medicao, aoToque: boolean) => ReactNode };

// A rascunho still waits for its approval; an approved one is a payable.
const CORES: Record<Medicao['status'], string> = { rascunho: COR_RASCUNHO, aprovada: 'green' };
const situacao = (m: Medicao) => (
  // Never cut to "RASC…" when the table narrows its columns to fit; small, so the table still fits
  // its section at 1280 px with a rascunho's four actions (decision 187).
  <Box miw="max-content">
    <StatusBadge status={m.status} labels={MEDICAO_STATUS_LABELS} colors={CORES} size="sm" />
  </Box>
);

/** A contract's medições: a table on a wide screen, one card each on a phone. */
export function MedicoesTabela({ medicoes, acoes }: Props) {
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  if (compact) {
    return (
      <Stack gap="xs" role="list" aria-label="Medições do contrato">
        {medicoes.map((m) => (
          <Paper key={m.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" mb={4}>
              <Text fw={600}>Medição nº {m.numero}</Text>
              {situacao(m)}
            </Group>
            <Text size="sm" c="dimmed">
              {formatDate(m.periodo_de)} a {formatDate(m.periodo_ate)}
            </Text>
            <SimpleGrid cols={2} spacing={4} my="xs">
              <Text size="sm">Bruto: {formatBRL(m.valor_bruto)}</Text>
              <Text size="sm">Retenção: {formatBRL(m.retencao)}</Text>
              <Text size="sm">Amortização: {formatBRL(m.amortizacao)}</Text>
              <Text size="sm" fw={600}>
                Líquido: {formatBRL(m.valor_liquido)}
              </Text>
            </SimpleGrid>
            {acoes(m, true)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return <MedicoesGrade medicoes={medicoes} acoes={acoes} />;
}

function MedicoesGrade({ medicoes, acoes }: Props) {
  return (
    // Fits without scrolling from about 1 100 px (the app at 1280 px, its menu open); narrower,
    // it scrolls inside its section, the number and actions kept in view.
    <TabelaRolavel minWidth={760} rotulo="Medições">
      <Table striped verticalSpacing="xs" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={FIXA.inicio}>Nº</Table.Th>
            <Table.Th>Período</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Bruto</Table.Th>
            <Table.Th ta="right">Retenção</Table.Th>
            <Table.Th ta="right">Amortização</Table.Th>
            <Table.Th ta="right">Líquido</Table.Th>
            <Table.Th className={FIXA.fim}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {medicoes.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td className={FIXA.inicio}>{m.numero}</Table.Td>
              {/* Each day whole, the period on two lines: the row's actions fit at 1280 px. */}
              <Table.Td>
                <span style={{ whiteSpace: 'nowrap' }}>{formatDate(m.periodo_de)} a</span>{' '}
                <span style={{ whiteSpace: 'nowrap' }}>{formatDate(m.periodo_ate)}</span>
              </Table.Td>
              <Table.Td>{situacao(m)}</Table.Td>
              {(
                [
                  ['bruto', m.valor_bruto],
                  ['retencao', m.retencao],
                  ['amortizacao', m.amortizacao],
                  ['liquido', m.valor_liquido],
                ] as const
              ).map(([nome, v]) => (
                <Table.Td
                  key={nome}
                  ta="right"
                  style={{ whiteSpace: 'nowrap' }}
                  fw={nome === 'liquido' ? 600 : undefined}
                >
                  {formatBRL(v)}
                </Table.Td>
              ))}
              <Table.Td className={FIXA.fim} style={{ width: 1 }}>
                {acoes(m, false)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
}
