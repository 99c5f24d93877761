import type { Diario } from '@gdo/domain/diario-response';
import type { Role } from '@gdo/domain/usuario';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DIARIO_ASSINADO, DIARIO_RASCUNHO } from '../../../../test/diario-fixtures';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA, USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import DiarioRelatorioScreen from './diario-relatorio-screen';

// What each role gets on a report's page (decision 075): the form for a rascunho and a role that
// writes diários; text for a signed report or a role that only reads; no new report for a reader.

function renderRelatorio(roles: Role[], diario: Diario | null) {
  storeSession();
  stubFetch((call) => {
    if (call.path === `/api/obras/get/${OBRA.id}`) return { body: OBRA };
    if (call.path === `/api/diarios/etapas/obra/${OBRA.id}`) return { body: [] };
    if (call.path === `/api/diarios/list/obra/${OBRA.id}`)
      return { body: [], headers: { 'X-Total-Count': '0' } };
    if (call.path === '/api/fornecedores/list') return { body: [], headers: { 'X-Total-Count': '0' } };
    if (diario && call.path === `/api/diarios/get/${diario.id}`) return { body: diario };
    return sessionReply(call, { ...USUARIO, permissoes: roles });
  });
  renderApp(
    <Routes>
      <Route path="/obras/diario/:id/novo" element={<DiarioRelatorioScreen />} />
      <Route path="/obras/diario/:id/relatorio/:diarioId" element={<DiarioRelatorioScreen />} />
    </Routes>,
    {
      route: diario ? `/obras/diario/${OBRA.id}/relatorio/${diario.id}` : `/obras/diario/${OBRA.id}/novo`,
    },
  );
}

const WRITE =
  /Salvar rascunho|Assinar|Excluir rascunho|Adicionar|Copiar do dia anterior|Registrar retificação/;

describe('the diário report page', () => {
  it(
    'is a form for the diario role while the report is a rascunho',
    async () => {
      renderRelatorio(['diario'], DIARIO_RASCUNHO);
      expect(await screen.findByRole('button', { name: 'Salvar rascunho' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Assinar' })).toBeInTheDocument();
      // The sections under the clima come right after the first paint (decision 242).
      expect(await screen.findByRole('textbox', { name: /^Função/ })).toHaveValue('Pedreiro');
      expect(screen.getByRole('heading', { level: 1, name: 'Relatório diário nº 5' })).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it.each(['leitura', 'financeiro', 'lancamentos'] as const)(
    'reads as text, with nothing to change, for the %s role',
    async (role) => {
      renderRelatorio([role], DIARIO_RASCUNHO);
      expect(await screen.findByText(/2 × Pedreiro — própria/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: WRITE })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'shows a signed report as text with its signature, hashes and retificações, even to who writes',
    async () => {
      renderRelatorio(['diario'], DIARIO_ASSINADO);
      expect(await screen.findByText('b'.repeat(64))).toBeInTheDocument();
      expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Retificação 1' })).toHaveTextContent(
        'O pedreiro saiu às 15h.',
      );
      expect(screen.getByText(/Tarde:/).parentElement).toHaveTextContent('Chuvoso, impraticável');
      expect(screen.queryByRole('button', { name: /Salvar rascunho|Assinar|Excluir rascunho/ })).toBeNull();
      expect(screen.queryByRole('textbox', { name: /^Função/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Registrar retificação' })).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'offers no retificação and no new report to a reader',
    async () => {
      renderRelatorio(['leitura'], DIARIO_ASSINADO);
      expect(await screen.findByRole('article', { name: 'Retificação 1' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: WRITE })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'tells a reader at the new-report address that the role does not write reports',
    async () => {
      renderRelatorio(['leitura'], null);
      expect(
        await screen.findByText(/Seu perfil consulta os relatórios diários, mas não os escreve./),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: WRITE })).not.toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );
});
