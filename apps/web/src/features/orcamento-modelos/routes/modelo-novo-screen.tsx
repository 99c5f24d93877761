import { API_ERRORS } from '@gdo/domain/messages';
import { useLocation, useSearchParams } from 'react-router';
import { editorLoadGate } from '@/components/estrutura-editor/editor-load-gate';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { PageLayout } from '@/components/layouts/page-layout';
import { useFailureToast } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useCatalogoQuery } from '@/entities/etapas/use-catalogo-query';
import { useModelo } from '@/entities/orcamento-modelos/api/get-modelo';
import { ModeloEditor } from '@/features/orcamento-modelos/components/modelo-editor';
import { recordId } from '@/lib/record-id';
import { useReload } from '@/lib/use-reload';

// /orcamentos/modelos/novo creates a model; ?id= on the same route edits one (as the registers'
// forms do), from a direct URL too.
export default function ModeloNovoScreen() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const raw = searchParams.get('id');
  const id = recordId(raw);
  const editing = raw !== null;
  const { canWriteOrcamentos } = usePermissions();
  const modelo = useModelo(id);
  const { generation, reload } = useReload(modelo.refetch);
  const catalogo = useCatalogoQuery();
  useFailureToast(modelo, ORCAMENTO_TEXTS.falhaBuscaModelo);
  const back = (location.state as { from?: string } | null)?.from ?? paths.modelos;
  const list = { label: 'Modelos de orçamento', to: back };

  const content = editorLoadGate({
    record: editing ? { id, query: modelo, notFound: API_ERRORS.modeloNaoEncontrado } : undefined,
    catalogo,
    loadingLabel: 'Carregando modelo',
    back: list,
  }) ?? (
    <ModeloEditor
      key={`${modelo.data?.id ?? 'novo'}-${generation}`}
      modelo={modelo.data}
      catalogo={catalogo.catalogo}
      readOnly={!canWriteOrcamentos}
      onReload={reload}
    />
  );

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
