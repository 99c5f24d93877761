import { formatDate } from '@gdo/domain/date';
import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { Diario } from '@gdo/domain/diario-response';
import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
import { DiarioStatus } from '@/components/diario/diario-status';
import { PageLayout } from '@/components/layouts/page-layout';
import alvos from '@/components/ui/alvos.module.css';
import { Carregando } from '@/components/ui/carregando';
import { LoadFailure } from '@/components/ui/load-failure';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import {
  diarioQueryOptions,
  etapasDoDiarioQueryOptions,
  useDiario,
  useEtapasDoDiario,
} from '@/entities/diarios/api/get-diario';
import { obraQueryOptions, useObra } from '@/entities/obras/api/get-obra';
import { ObraLoadFailure } from '@/entities/obras/components/obra-load-failure';
import { AssinaturaSection } from '@/features/diarios/components/assinatura-section';
import { DiarioCabecalho } from '@/features/diarios/components/diario-cabecalho';
import { clearDraft, draftKey } from '@/features/diarios/components/diario-draft';
import { DiarioForm } from '@/features/diarios/components/diario-form';
import { DiarioLeitura } from '@/features/diarios/components/diario-leitura';
import { FotosSection } from '@/features/diarios/components/fotos-section';
import { PdfButton } from '@/features/diarios/components/pdf-button';
import type { ScreenPreload } from '@/lib/lazy-screen';
import { recordId } from '@/lib/record-id';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';

// A direct visit asks for the obra, its budget's etapas and the report with the screen's chunk, not
// after the signed-in area and the screen have drawn (decisions 212 and 244).
export const preloadData: ScreenPreload = ({ queryClient, params }) => {
  const obra = recordId(params.id);
  if (obra === undefined) return;
  void queryClient.prefetchQuery(obraQueryOptions(obra));
  void queryClient.prefetchQuery(etapasDoDiarioQueryOptions(obra));
  const diario = recordId(params.diarioId);
  if (diario !== undefined) void queryClient.prefetchQuery(diarioQueryOptions(diario));
};

// /obras/diario/:id/novo (a new report) and /obras/diario/:id/relatorio/:diarioId (a report's own
// page): a rascunho is a form for who may write diários; a signed report, or any report for a role
// that only reads, is text (decision 075).
export default function DiarioRelatorioScreen() {
  const { id: obraParam, diarioId: diarioParam } = useParams();
  const obra = recordId(obraParam);
  const diarioId = recordId(diarioParam);
  if (obra === undefined || (diarioParam !== undefined && diarioId === undefined))
    return <Navigate to={paths.notFound} replace />;
  return <DiarioRelatorioContent key={diarioId ?? 'novo'} obra={obra} diarioId={diarioId} />;
}

const carregando = <Carregando rotulo="Carregando relatório" />;

/** The navigation state of a report's page right after "Salvar rascunho" created it (decision 244). */
type Chegada = { criado?: true };
const CRIADO: Chegada = { criado: true };

