import type { OrcamentoModelo, OrcamentoModeloListRow } from '@gdo/domain/orcamento-modelo';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditor, useEditorStore } from '@/components/estrutura-editor/editor-store';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { SearchedCombobox } from '@/components/ui/searched-combobox';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { modeloQueryOptions } from '@/entities/orcamento-modelos/api/get-modelo';
import { searchModelosAtivosQueryOptions } from '@/entities/orcamento-modelos/api/list-modelos';

const opcaoModelo = (modelo: OrcamentoModeloListRow) => ({ value: String(modelo.id), label: modelo.nome });

// A budget may start from a model: choosing one copies its etapas, subetapas, units and default
// quantities and prices into the grid (after asking, when the grid already holds something).
export function ModeloPicker() {
  const store = useEditorStore();
  const queryClient = useQueryClient();
  const toast = useToast();
  const modelo = useEditor((state) => state.header.modelo);
  const modeloNome = useEditor((state) => state.header.modelo_nome);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<OrcamentoModelo | null>(null);

  const apply = (chosen: OrcamentoModelo) =>
    store.replaceEstrutura(chosen.itens, { id: chosen.id, nome: chosen.nome });

  const choose = async (value: string | undefined) => {
    if (!value) {
      store.setHeader({ modelo: null, modelo_nome: '' });
      return;
    }
    setLoading(true);
    try {
      const chosen = await queryClient.fetchQuery(modeloQueryOptions(Number(value)));
      if (store.getState().itemKeys.length === 0) apply(chosen);
      else setPending(chosen);
    } catch (error) {
      toast.show({ type: 'danger', text: failureText(ORCAMENTO_TEXTS.falhaBuscaModelo, error) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <SearchedCombobox
        label="Modelo"
        data-cell="modelo"
        placeholder="Nenhum (orçamento avulso)"
        description="Copia as etapas e subetapas do modelo para o orçamento."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        escolhida={modelo === null ? null : { value: String(modelo), label: modeloNome }}
        onChange={(opcao) => void choose(opcao?.value)}
        busca={searchModelosAtivosQueryOptions}
        opcao={opcaoModelo}
        nenhuma="Nenhum modelo ativo encontrado"
        limpar="Limpar modelo (orçamento avulso)"
        rightSection={loading ? <IndicadorCarregando rotulo="Carregando modelo" size={14} /> : undefined}
      />
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => pending && apply(pending)}
        title="Usar a estrutura do modelo?"
        message={`As etapas e subetapas atuais serão substituídas pelas do modelo “${pending?.nome ?? ''}”.`}
        confirmLabel="Substituir"
        cancelLabel="Manter as atuais"
      />
    </>
  );
}
