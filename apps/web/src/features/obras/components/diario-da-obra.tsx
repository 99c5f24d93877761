import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DiarioFiguras } from '@/components/diario/diario-figuras';
import { FaixaDias } from '@/components/diario/faixa-dias';
import { ProgressoEtapas } from '@/components/diario/progresso-etapas';
import { RelatorioCartao } from '@/components/diario/relatorio-cartao';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useDiariosDaObra } from '@/entities/diarios/api/list-diarios';
import { ComResumo } from '@/entities/diarios/components/com-resumo';

const ULTIMOS = { page: 1, pageSize: 3 };

function UltimosRelatorios({ obra }: { obra: number }) {
  const lista = useDiariosDaObra(obra, ULTIMOS);
  if (lista.isPending) return <IndicadorCarregando rotulo="Carregando os últimos relatórios" size="sm" />;
  if (lista.isError)
    return (
      <RetryAlert onRetry={() => lista.refetch()}>
        Não foi possível carregar os últimos relatórios. {lista.error.message}
      </RetryAlert>
    );
  if (lista.data.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhum relatório ainda. Os relatórios diários são registrados em “Diário de obra”.
      </Text>
    );
  return (
    <Stack gap="xs">
      {lista.data.rows.map((diario) => (
        <RelatorioCartao key={diario.id} diario={diario} />
      ))}
    </Stack>
  );
}

/**
 * What the obra's daily reports say (diario.md, "What the rest of the product shows"): the last
 * report and the working days without one, impraticável days, the last 30 days, the physical
 * progress per etapa and the latest reports with their photos. No money: every role sees it.
 */
export function DiarioDaObra({ obra }: { obra: number }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="diario-da-obra"
    >
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h3" id="diario-da-obra">
            Diário de obra
          </Title>
          <Anchor component={Link} to={paths.diario(obra)} size="sm">
            Ver todos os relatórios diários
          </Anchor>
        </Stack>
        <ComResumo obra={obra}>
          {(resumo) => (
            <>
              <DiarioFiguras resumo={resumo} />
              <FaixaDias resumo={resumo} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    Avanço físico por etapa
                  </Title>
                  <ProgressoEtapas progresso={resumo.progresso} />
                </Stack>
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    Últimos relatórios
                  </Title>
                  <UltimosRelatorios obra={obra} />
                </Stack>
              </SimpleGrid>
            </>
          )}
        </ComResumo>
      </Stack>
    </Paper>
  );
}
