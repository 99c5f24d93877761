import { Button, Card, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { DiarioFiguras } from '@/components/diario/diario-figuras';
import { FaixaDias } from '@/components/diario/faixa-dias';
import faixaClasses from '@/components/diario/faixa-dias.module.css';
import { RdoPartes } from '@/components/diario/rdo-partes';
import { Carregando } from '@/components/ui/carregando';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { diariosDaObraQueryOptions } from '@/entities/diarios/api/list-diarios';
import { resumoDoDiarioQueryOptions } from '@/entities/diarios/api/resumo-diario';
import { ComResumo } from '@/entities/diarios/components/com-resumo';
import { obraQueryOptions, useObra } from '@/entities/obras/api/get-obra';
import { ObraLoadFailure } from '@/entities/obras/components/obra-load-failure';
import { verificacaoQueryOptions } from '@/features/diarios/api/verificar-cadeia';
import { CadeiaIntegridade } from '@/features/diarios/components/cadeia-integridade';
import { DiarioPagina } from '@/features/diarios/components/diario-pagina';
import { PeriodoFiltro } from '@/features/diarios/components/periodo-filtro';
import { RelatoriosLista } from '@/features/diarios/components/relatorios-lista';
import {
  listaDoPeriodo,
  periodoDe,
  usePeriodoDiario,
} from '@/features/diarios/components/use-periodo-diario';
import type { ScreenPreload } from '@/lib/lazy-screen';
import { recordId } from '@/lib/record-id';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';

// A direct visit asks for the obra, the chain's check, the last 30 days and the reports with the
// screen's chunk: the last three are otherwise asked for only once the obra has come (decision 212).
export const preloadData: ScreenPreload = ({ queryClient, params, search }) => {
  const obra = recordId(params.id);
  if (obra === undefined) return;
  void queryClient.prefetchQuery(obraQueryOptions(obra));
  void queryClient.prefetchQuery(verificacaoQueryOptions(obra));
  void queryClient.prefetchQuery(resumoDoDiarioQueryOptions(obra));
  void queryClient.prefetchQuery(diariosDaObraQueryOptions(obra, listaDoPeriodo(periodoDe(search))));
};

// /obras/diario/:id — the obra's daily reports (the RDO's Diário part, issue 12): its last 30 days,
// the chain's integrity, and the reports of a period, newest first.
export default function DiarioListaScreen() {
  const { id: param } = useParams();
  const id = recordId(param);
  if (id === undefined) return <Navigate to={paths.notFound} replace />;
  return <DiarioLista key={id} obra={id} />;
}

function UltimosDias({ obra }: { obra: number }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ultimos-dias">
      <Stack gap="md">
        <Title order={2} size="h4" id="ultimos-dias">
          Últimos 30 dias
        </Title>
        <ComResumo obra={obra} reserva={faixaClasses.reserva}>
          {(resumo) => (
            <>
              <FaixaDias resumo={resumo} />
              <DiarioFiguras resumo={resumo} />
            </>
          )}
        </ComResumo>
      </Stack>
    </Card>
  );
}

function DiarioLista({ obra }: { obra: number }) {
  const obraQuery = useObra(obra);
  const periodo = usePeriodoDiario();
  const { canWriteDiarios, canReadMoney } = usePermissions();

  // The sections under the title in a transition, after the screen's frame, even when the obra is
  // already here (asked for with the screen's chunk): a first render of them all was one task of
  // ~150 ms on a phone four times slower (decisions 207 and 242).
  const obraLida = useDeferredAnswer(obraQuery.data);
  // Only an obra never read is a failure: a refetch that fails keeps the obra read and the page.
  const semObra = obraQuery.isLoadingError;

  let content = null;
  if (semObra) content = <ObraLoadFailure query={obraQuery} />;
  else if (obraLida === undefined) content = <Carregando rotulo="Carregando obra" />;
  else
    content = (
      <Stack gap="lg">
        <CadeiaIntegridade obra={obra} />
        <UltimosDias obra={obra} />
        <Stack gap="sm" component="section" aria-labelledby="relatorios">
          <Title order={2} size="h4" id="relatorios">
            Relatórios
          </Title>
          <PeriodoFiltro obra={obra} periodo={periodo} />
          <RelatoriosLista obra={obra} periodo={periodo} podeEscrever={canWriteDiarios} />
        </Stack>
      </Stack>
    );

  return (
    <DiarioPagina
      sobre={
        <>
          · Obra: <strong>{obraQuery.data?.nome ?? (semObra ? 'não encontrada' : '…')}</strong>
        </>
      }
      breadcrumbs={[
        { label: 'Obras', to: paths.obras },
        { label: obraQuery.data?.nome ?? 'Detalhamento da obra', to: paths.obraDetalhamento(obra) },
      ]}
      actions={
        !semObra && (
          <>
            <RdoPartes obra={obra} atual="diario" comLancamentos={canReadMoney} />
            {canWriteDiarios && (
              <Button
                component={Link}
                to={paths.diarioNovo(obra)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Novo relatório
              </Button>
            )}
          </>
        )
      }
    >
      {content}
    </DiarioPagina>
  );
}
