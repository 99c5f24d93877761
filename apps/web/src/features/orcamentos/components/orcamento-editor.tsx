import { formatQuantity } from '@gdo/domain/money';
import { bdiPedeConfirmacao, ORCAMENTO_MESSAGES } from '@gdo/domain/orcamento';
import type { OrcamentoModelo } from '@gdo/domain/orcamento-modelo';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { ORCAMENTO_STATUS_LABELS, ORCAMENTO_STATUS_ORDER } from '@gdo/domain/orcamento-status';
import { Paper, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Catalogo } from '@/components/estrutura-editor/catalogo-context';
import { EditorForm } from '@/components/estrutura-editor/editor-form';
import {
  newEditorState,
  orcamentoBody,
  orcamentoFromModeloState,
  orcamentoState,
} from '@/components/estrutura-editor/editor-payload';
import type { EditorState } from '@/components/estrutura-editor/editor-state';
import { createEditorStore } from '@/components/estrutura-editor/editor-store';
import { BdiField, NomeField, StatusField } from '@/components/estrutura-editor/header-fields';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { FormRow } from '@/components/ui/form/form-row';
import { paths } from '@/config/paths';
import { useCreateOrcamento } from '@/features/orcamentos/api/create-orcamento';
import { useEditOrcamento } from '@/features/orcamentos/api/edit-orcamento';
import { ClientePicker } from './cliente-picker';
import { ModeloPicker } from './modelo-picker';
import { ObraPicker } from './obra-picker';

function OrcamentoHeader() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="md">
        Dados do orçamento
      </Title>
      <Stack gap="sm">
        <FormRow columns={3}>
          <ClientePicker />
          <ObraPicker />
          <ModeloPicker />
        </FormRow>
        <FormRow columns={3}>
          <NomeField label="Nome do orçamento" placeholder="Ex.: Orçamento executivo" />
          <StatusField labels={ORCAMENTO_STATUS_LABELS} order={ORCAMENTO_STATUS_ORDER} />
          <BdiField />
        </FormRow>
      </Stack>
    </Paper>
  );
}

type OrcamentoEditorProps = {
  // The budget being edited; without it the editor creates one, from `modelo` when given.
  orcamento?: Orcamento;
  modelo?: OrcamentoModelo;
  catalogo: Catalogo;
  readOnly: boolean;
  // Opens the editor again on the budget as stored now (after someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

function initialState(orcamento?: Orcamento, modelo?: OrcamentoModelo): EditorState {
  if (orcamento) return orcamentoState(orcamento);
  return modelo ? orcamentoFromModeloState(modelo) : newEditorState('orcamento');
}

// Creates or edits a budget. A new one is saved and then opened at its own address
// (/orcamentos/edit/:id), so a reload or a shared link shows it; an edit stays on the page.
export function OrcamentoEditor({ orcamento, modelo, catalogo, readOnly, onReload }: OrcamentoEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [store] = useState(() => createEditorStore(initialState(orcamento, modelo)));
  const create = useCreateOrcamento();
  const edit = useEditOrcamento();
  // The version the draft stands on: an edit is refused (409) if someone saved meanwhile, and each
  // save moves it to the version just written, so saving again from this page works.
  const versao = useRef(orcamento?.versao);
  // A BDI above 100 % is asked about once: when it is typed, not on every later save.
  const bdiSalvo = useRef(orcamento?.bdi ?? null);
  const back = (location.state as { from?: string } | null)?.from ?? paths.orcamentos;

  return (
    <EditorForm
      store={store}
      catalogo={catalogo}
      readOnly={readOnly}
      header={<OrcamentoHeader />}
      check={orcamentoBody}
      confirm={(body) =>
        bdiPedeConfirmacao(body.bdi) && body.bdi !== bdiSalvo.current
          ? ORCAMENTO_MESSAGES.bdiAlto(formatQuantity(body.bdi ?? '0'))
          : null
      }
      send={(body) =>
        orcamento
          ? edit.mutateAsync({ id: orcamento.id, data: { ...body, versao: versao.current } })
          : create.mutateAsync(body)
      }
      saving={create.isPending || edit.isPending}
      messages={{
        saved: ORCAMENTO_TEXTS.salvo,
        failed: orcamento ? ORCAMENTO_TEXTS.falhaEdicao : ORCAMENTO_TEXTS.falhaCriacao,
      }}
      onSaved={(saved, { submitted, allowLeave }) => {
        versao.current = saved.versao;
        bdiSalvo.current = saved.bdi;
        if (!orcamento) {
          allowLeave();
          navigate(paths.orcamentoEdit(saved.id), { replace: true, state: location.state });
        } else if (store.getState() === submitted) {
          // Nothing typed while saving: the draft becomes the saved budget, totals the server's.
          store.reset(orcamentoState(saved));
        }
      }}
      onCancel={() => navigate(back)}
      onReload={onReload}
    />
  );
}
