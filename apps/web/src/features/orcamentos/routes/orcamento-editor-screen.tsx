import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { PageLayout } from '@/components/layouts/page-layout';
import { LoadFailure } from '@/components/ui/load-failure';
import { useFailureToast } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useCatalogoQuery } from '@/entities/etapas/use-catalogo-query';
import { useModelo } from '@/entities/orcamento-modelos/api/get-modelo';
import { useOrcamento } from '@/entities/orcamentos/api/get-orcamento';
import { ExportButtons } from '@/features/orcamentos/components/export-buttons';
import { OrcamentoEditor } from '@/features/orcamentos/components/orcamento-editor';
import { SalvarComoModelo } from '@/features/orcamentos/components/salvar-como-modelo';
import { useReload } from '@/lib/use-reload';

function positiveId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

// /orcamentos/novo (?modelo= starts from a model) and /orcamentos/edit/:id, both from a direct
// URL: the budget, the model and the catalogue load first, then the editor opens on them.
export default function OrcamentoEditorScreen() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const editing = params.id !== undefined;
  const id = positiveId(params.id);
  const modeloId = editing ? undefined : positiveId(searchParams.get('modelo'));
  const { canWriteOrcamentos } = usePermissions();
  const orcamento = useOrcamento(id);
  const { generation, reload } = useReload(orcamento.refetch);
  const modelo = useModelo(modeloId);
  const catalogo = useCatalogoQuery();
  useFailureToast(orcamento, MESSAGES.falhaBuscaOrcamento);
  useFailureToast(modelo, ORCAMENTO_TEXTS.falhaBuscaModelo);
  const back = (location.state as { from?: string } | null)?.from ?? paths.orcamentos;
  const list = { label: 'Orçamentos', to: back };

  let content: ReactNode;
  let actions: ReactNode;
  if (editing && (id === undefined || orcamento.isError)) {
    content = (
      <LoadFailure
        error={orcamento.error}
        notFound={API_ERRORS.orcamentoNaoEncontrado}
        back={list}
        onRetry={() => void orcamento.refetch()}
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
  } else if (
    (editing && orcamento.isPending) ||
    (modeloId !== undefined && modelo.isPending) ||
    catalogo.isPending
  ) {
    content = (
      <Center py={64}>
        <Loader aria-label="Carregando orçamento" />
      </Center>
    );
  } else {
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
