import { AGRUPAMENTO_LABELS, AGRUPAMENTOS } from '@gdo/domain/fluxo-de-caixa';
import { formatBRL } from '@gdo/domain/money';
import { Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { PeriodFilter } from '@/components/data-table/period-filter';
import { PageLayout } from '@/components/layouts/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportarBotoes } from '@/components/ui/exportar-botoes';
import { MoneyHint } from '@/components/ui/money-hint';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Segmentos } from '@/components/ui/segmentos';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { ObraCombobox } from '@/entities/obras/components/obra-combobox';
import { fimAntesDoInicio } from '@/lib/periodo';
import { useExportFluxo, useFluxoDeCaixa } from '../api/fluxo-de-caixa';
import { FluxoGrafico } from '../components/fluxo-grafico';
import { FluxoTabela } from '../components/fluxo-tabela';
import { useFluxoFiltros } from '../hooks/use-fluxo-filtros';

// Fluxo de caixa (money.md, decision 111): per firm or obra, by week or month, what was paid and
// what is em aberto per period, with the running total; the chart and the table with the totals.
export default function FluxoDeCaixaScreen() {
  const { filtros, update } = useFluxoFiltros();
  // The period is required here, so an end before the start is not asked for (the other lists
  // drop it): the field explains it, and nothing from another period stays on screen.
  const invertido = fimAntesDoInicio(filtros.de, filtros.ate);
  const fluxo = useFluxoDeCaixa(filtros, { enabled: !invertido });
  const exportar = useExportFluxo();
  const dados = invertido ? undefined : fluxo.data;
  const vazio = dados && dados.total.pago === '0.00' && dados.total.em_aberto === '0.00';
  // The file also holds what lies outside the periods: only with that at zero too is it empty.
  const nadaAExportar = vazio && dados.vencido === '0.00' && dados.sem_vencimento === '0.00';

  let corpo: React.ReactNode = null;
  if (fluxo.isError && !invertido) {
    corpo = (
      <RetryAlert onRetry={() => void fluxo.refetch()}>
        {failureText('Falha ao carregar o fluxo de caixa.', fluxo.error)}
      </RetryAlert>
    );
  } else if (dados && vazio) {
    corpo = (
      <EmptyState
        icon={IconChartBar}
        title="Nada pago nem a pagar neste período"
        description="Escolha outro período, ou lance no RDO ou no RDA de uma obra um valor comprometido com vencimento: ele aparece aqui pelo vencimento e, quando pago em Contas a pagar, pela data do pagamento."
      />
    );
  } else if (dados) {
    corpo = (
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md">
          <FluxoGrafico periodos={dados.periodos} agrupamento={dados.agrupamento} />
        </Paper>
        <FluxoTabela fluxo={dados} />
      </Stack>
    );
  }

  return (
    <PageLayout
      title="Fluxo de caixa"
      description="O que foi pago, pela data do pagamento, e o que está em aberto, pelo vencimento, por semana ou mês."
      actions={
        <ExportarBotoes
          exportar={exportar}
          variaveis={(format) => ({ format, filtros })}
          falha="Falha na exportação do fluxo de caixa."
          disabled={invertido || nadaAExportar}
        />
      }
    >
      <Stack gap="md">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <ObraCombobox
            label="Obra"
            placeholder="Todas as obras"
            value={filtros.obra}
            onChange={(obra) => update({ obra })}
            style={{ flex: '2 1 220px' }}
          />
          <PeriodFilter
            labels={['De', 'Até']}
            de={filtros.de}
            ate={filtros.ate}
            onChange={(end, day) => update({ [end]: day })}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="fluxo-agrupamento">
              Agrupar por
            </Text>
            <Segmentos
              aria-labelledby="fluxo-agrupamento"
              data={AGRUPAMENTOS.map((value) => ({ value, label: AGRUPAMENTO_LABELS[value] }))}
              value={filtros.agrupamento}
              onChange={(value) => update({ agrupamento: value })}
            />
          </Stack>
        </Group>
        {dados && (
          <Group gap="lg" wrap="wrap" role="group" aria-label="Fora dos períodos">
            <Text size="sm">
              {/* The ⓘ after the figure, as the obra's percentages: before the colon it left "Vencido ⓘ :". */}
              <MoneyHint word="vencido">
                {/* One piece: as separate items of the hint's flex row, the space after the colon went. */}
                <span>
                  Vencido: <strong>{formatBRL(dados.vencido)}</strong>
                </span>
              </MoneyHint>
            </Text>
            <Text size="sm">
              Em aberto sem vencimento: <strong>{formatBRL(dados.sem_vencimento)}</strong>
            </Text>
          </Group>
        )}
        <div style={{ position: 'relative', minHeight: 120 }}>
          <LoadingOverlay
            visible={!invertido && (fluxo.isPending || (fluxo.isFetching && fluxo.isPlaceholderData))}
          />
          {corpo}
        </div>
      </Stack>
    </PageLayout>
  );
}
