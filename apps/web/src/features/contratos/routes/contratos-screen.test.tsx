import type { Contrato } from '@gdo/domain/contrato';
import { MESSAGES } from '@gdo/domain/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ContratosScreen from './contratos-screen';

function renderList(
  reply: { status?: number; body: unknown; headers?: Record<string, string> },
  user = USUARIO,
) {
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

  it('shows a vigência as two whole days, the "a" beside the last', async () => {
    const contrato = {
      id: 14,
      obra: 3,
      obra_nome: 'Torre Norte',
      fornecedor: 7,
      fornecedor_nome: 'Fundações Firmes Ltda.',
      numero: 'CT-2025/014',
      objeto: 'Fundações e contenções do subsolo',
      valor: '1234567.89',
      valor_pago: '0.00',
      valor_comprometido: '0.00',
      valor_disponivel: '1234567.89',
      data_inicio: '2025-01-06',
      data_fim: '2026-12-18',
      status: 1,
    } as Contrato;
    renderList({ body: [contrato], headers: { 'X-Total-Count': '1' } });
    // It was one text, "06/01/2025 a 18/12/2026", which broke into three lines with the "a" alone.
    expect(await screen.findByText('06/01/2025')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('a 18/12/2026')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("reports a failed call with the spec's message", async () => {
    renderList({ status: 500, body: { message: 'Erro interno do servidor. Tente novamente mais tarde.' } });
    expect(await screen.findByText(MESSAGES.falhaListagemContratos)).toBeInTheDocument();
  });
});
