import { formatDate } from '@gdo/domain/date';
import { MEDICAO_STATUS_LABELS, type Medicao } from '@gdo/domain/medicao';
import { formatBRL } from '@gdo/domain/money';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { COMPACT_QUERY } from '@/components/data-table/data-table';
import { useScrollEdges } from '@/components/ui/use-scroll-edges';
import classes from './medicoes-tabela.module.css';

/** `aoToque`: the actions are drawn for a finger (a phone's card), each target 44 px at least. */
type Props = { medicoes: Medicao[]; acoes: (m: Medicao, aoToque: boolean) => ReactNode };

const situacao = (m: Medicao) => (
  // Never cut to "RASC…" when the table narrows its columns to fit.
  <Badge color={m.status === 'aprovada' ? 'green' : 'gray'} variant="light" miw="max-content">
    {MEDICAO_STATUS_LABELS[m.status]}
  </Badge>
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
  const { viewportRef, measure, edges } = useScrollEdges();
  // Only a box that scrolls is a tab stop: the arrows then move it, for those without a mouse.
  const rola = edges.start || edges.end;
  const janela = rola
    ? { tabIndex: 0, role: 'group', 'aria-label': 'Medições: use as setas para ver as outras colunas' }
    : {};
  return (
    // Fits without scrolling from about 1 100 px (the app at 1280 px, its menu open); narrower,
    // it scrolls inside its section with its scrollbar drawn, the number and actions kept in view.
    <Table.ScrollContainer
      minWidth={760}
      className={classes.quadro}
      data-escondido-antes={edges.start || undefined}
      data-escondido-depois={edges.end || undefined}
      scrollAreaProps={{
        type: 'auto',
        viewportRef,
        onScrollPositionChange: measure,
        viewportProps: janela,
        classNames: { viewport: classes.janela },
      }}
    >
      <Table striped verticalSpacing="xs" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numero}>Nº</Table.Th>
            <Table.Th>Período</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Bruto</Table.Th>
            <Table.Th ta="right">Retenção</Table.Th>
            <Table.Th ta="right">Amortização</Table.Th>
            <Table.Th ta="right">Líquido</Table.Th>
            <Table.Th className={classes.acoes}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {medicoes.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td className={classes.numero}>{m.numero}</Table.Td>
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
              <Table.Td className={classes.acoes} style={{ width: 1 }}>
                {acoes(m, false)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