function DiarioRelatorioContent({ obra, diarioId }: { obra: number; diarioId: number | undefined }) {
  const navigate = useNavigate();
  const obraQuery = useObra(obra);
  const etapas = useEtapasDoDiario(obra);
  const diarioQuery = useDiario(diarioId);
  const { loaded, canWriteDiarios } = usePermissions();
  const diario = diarioQuery.data;
  const lista = paths.diario(obra);
  // A report signed (here or elsewhere) never changes again: a draft of it left on this phone goes.
  const assinado = diario?.status === 'assinado' ? diario.id : undefined;
  useEffect(() => {
    if (assinado !== undefined) clearDraft(draftKey(obra, assinado));
  }, [obra, assinado]);

  // The form (or the report's text) is drawn in a transition once everything it needs has come: the
  // last answer's own update would draw it in one task of ~300 ms on a phone four times slower,
  // where React can slice a transition (decisions 207 and 242). A report just created, drawn again
  // under its new address with all of it here: at once, so the page keeps its height and the user's
  // place. Not a direct visit whose answers came with the chunk, nor a reload (decision 244): its
  // title first.
  const temTudo =
    obraQuery.data !== undefined &&
    loaded &&
    !etapas.isPending &&
    (diarioId === undefined || diario !== undefined);
  // The state stays in the browser's history: a reload or Back to that address is a direct visit.
  const navegacao = useNavigationType();
  const { state } = useLocation();
  const criadoAgora = navegacao !== 'POP' && (state as Chegada | null)?.criado === true;
  const [tinhaTudo] = useState(temTudo && criadoAgora);
  const obraLida = useDeferredAnswer(temTudo ? obraQuery.data : undefined, tinhaTudo);

  let content: ReactNode;
  // A failure replaces the form only when nothing was ever read: a refetch that fails (after a
  // save elsewhere, say) keeps the form and what is typed in it.
  if (obraQuery.isLoadingError) content = <ObraLoadFailure query={obraQuery} />;
  else if (diarioQuery.isLoadingError)
    content = (
      <LoadFailure
        error={diarioQuery.error}
        notFound={DIARIO_MESSAGES.diarioNaoEncontrado}
        description="Ele pode ter sido excluído, ou o endereço está incorreto."
        back={{ label: 'Diário de obra', to: lista }}
        onRetry={() => void diarioQuery.refetch()}
      />
    );
  else if (diario && diario.obra !== obra)
    content = <Navigate to={paths.diarioRelatorio(diario.obra, diario.id)} replace />;
  else if (diarioId === undefined && loaded && !canWriteDiarios)
    content = (
      <Alert color="blue" variant="light">
        Seu perfil consulta os relatórios diários, mas não os escreve.{' '}
        <Anchor component={Link} to={lista}>
          Ver os relatórios da obra
        </Anchor>
      </Alert>
    );
  else if (etapas.isLoadingError)
    content = (
      <RetryAlert onRetry={() => void etapas.refetch()}>
        Não foi possível carregar as etapas do orçamento da obra. {etapas.error.message}
      </RetryAlert>
    );
  else if (!temTudo || obraLida === undefined) content = carregando;
  else {
    const cabecalho = (data: string) => (
      <DiarioCabecalho obra={obraLida} numero={diario?.numero ?? null} data={data} />
    );
    const editable = canWriteDiarios && (diario === undefined || diario.status === 'rascunho');
    content = (
      <Stack gap="md" maw={960} className={alvos.alvos}>
        {editable ? (
          <DiarioForm
            obra={obra}
            diario={diario}
            etapas={etapas.data ?? []}
            onCreated={(criado: Diario) =>
              navigate(paths.diarioRelatorio(obra, criado.id), { replace: true, state: CRIADO })
            }
            onDeleted={() => navigate(lista)}
            onReload={() => diarioQuery.refetch()}
            cabecalho={cabecalho}
            inteiro={tinhaTudo}
          />
        ) : (
          diario && (
            <>
              {cabecalho(diario.data)}
              <DiarioLeitura diario={diario} />
              <FotosSection
                diarioId={diario.id}
                fotos={diario.fotos}
                etapas={etapas.data ?? []}
                editable={false}
              />
              {diario.status === 'assinado' && (
                <AssinaturaSection diario={diario} canWrite={canWriteDiarios} />
              )}
              <Group>
                <PdfButton diario={diario} />
              </Group>
            </>
          )
        )}
      </Stack>
    );
  }

  const titulo =
    diarioId === undefined ? 'Novo relatório diário' : `Relatório diário nº ${diario?.numero ?? '…'}`;
  return (
    <PageLayout
      title={titulo}
      description={`Relatório Diário de Obra (RDO) · ${obraQuery.data?.nome ?? '…'}${diario ? ` · ${formatDate(diario.data)}` : ''}`}
      breadcrumbs={[
        { label: 'Obras', to: paths.obras },
        { label: obraQuery.data?.nome ?? 'Detalhamento da obra', to: paths.obraDetalhamento(obra) },
        { label: 'Diário de obra', to: lista },
      ]}
      actions={diario && <DiarioStatus status={diario.status} size="lg" />}
    >
      {content}
    </PageLayout>
  );
}
