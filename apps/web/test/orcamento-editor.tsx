import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import OrcamentoEditorScreen from '../src/features/orcamentos/routes/orcamento-editor-screen';
import { type RecordedCall, stubFetch } from './fetch-stub';
import { CLIENTE } from './fixtures';
import { ETAPAS, OBRA_PRADO, ORCAMENTO, SUBETAPAS, UNIDADES_DA_EMPRESA } from './orcamento-fixtures';
import { renderApp } from './render';
import { sessionReply, storeSession } from './session';

// The budget editor's screen on a stubbed API, for the editor's component tests.

type Reply = { status?: number; body?: unknown };

export function renderEditor(
  route: string,
  overrides: (call: RecordedCall) => Reply | undefined = () => undefined,
) {
  storeSession();
  const calls = stubFetch((request) => {
    const override = overrides(request);
    if (override) return override;
    if (request.path === '/api/etapas/list') return { body: ETAPAS };
    if (request.path === '/api/subetapas/list') return { body: SUBETAPAS };
    if (request.path === '/api/orcamentos/unidades/list') return { body: UNIDADES_DA_EMPRESA };
    if (request.path === `/api/orcamentos/get/${ORCAMENTO.id}`) return { body: ORCAMENTO };
    if (request.path === '/api/clientes/list') return { body: [CLIENTE] };
    if (request.path === '/api/obras/list') return { body: [OBRA_PRADO] };
    if (request.path === '/api/orcamentos/modelos/list') return { body: [] };
    return sessionReply(request);
  });
  const rendered = renderApp(
    <Routes>
      <Route path="/orcamentos/novo" element={<OrcamentoEditorScreen />} />
      <Route path="/orcamentos/edit/:id" element={<OrcamentoEditorScreen />} />
    </Routes>,
    { route },
  );
  return { calls, ...rendered };
}

export const row = (name: string) => screen.getByRole('group', { name });
export const cell = (rowName: string, label: string) => within(row(rowName)).getByLabelText(label);
