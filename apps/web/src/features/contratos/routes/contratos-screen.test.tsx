import { MESSAGES } from '@gdo/domain/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ContratosScreen from './contratos-screen';

function renderList(reply: { status?: number; body: unknown }, user = USUARIO) {
  storeSession();
  stubFetch((request) => (request.path === '/api/contratos/list' ? reply : sessionReply(request, user)));
  return renderApp(<ContratosScreen />, { route: '/contratos/' });
}

describe('the contratos list', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows an empty list as an empty table, not as a failure', async () => {
    renderList({ body: [] });
    expect(await screen.findByText('Nenhum contrato cadastrado')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.falhaListagemContratos)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cadastrar o primeiro contrato' })).toHaveAttribute(
      'href',
      '/contratos/novo',
    );
  });

  it('offers a read-only user no contract to create', async () => {
    renderList({ body: [] }, { ...USUARIO, permissoes: ['leitura'] });
    expect(await screen.findByText(/aparecem aqui quando o financeiro/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /contrato/i })).not.toBeInTheDocument();
  });

  it("reports a failed call with the spec's message", async () => {
    renderList({ status: 500, body: { message: 'Erro interno do servidor. Tente novamente mais tarde.' } });
    expect(await screen.findByText(MESSAGES.falhaListagemContratos)).toBeInTheDocument();
  });
});
