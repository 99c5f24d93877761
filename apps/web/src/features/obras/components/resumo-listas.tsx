import { formatDate } from '@gdo/domain/date';
import { formatBRL } from '@gdo/domain/money';
import type { ResumoObra } from '@gdo/domain/painel';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPACT_QUERY } from '@/components/data-table/data-table';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { MoneyHint, MoneyHintButton } from '@/components/ui/money-hint';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';
import { paths } from '@/config/paths';
import { useContratosDaObra } from '../api/list-contratos-da-obra';
import classes from './resumo-listas.module.css';

const num = { style: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' as const } };
const pct = (s: string) => `${s.replace('.', ',')}%`;

function Secao({ titulo, children, acao }: { titulo: string; children: ReactNode; acao?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={titulo}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4">
          {titulo}
        </Title>
        {acao && <div style={{ flexShrink: 0 }}>{acao}</div>}
      </Group>
      {children}
    </Paper>
  );
}

type Etapa = ResumoObra['etapas'][number];

// On a phone each etapa is a card of its figures: the table needed 640 px and scrolled sideways
// inside its section, hiding Executado and what follows.
function EtapaCartao({ etapa: e }: { etapa: Etapa }) {
  const figura = (rotulo: ReactNode, valor: string) => (
    <div>
      {/* As tall as a label with its ⓘ button, so the figures of a row line up. */}
      <Text size="xs" c="dimmed" component="div" mih={24} display="flex" style={{ alignItems: 'center' }}>
        {rotulo}
      </Text>
      <Text size="sm" {...num} ta="left">
        {valor}
      </Text>
    </div>
  );
  return (
    <Paper component="li" withBorder radius="md" p="sm" c={e.acima_do_orcamento ? 'red.9' : undefined}>
      <Text size="sm" fw={600}>
        {e.numero} — {e.nome}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt={6}>
        {figura('Orçamento', formatBRL(e.orcamento))}
        {figura(<MoneyHint word="executado" />, formatBRL(e.executado))}
        {figura(<MoneyHint word="comprometido" />, formatBRL(e.comprometido))}
        {figura(<MoneyHint word="saldo" />, formatBRL(e.saldo))}
        {figura('% executado', pct(e.percentual_executado))}
      </SimpleGrid>
    </Paper>
  );
}

export function PorEtapa({ etapas }: { etapas: ResumoObra['etapas'] }) {
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  if (compact) {
    return (
      <Secao titulo="Por etapa">
        <Stack
          component="ul"
          role="list"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Etapas"
        >
          {etapas.map((e) => (
            <EtapaCartao key={e.etapa} etapa={e} />
          ))}
        </Stack>
      </Secao>
    );
  }
  return (
    <Secao titulo="Por etapa">
      <TabelaRolavel minWidth={640} rotulo="Por etapa">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={FIXA.inicio}>Etapa</Table.Th>
              <Table.Th {...num}>Orçamento</Table.Th>
              <Table.Th {...num}>
                <MoneyHint word="executado" />
              </Table.Th>
              <Table.Th {...num}>
                <MoneyHint word="comprometido" />
              </Table.Th>
              <Table.Th {...num}>
                <MoneyHint word="saldo" />
              </Table.Th>
              <Table.Th {...num}>% executado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {etapas.map((e) => (
              <Table.Tr key={e.etapa} c={e.acima_do_orcamento ? 'red.9' : undefined}>
                <Table.Td className={FIXA.inicio}>
                  {e.numero} — {e.nome}
                </Table.Td>
                <Table.Td {...num}>{formatBRL(e.orcamento)}</Table.Td>
                <Table.Td {...num}>{formatBRL(e.executado)}</Table.Td>
                <Table.Td {...num}>{formatBRL(e.comprometido)}</Table.Td>
                <Table.Td {...num}>{formatBRL(e.saldo)}</Table.Td>
                <Table.Td {...num}>{pct(e.percentual_executado)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
    </Secao>
  );
}

export function Fornecedores({ fornecedores }: { fornecedores: ResumoObra['fornecedores'] }) {
  return (
    <Secao titulo="Maiores fornecedores (valor pago)">
      {fornecedores.length === 0 ? (
        <Text c="dimmed">Nenhum pagamento lançado no RDO.</Text>
      ) : (
        <Stack gap={4}>
          {fornecedores.map((f) => (
            <Group key={f.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{f.nome}</Text>
              <Text size="sm" fw={600} {...num}>
                {formatBRL(f.pago)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Secao>
  );
}

export function Contratos({ obra }: { obra: number }) {
  const contratos = useContratosDaObra(obra);
  let conteudo: ReactNode;
  if (contratos.isPending) conteudo = <IndicadorCarregando rotulo="Carregando os contratos" size="sm" />;
  else if (contratos.isError) conteudo = <Text c="red.9">{contratos.error.message}</Text>;
  else if (contratos.data.length === 0) conteudo = <Text c="dimmed">Nenhum contrato nesta obra.</Text>;
  else
    conteudo = (
      <Stack gap={6}>
        {contratos.data.map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {c.numero ? `${c.numero} — ` : ''}
                {c.objeto}
              </Text>
              {/* Each word with its amount: "valor" / "R$ 18.000,00 · pago" broke apart on a phone. */}
              <Text size="xs" c="dimmed">
                {c.fornecedor_nome} · <span className={classes.inteiro}>valor {formatBRL(c.valor)}</span> ·{' '}
                <span className={classes.inteiro}>pago {formatBRL(c.valor_pago)}</span>
              </Text>
            </Stack>
            <Text size="sm" fw={600} {...num}>
              {formatBRL(c.valor_comprometido)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  return (
    <Secao titulo="Contratos com mais comprometido" acao={<MoneyHintButton word="comprometido" />}>
      {conteudo}
    </Secao>
  );
}

export function UltimosLancamentos({
  obra,
  tipo,
  itens,
}: {
  obra: number;
  tipo: TipoDocumento;
  itens: ResumoObra['ultimos']['rdo'];
}) {
  const sigla = TIPO_DOCUMENTO_LABELS[tipo];
  return (
    <Secao
      titulo={`Últimos lançamentos do ${sigla}`}
      acao={
        <Button component={Link} to={paths.lancamentos(tipo, obra)} variant="light" size="xs">
          Abrir {sigla}
        </Button>
      }
    >
      {itens.length === 0 ? (
        <Text c="dimmed">Nenhum lançamento no {sigla}.</Text>
      ) : (
        <Stack gap={6}>
          {itens.map((l) => (
            // The figures go under the entry when the card is too narrow for both side by side (a
            // phone), each whole on its line: beside it they broke into three lines.
            <Group key={l.id} justify="space-between" align="flex-start" gap="md" style={{ rowGap: 4 }}>
              <Stack gap={0} className={classes.lancamento}>
                <Anchor component={Link} to={paths.lancamentos(tipo, obra)} size="sm">
                  {l.descricao}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDate(l.data_lancamento)} · {l.fornecedor_nome}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end" className={classes.figuras}>
                <Text size="sm" {...num}>
                  Valor pago {formatBRL(l.valor_pagamento)}
                </Text>
                <Text size="xs" c="dimmed" {...num}>
                  Valor comprometido {formatBRL(l.valor_comprometido)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Secao>
  );
}
