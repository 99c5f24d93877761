import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { PageLayout } from '@/components/layouts/page-layout';
import { LoadFailure } from '@/components/ui/load-failure';
import { useFailureToast } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useCatalogoQuery } from '@/entities/etapas/use-catalogo-query';
import { useModelo } from '@/entities/orcamento-modelos/api/get-modelo';
import { ModeloEditor } from '@/features/orcamento-modelos/components/modelo-editor';
import { useReload } from '@/lib/use-reload';

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

// /orcamentos/modelos/novo creates a model; ?id= on the same route edits one (as the registers'
// forms do), from a direct URL too.
export default function ModeloNovoScreen() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const raw = searchParams.get('id');
  const id = positiveId(raw);
  const editing = raw !== null;
  const { canWriteOrcamentos } = usePermissions();
  const modelo = useModelo(id);
  const { generation, reload } = useReload(modelo.refetch);
  const catalogo = useCatalogoQuery();
  useFailureToast(modelo, ORCAMENTO_TEXTS.falhaBuscaModelo);
  const back = (location.state as { from?: string } | null)?.from ?? paths.modelos;
  const list = { label: 'Modelos de orçamento', to: back };

  let content: ReactNode;
  if (editing && (id === undefined || modelo.isError)) {
    content = (
      <LoadFailure
        error={modelo.error}
        notFound={API_ERRORS.modeloNaoEncontrado}
        back={list}
        onRetry={() => void modelo.refetch()}
      />
    );
  } else if (catalogo.error) {
    content = (
      <LoadFailure
        error={catalogo.error}
        notFound={MESSAGES.falhaListagemEtapas}
        back={list}
        onRetry={() => void catalogo.refetch()}
      />
    );
  } else if ((editing && modelo.isPending) || catalogo.isPending) {
    content = (
      <Center py={64}>
        <Loader aria-label="Carregando modelo" />
      </Center>
    );
  } else {
    content = (
      <ModeloEditor
        key={`${modelo.data?.id ?? 'novo'}-${generation}`}
        modelo={modelo.data}
        catalogo={catalogo.catalogo}
        readOnly={!canWriteOrcamentos}
        onReload={reload}
      />
    );
  }

  return (
    <PageLayout
      title={editing ? 'Editar modelo de orçamento' : 'Novo modelo de orçamento'}
      description="Monte a estrutura de itens e subitens com unidades, quantidades e preços padrão."
      breadcrumbs={[{ label: 'Orçamentos', to: paths.orcamentos }, list]}
    >
      {content}
    </PageLayout>
  );
}
