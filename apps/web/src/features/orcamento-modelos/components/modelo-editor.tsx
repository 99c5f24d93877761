import type { OrcamentoModelo } from '@gdo/domain/orcamento-modelo';
import { STATUS_LABELS } from '@gdo/domain/status';
import { Paper, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Catalogo } from '@/components/estrutura-editor/catalogo-context';
import { EditorForm } from '@/components/estrutura-editor/editor-form';
import { modeloBody, modeloState, newEditorState } from '@/components/estrutura-editor/editor-payload';
import { createEditorStore } from '@/components/estrutura-editor/editor-store';
import { NomeField, StatusField } from '@/components/estrutura-editor/header-fields';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { FormRow } from '@/components/ui/form/form-row';
import { paths } from '@/config/paths';
import { useCreateModelo } from '@/features/orcamento-modelos/api/create-modelo';
import { useEditModelo } from '@/features/orcamento-modelos/api/edit-modelo';
import { modeloHref } from './modelos-table';

function ModeloHeader() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="md">
        Dados do modelo
      </Title>
      <FormRow columns={2}>
        <NomeField label="Nome do modelo" placeholder="Ex.: Casa térrea padrão" />
        <StatusField labels={STATUS_LABELS} />
      </FormRow>
    </Paper>
  );
}

type ModeloEditorProps = {
  modelo?: OrcamentoModelo;
  catalogo: Catalogo;
  readOnly: boolean;
  // Opens the editor again on the model as stored now (after someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

// The same editor in model mode: no cliente, obra or BDI; quantities and prices are optional
// defaults that a budget started from the model copies.
export function ModeloEditor({ modelo, catalogo, readOnly, onReload }: ModeloEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [store] = useState(() => createEditorStore(modelo ? modeloState(modelo) : newEditorState('modelo')));
  const create = useCreateModelo();
  const edit = useEditModelo();
  // The version the draft stands on, moved to the one just written by each save.
  const versao = useRef(modelo?.versao);
  const back = (location.state as { from?: string } | null)?.from ?? paths.modelos;

  return (
    <EditorForm
      store={store}
      catalogo={catalogo}
      readOnly={readOnly}
      header={<ModeloHeader />}
      check={modeloBody}
      send={(body) =>
        modelo
          ? edit.mutateAsync({ id: modelo.id, data: { ...body, versao: versao.current } })
          : create.mutateAsync(body)
      }
      saving={create.isPending || edit.isPending}
      messages={{
        saved: ORCAMENTO_TEXTS.modeloSalvo,
        failed: modelo ? ORCAMENTO_TEXTS.falhaEdicaoModelo : ORCAMENTO_TEXTS.falhaCriacaoModelo,
      }}
      onSaved={(saved, { submitted, allowLeave }) => {
        versao.current = saved.versao;
        if (!modelo) {
          allowLeave();
          navigate(modeloHref(saved.id), { replace: true, state: location.state });
        } else if (store.getState() === submitted) {
          store.reset(modeloState(saved));
        }
      }}
      onCancel={() => navigate(back)}
      onReload={onReload}
    />
  );
}
