import type { Painel, PainelObra } from '@gdo/domain/painel';
import { TIPO_DOCUMENTO_POR_EXTENSO } from '@gdo/domain/tipo-documento';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingSkyscraper } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { painelQueryOptions, usePainel } from '@/features/painel/api/get-painel';
import { APagarFiguras } from '@/features/painel/components/a-pagar-figuras';
import { CartaoQuandoPerto } from '@/features/painel/components/cartao-quando-perto';
import { Figura } from '@/features/painel/components/figura';
import { ObraCard } from '@/features/painel/components/obra-card';
import { ObrasTabela } from '@/features/painel/components/obras-tabela';
import { PainelFiltros } from '@/features/painel/components/painel-filtros';
import { RdaFiguras } from '@/features/painel/components/rda-figuras';
import { painelParams, usePainelFiltros } from '@/features/painel/hooks/use-painel-filtros';
import type { ScreenPreload } from '@/lib/lazy-screen';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';

// A direct visit asks for the obras with the screen's chunk, beside the session calls (decision 212).
export const preloadData: ScreenPreload = ({ queryClient, search }) => {
  void queryClient.prefetchQuery(painelQueryOptions(painelParams(search)));
};

// The first cards come at once; the others are drawn as they come near the screen (decision 140).
const PRIMEIROS_CARTOES = 4;

// No obra yet: who may register starts with the cliente; any other role is told who does it
// (decision 098: no screen offers what the role cannot do).
function SemObras() {
  const { canWriteRegisters, loaded } = usePermissions();
  // Until the user's roles are known, neither text: an offer must not flash and vanish.
  if (!loaded) return null;
  return (
    <EmptyState
      icon={IconBuildingSkyscraper}
      title="Não há obras cadastradas."
      description={
        canWriteRegisters
          ? 'Comece cadastrando o cliente; depois, a obra dele.'
          : 'Clientes e obras são cadastrados pelo administrador ou pelo financeiro; as obras aparecem aqui assim que forem cadastradas.'
      }
      action={
        canWriteRegisters && (
          <Button component={Link} to={paths.clienteNovo}>
            Cadastrar cliente
          </Button>
        )
      }
    />
  );
}

function Totais({ totais, rotulo }: { totais: Painel['totais']; rotulo: string }) {
  return (
    <Paper withBorder p="md" radius="md" mb="md" component="section" aria-label={rotulo}>
      <SimpleGrid cols={{ base: 2, md: totais.executado_periodo ? 5 : 4 }} spacing="sm">
        <Figura rotulo="Orçamento total" valor={totais.orcamento} />
        <Figura rotulo="Executado" valor={totais.executado} palavra="executado" />
        <Figura rotulo="Comprometido" valor={totais.comprometido} palavra="comprometido" />
        <Figura rotulo="Saldo" valor={totais.saldo} alerta={totais.acima_do_orcamento} palavra="saldo" />
        {totais.executado_periodo && (
          <Figura rotulo="Executado no período" valor={totais.executado_periodo} palavra="executado" />
        )}
      </SimpleGrid>
      <Stack gap={6} mt="xs">
        <RdaFiguras rda={totais.rda_totais} />
        <APagarFiguras aPagar={totais.a_pagar} />
      </Stack>
    </Paper>
  );
}

const NOMEADAS = 3;

/** The first thing the page says: which obras are over budget, each a link to its page. */
function Alerta({ obras }: { obras: PainelObra[] }) {
  const acima = obras.filter((obra) => obra.acima_do_orcamento);
  if (acima.length === 0) return null;
  const nomeadas = acima.slice(0, NOMEADAS);
  const resto = acima.length - nomeadas.length;
  return (
    <Alert color="red" variant="light" mb="md" icon={<IconAlertTriangle aria-hidden />}>
      {acima.length === 1 ? 'Acima do orçamento: ' : `${acima.length} obras acima do orçamento: `}
      {nomeadas.map((obra, i) => (
        <Fragment key={obra.id}>
          {i > 0 && (i === nomeadas.length - 1 && resto === 0 ? ' e ' : ', ')}
          <Anchor component={Link} to={paths.obraDetalhamento(obra.id)} fw={600} c="red.9">
            {obra.nome}
          </Anchor>
        </Fragment>
      ))}
      {resto > 0 && ` e mais ${resto}`}.
    </Alert>
  );
}

export default function PainelScreen() {
  const { params, visao, mudar, mudarVisao, mudarPeriodo, limpar, filtrando } = usePainelFiltros();
  const painel = usePainel(params);
  // The title and its description (the largest paint) first, the cards in slices after (decisions
  // 207 and 212).
  const dados = useDeferredAnswer(painel.data);
  const carregando = dados === undefined && !painel.isError;
  const obras = dados?.obras ?? [];
  const semObras = dados && obras.length === 0;
  return (
    <PageLayout
      title="Dashboard"
      description={`As obras que mais precisam de atenção primeiro. Os números são do ${TIPO_DOCUMENTO_POR_EXTENSO.rdo}; o ${TIPO_DOCUMENTO_POR_EXTENSO.rda} aparece à parte, fora do saldo.`}
    >
      {/* Until the first answer, a loader alone: the alert, the totals, the filters and the cards
          then come in one frame, so none of them pushes another down (Lighthouse's layout shift on
          a phone, decision 206). A new filter keeps the page as it is until its answer. */}
      {carregando && <IndicadorCarregando rotulo="Carregando obras" />}
      {!semObras && <Alerta obras={obras} />}
      {dados && obras.length > 0 && (
        <Totais
          totais={dados.totais}
          rotulo={filtrando ? 'Totais das obras listadas' : 'Totais da empresa'}
        />
      )}
      {!carregando && (
        <section aria-labelledby="obras-em-andamento">
          <Title order={2} size="h3" id="obras-em-andamento" mb="sm">
            Obras{dados ? ` (${obras.length})` : ''}
          </Title>
          <PainelFiltros
            params={params}
            clienteNome={obras[0]?.cliente_nome}
            visao={visao}
            filtrando={filtrando}
            mudar={mudar}
            mudarVisao={mudarVisao}
            mudarPeriodo={mudarPeriodo}
            limpar={limpar}
          />
          {painel.isError && (
            <RetryAlert onRetry={() => painel.refetch()}>
              Não foi possível carregar o dashboard. {painel.error.message}
            </RetryAlert>
          )}
          {semObras && !filtrando && params.status === undefined && <SemObras />}
          {semObras && (filtrando || params.status !== undefined) && (
            <Text c="dimmed">Nenhuma obra com estes filtros.</Text>
          )}
          {visao === 'tabela' && obras.length > 0 ? (
            <ObrasTabela obras={obras} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {obras.map((obra, i) =>
                i < PRIMEIROS_CARTOES ? (
                  <ObraCard key={obra.id} obra={obra} />
                ) : (
                  <CartaoQuandoPerto key={obra.id} obra={obra} />
                ),
              )}
            </SimpleGrid>
          )}
        </section>
      )}
    </PageLayout>
  );
}
