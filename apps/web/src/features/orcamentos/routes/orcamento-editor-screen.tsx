import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { editorLoadGate } from '@/components/estrutura-editor/editor-load-gate';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { PageLayout } from '@/components/layouts/page-layout';
import { useFailureToast } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useCatalogoQuery } from '@/entities/etapas/use-catalogo-query';
import { useModelo } from '@/entities/orcamento-modelos/api/get-modelo';
import { useOrcamento } from '@/entities/orcamentos/api/get-orcamento';
import { ExportButtons } from '@/features/orcamentos/components/export-buttons';
import { OrcamentoEditor } from '@/features/orcamentos/components/orcamento-editor';
import { SalvarComoModelo } from '@/features/orcamentos/components/salvar-como-modelo';
import { recordId } from '@/lib/record-id';
import { useReload } from '@/lib/use-reload';

// /orcamentos/novo (?modelo= starts from a model) and /orcamentos/edit/:id, both from a direct
// URL: the budget, the model and the catalogue load first, then the editor opens on them.
export default function OrcamentoEditorScreen() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const editing = params.id !== undefined;
  const id = recordId(params.id);
  const modeloId = editing ? undefined : recordId(searchParams.get('modelo'));
  const { canWriteOrcamentos } = usePermissions();
  const orcamento = useOrcamento(id);
  const { generation, reload } = useReload(orcamento.refetch);
  const modelo = useModelo(modeloId);
  const catalogo = useCatalogoQuery();
  useFailureToast(orcamento, MESSAGES.falhaBuscaOrcamento);
  useFailureToast(modelo, ORCAMENTO_TEXTS.falhaBuscaModelo);
  const back = (location.state as { from?: string } | null)?.from ?? paths.orcamentos;
  const list = { label: 'Orçamentos', to: back };

  let content: ReactNode = editorLoadGate({
    record: editing ? { id, query: orcamento, notFound: API_ERRORS.orcamentoNaoEncontrado } : undefined,
    catalogo,
    waiting: modeloId !== undefined && modelo.isPending,
    loadingLabel: 'Carregando orçamento',
    back: list,
  });
  let actions: ReactNode;
  if (!content) {
    const saved = orcamento.data;
    content = (
      <OrcamentoEditor
        key={saved ? `${saved.id}-${generation}` : `novo-${modeloId ?? ''}`}
        orcamento={saved}
        modelo={modelo.data}
        catalogo={catalogo.catalogo}
        readOnly={!canWriteOrcamentos}
        onReload={reload}
      />
    );
    if (saved) {
      actions = (
        <>
          <ExportButtons orcamento={saved} />
          {canWriteOrcamentos && <SalvarComoModelo orcamento={saved} />}
        </>
      );
    }
  }

  return (
    <PageLayout
      title={editing ? 'Editar orçamento' : 'Novo orçamento'}
      description="Cliente, obra, etapas e subetapas com quantidades e preços; os totais acompanham a digitação."
      breadcrumbs={[list]}
      actions={actions}
    >
      {content}
    </PageLayout>
  );
}
