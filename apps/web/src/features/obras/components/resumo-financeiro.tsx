import { formatBRL } from '@gdo/domain/money';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { EmptyState } from '@/components/ui/empty-state';
import { MoneyHint } from '@/components/ui/money-hint';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useResumoObra } from '../api/get-resumo-obra';
import { GraficoBarras } from './grafico-barras';
import { Contratos, Fornecedores, PorEtapa, UltimosLancamentos } from './resumo-listas';
import classes from './resumo-listas.module.css';

const pct = (s: string) => `${s.replace('.', ',')}%`;

/** The obra's money: budget vs executed vs committed vs balance (RDO only), and what explains it. */
export function ResumoFinanceiro({ obraId }: { obraId: number }) {
  const resumo = useResumoObra(obraId);
  const { canWriteOrcamentos } = usePermissions();
  if (resumo.isPending) return <IndicadorCarregando rotulo="Carregando o resumo financeiro" />;
  if (resumo.isError) return <Alert color="red">{resumo.error.message}</Alert>;
  const r = resumo.data;
  if (r.orcamento_id === null) {
    return (
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Resumo financeiro">
        <Title order={2} size="h3" mb="xs">
          Resumo financeiro
        </Title>
        <EmptyState
          title="Sem orçamento vinculado"
          description={
            r.rdo === null
              ? 'Esta obra ainda não tem RDO. Crie o RDO ligado a um orçamento para acompanhar os números.'
              : 'O RDO desta obra não está ligado a um orçamento.'
          }
          action={
            <Group>
              {canWriteOrcamentos && (
                <Button component={Link} to={paths.orcamentoNovo} variant="light">
                  Novo orçamento
                </Button>
              )}
              <Button component={Link} to={paths.lancamentos('rdo', obraId)}>
                Abrir RDO
              </Button>
            </Group>
          }
        />
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Resumo financeiro">
        <Title order={2} size="h3" mb="xs">
          Resumo financeiro
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Orçamento: {r.orcamento_nome} · lançamentos do RDO
        </Text>
        <GraficoBarras
          titulo="Orçamento, executado, comprometido e saldo"
          barras={[
            { rotulo: 'Orçamento', valor: r.orcamento, cor: 'gray.5' },
            { rotulo: 'Executado', valor: r.executado, cor: r.acima_do_orcamento ? 'red.6' : 'teal.6' },
            { rotulo: 'Comprometido', valor: r.comprometido, cor: 'yellow.5' },
            { rotulo: 'Saldo', valor: r.saldo, cor: 'blue.5' },
          ]}
        />
        {/* One per line on a phone: two side by side broke "Executado: 12,00%" from its ⓘ. */}
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} mt="md" verticalSpacing="xs">
          <Text size="sm">
            <MoneyHint word="executado">Executado: {pct(r.percentual_executado)}</MoneyHint>
          </Text>
          <Text size="sm">
            <MoneyHint word="comprometido">Comprometido: {pct(r.percentual_comprometido)}</MoneyHint>
          </Text>
          <Text size="sm" c={r.acima_do_orcamento ? 'red.9' : undefined}>
            <MoneyHint word="saldo">Saldo: {pct(r.percentual_saldo)}</MoneyHint>
          </Text>
          <Text size="sm">
            Custo por m²: {r.custo_m2.total ? formatBRL(r.custo_m2.total) : '—'}
            {r.custo_m2.orcamento ? ` (orçado ${formatBRL(r.custo_m2.orcamento)})` : ''}
          </Text>
        </SimpleGrid>
        <Group gap="xl" mt="md" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          {/* Averages over complete periods only: none until a week since the first payment has ended. */}
          {r.medias.semanal !== null && (
            <Text size="sm">Média semanal paga: {formatBRL(r.medias.semanal)}</Text>
          )}
          {r.medias.quinzenal !== null && <Text size="sm">Quinzenal: {formatBRL(r.medias.quinzenal)}</Text>}
          {r.medias.mensal !== null && <Text size="sm">Mensal: {formatBRL(r.medias.mensal)}</Text>}
          <Text size="sm" c="dimmed">
            RDA: <span className={classes.inteiro}>executado {formatBRL(r.rda_totais.executado)}</span>,{' '}
            <span className={classes.inteiro}>comprometido {formatBRL(r.rda_totais.comprometido)}</span>
          </Text>
        </Group>
      </Paper>
      <PorEtapa etapas={r.etapas} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Fornecedores fornecedores={r.fornecedores} />
        <Contratos obra={obraId} />
        <UltimosLancamentos obra={obraId} tipo="rdo" itens={r.ultimos.rdo} />
        <UltimosLancamentos obra={obraId} tipo="rda" itens={r.ultimos.rda} />
      </SimpleGrid>
    </Stack>
  );
}
