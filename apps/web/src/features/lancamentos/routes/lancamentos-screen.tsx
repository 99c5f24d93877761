import { MESSAGES } from '@gdo/domain/messages';
import {
  isTipoDocumento,
  TIPO_DOCUMENTO_LABELS,
  TIPO_DOCUMENTO_POR_EXTENSO,
  type TipoDocumento,
} from '@gdo/domain/tipo-documento';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { listParamsDe } from '@/components/data-table/use-list-params';
import { RdoPartes } from '@/components/diario/rdo-partes';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { obraQueryOptions, useObra } from '@/entities/obras/api/get-obra';
import { ObraLoadFailure } from '@/entities/obras/components/obra-load-failure';
import { listDocumentosQueryOptions, useDocumentoDaObra } from '@/features/lancamentos/api/list-documentos';
import {
  LANCAMENTOS_DEFAULT_SORT,
  listLancamentosQueryOptions,
} from '@/features/lancamentos/api/list-lancamentos';
import { CriarDocumento } from '@/features/lancamentos/components/criar-documento';
import { DocumentoSwitch } from '@/features/lancamentos/components/documento-switch';
import { LancamentosPanel } from '@/features/lancamentos/components/lancamentos-panel';
import { lancamentoFilters, periodoDoLancamentoDe } from '@/features/lancamentos/components/use-periodo';
import type { ScreenPreload } from '@/lib/lazy-screen';
import { recordId } from '@/lib/record-id';

const LIST_FAILED: Record<TipoDocumento, string> = {
  rdo: MESSAGES.falhaListagemRdos,
  rda: MESSAGES.falhaListagemRdas,
};

// A direct visit asks for the obra, its book and the page of entries with the screen's chunk: the
// page is otherwise asked for only once the obra and the book have come (decision 212).
export const preloadData: ScreenPreload = ({ queryClient, params, search }) => {
  const obra = recordId(params.id);
  if (!isTipoDocumento(params.type) || obra === undefined) return;
  const filters = lancamentoFilters(
    listParamsDe(search, LANCAMENTOS_DEFAULT_SORT),
    periodoDoLancamentoDe(search),
  );
  void queryClient.prefetchQuery(obraQueryOptions(obra));
  void queryClient.prefetchQuery(listDocumentosQueryOptions(params.type, { obra }));
  void queryClient.prefetchQuery(listLancamentosQueryOptions(params.type, obra, filters));
};

// /obras/lancamentos/:type/:id — the obra's entries in its RDO or RDA; everything comes from the URL.
export default function LancamentosScreen() {
  const { type, id: param } = useParams();
  const id = recordId(param);
  if (!isTipoDocumento(type) || id === undefined) return <Navigate to={paths.notFound} replace />;
  return <LancamentosContent key={`${type}-${id}`} tipo={type} obra={id} />;
}

function LancamentosContent({ tipo, obra }: { tipo: TipoDocumento; obra: number }) {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const obraQuery = useObra(obra);
  const documento = useDocumentoDaObra(tipo, obra);
  const { canWriteLancamentos, canWriteDocumentos } = usePermissions();

  // An obra that does not exist has no book to open, nor one to create. Only an obra never read:
  // a refetch that fails keeps the one read, and the page.
  const obraMissing = obraQuery.isLoadingError;
  let content: ReactNode;
  if (obraMissing) {
    content = <ObraLoadFailure query={obraQuery} />;
  } else if (documento.isPending || obraQuery.isPending) {
    // The obra's name and the book's budget change the header's lines (breadcrumbs, description):
    // until both are known, a loader alone, so the header and the list come in one frame and nothing
    // is pushed down under a phone's reader (Lighthouse's layout shift, decision 206).
    return <Carregando rotulo={`Carregando ${label}`} />;
  } else if (documento.isError) {
    content = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {LIST_FAILED[tipo]} {documento.error.message}
      </Alert>
    );
  } else if (documento.data === null) {
    content = <CriarDocumento tipo={tipo} obra={obra} canCreate={canWriteDocumentos} />;
  } else {
    content = <LancamentosPanel tipo={tipo} obra={obra} canWrite={canWriteLancamentos} />;
  }

  return (
    <PageLayout
      title={`Lançamentos do ${label}`}
      description={
        <Text span size="sm" c="dimmed">
          {TIPO_DOCUMENTO_POR_EXTENSO[tipo]} · Obra:{' '}
          <strong>{obraQuery.data?.nome ?? (obraMissing ? 'não encontrada' : '…')}</strong>
          {documento.data?.orcamento_nome && ` · Orçamento: ${documento.data.orcamento_nome}`}
        </Text>
      }
      breadcrumbs={[
        { label: 'Obras', to: paths.obras },
        { label: obraQuery.data?.nome ?? 'Detalhamento da obra', to: paths.obraDetalhamento(obra) },
      ]}
      actions={
        <Group gap="xs">
          {/* The RDO's two parts: its daily reports (Diário) and these entries. */}
          {!obraMissing && tipo === 'rdo' && <RdoPartes obra={obra} atual="lancamentos" comLancamentos />}
          {!obraMissing && <DocumentoSwitch tipo={tipo} obra={obra} />}
          {/* Left out when the obra has no book; the header is drawn with the book (decision 206). */}
          {canWriteLancamentos && !obraMissing && documento.data && (
            <Button
              component={Link}
              to={paths.lancamentoNovo(tipo, obra)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Novo lançamento
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="md">{content}</Stack>
    </PageLayout>
  );
}
