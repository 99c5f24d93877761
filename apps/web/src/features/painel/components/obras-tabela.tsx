import { formatBRL } from '@gdo/domain/money';
import type { MoneyWord } from '@gdo/domain/money-words';
import type { PainelObra } from '@gdo/domain/painel';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MoneyHint } from '@/components/ui/money-hint';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';
import { paths } from '@/config/paths';
import { DiarioSituacao } from './diario-situacao';

type Coluna = { titulo: string; palavra?: MoneyWord; valor: (obra: PainelObra) => string };

const COLUNAS: Coluna[] = [
  { titulo: 'Orçamento', valor: (obra) => obra.orcamento },
  { titulo: 'Executado', palavra: 'executado', valor: (obra) => obra.executado },
  { titulo: 'Comprometido', palavra: 'comprometido', valor: (obra) => obra.comprometido },
  { titulo: 'Saldo', palavra: 'saldo', valor: (obra) => obra.saldo },
];

const NO_PERIODO: Coluna = {
  titulo: 'Executado no período',
  palavra: 'executado',
  valor: (obra) => obra.executado_periodo ?? '0.00',
};

const numero = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** The compact view: one row per obra, the same figures as the cards, in the same order. */
export function ObrasTabela({ obras }: { obras: PainelObra[] }) {
  const colunas =
    obras[0]?.executado_periodo == null ? COLUNAS : [...COLUNAS.slice(0, 2), NO_PERIODO, ...COLUNAS.slice(2)];
  return (
    // On a phone or a tablet it scrolls sideways with each obra's name kept at its left.
    <TabelaRolavel minWidth={860} rotulo="Obras">
      <Table striped highlightOnHover fz="sm" horizontalSpacing="xs" aria-label="Obras">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={FIXA.inicio}>Obra</Table.Th>
            {colunas.map((coluna) => (
              <Table.Th key={coluna.titulo} style={{ textAlign: 'right' }}>
                {coluna.palavra ? (
                  <MoneyHint word={coluna.palavra}>{coluna.titulo}</MoneyHint>
                ) : (
                  coluna.titulo
                )}
              </Table.Th>
            ))}
            <Table.Th style={{ textAlign: 'right' }}>
              RDA
              <Text span display="block" size="xs" c="dimmed" fw={400}>
                executado / comprometido
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {obras.map((obra) => (
            <Table.Tr key={obra.id}>
              <Table.Th scope="row" fw={400} miw={160} className={FIXA.inicio}>
                <Stack gap={0} align="flex-start">
                  <Anchor component={Link} to={paths.obraDetalhamento(obra.id)} fw={600}>
                    {obra.nome}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {obra.cliente_nome}
                  </Text>
                  {obra.acima_do_orcamento && (
                    <Text size="xs" fw={700} c="red.9">
                      Acima do orçamento
                    </Text>
                  )}
                  <DiarioSituacao obra={obra} size="xs" />
                </Stack>
              </Table.Th>
              {colunas.map((coluna) => (
                <Table.Td
                  key={coluna.titulo}
                  style={numero}
                  c={coluna.titulo === 'Saldo' && obra.acima_do_orcamento ? 'red.9' : undefined}
                  fw={coluna.titulo === 'Saldo' ? 700 : undefined}
                >
                  {formatBRL(coluna.valor(obra))}
                </Table.Td>
              ))}
              <Table.Td style={numero}>
                <RdaCelula rda={obra.rda_totais} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
}

/** The RDA's two figures in one cell, executado over comprometido: the table stays within a laptop's width. */
function RdaCelula({ rda }: { rda: PainelObra['rda_totais'] }) {
  return (
    <Stack gap={0} align="flex-end">
      <span>{formatBRL(rda.executado)}</span>
      <Text span size="xs" c="dimmed">
        {formatBRL(rda.comprometido)}
      </Text>
    </Stack>
  );
}
