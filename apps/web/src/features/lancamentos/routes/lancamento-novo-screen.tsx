import { MESSAGES } from '@gdo/domain/messages';
import {
  isTipoDocumento,
  TIPO_DOCUMENTO_LABELS,
  TIPO_DOCUMENTO_POR_EXTENSO,
  type TipoDocumento,
} from '@gdo/domain/tipo-documento';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useObra } from '@/entities/obras/api/get-obra';
import { ObraLoadFailure } from '@/entities/obras/components/obra-load-failure';
import { useOrcamento } from '@/entities/orcamentos/api/get-orcamento';
import { useLancamento } from '@/features/lancamentos/api/get-lancamento';
import { useDocumentoDaObra } from '@/features/lancamentos/api/list-documentos';
import { LancamentoForm } from '@/features/lancamentos/components/lancamento-form';
import { SemOrcamento } from '@/features/lancamentos/components/sem-orcamento';
import { recordId } from '@/lib/record-id';
import { useReload } from '@/lib/use-reload';

// /obras/lancamentos/:type/:id/novo — new entries in the obra's RDO or RDA; ?id= edits one.
export default function LancamentoNovoScreen() {
  const { type, id: param } = useParams();
  const [searchParams] = useSearchParams();
  const id = recordId(param);
  if (!isTipoDocumento(type) || id === undefined) return <Navigate to={paths.notFound} replace />;
  return <LancamentoNovoContent tipo={type} obra={id} lancamentoId={recordId(searchParams.get('id'))} />;
}

type ContentProps = { tipo: TipoDocumento; obra: number; lancamentoId: number | undefined };

function failure(text: string) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
      {text}
    </Alert>
  );
}

function LancamentoNovoContent({ tipo, obra, lancamentoId }: ContentProps) {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const navigate = useNavigate();
  const obraQuery = useObra(obra);
  const documento = useDocumentoDaObra(tipo, obra);
  const orcamento = useOrcamento(documento.data?.orcamento);
  const lancamento = useLancamento(tipo, lancamentoId);
  const { generation, reload } = useReload(lancamento.refetch);
  const back = paths.lancamentos(tipo, obra);
  const { loaded, canWriteLancamentos } = usePermissions();

  let content: ReactNode;
  if (loaded && !canWriteLancamentos)
    content = (
      <Alert color="blue" variant="light">
        Seu perfil consulta os lançamentos, mas não os registra nem altera.{' '}
        <Anchor component={Link} to={back}>
          Ver os lançamentos do {label}
        </Anchor>
      </Alert>
    );
  // A failure replaces the form only when nothing was ever read: a refetch that fails keeps it.
  else if (obraQuery.isLoadingError) content = <ObraLoadFailure query={obraQuery} />;
  else if (documento.isLoadingError)
    content = failure(MESSAGES[tipo === 'rdo' ? 'falhaListagemRdos' : 'falhaListagemRdas']);
  else if (lancamento.isLoadingError)
    content = failure(`${MESSAGES.falhaBuscarLancamentos} ${lancamento.error.message}`);
  else if (documento.data === null)
    content = failure(`Esta obra não tem ${label}. Crie o ${label} da obra antes de lançar.`);
  else if (documento.data && documento.data.orcamento === null)
    content = <SemOrcamento tipo={tipo} documento={documento.data} />;
  else if (orcamento.isError) content = failure(`${MESSAGES.falhaBuscaOrcamento} ${orcamento.error.message}`);
  else if (!orcamento.data || (lancamentoId !== undefined && !lancamento.data)) {
    content = <Carregando rotulo="Carregando formulário" />;
  } else {
    content = (
      <LancamentoForm
        key={`${lancamento.data?.id ?? 'novo'}-${generation}`}
        tipo={tipo}
        obra={obra}
        orcamento={orcamento.data}
        lancamento={lancamento.data}
        onDone={() => navigate(back)}
        onReload={reload}
      />
    );
  }

  return (
    <PageLayout
      title={lancamentoId ? `Editar lançamento no ${label}` : `Novo lançamento no ${label}`}
      description={`${TIPO_DOCUMENTO_POR_EXTENSO[tipo]}. Obra: ${obraQuery.data?.nome ?? '…'}. Registre notas fiscais e pagamentos, com parcelas quando houver.`}
      breadcrumbs={[
        { label: 'Obras', to: paths.obras },
        { label: obraQuery.data?.nome ?? 'Detalhamento da obra', to: paths.obraDetalhamento(obra) },
        { label: `Lançamentos do ${label}`, to: back },
      ]}
    >
      {content}
    </PageLayout>
  );
}
