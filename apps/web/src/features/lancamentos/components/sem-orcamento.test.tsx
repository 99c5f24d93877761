import type { Role } from '@gdo/domain/usuario';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import LancamentoNovoScreen from '../routes/lancamento-novo-screen';
import LancamentosScreen from '../routes/lancamentos-screen';

// An RDO that follows no budget: its entries need a budget's etapas, so the screen offers the step
// that comes first instead of a form that cannot be filled (issue 13, decision 109).

const RDO = { id: 5, obra: 3, orcamento: null, orcamento_nome: null, status: 1, versao: 2 };

function renderRdo(route: string, { permissoes = ['admin'] as Role[], orcamentos = [] as object[] } = {}) {
  storeSession();
  let documento: object = RDO;
  const calls = stubFetch((request: RecordedCall) => {
    if (request.path === '/api/rdo/list') return { body: [documento], headers: { 'X-Total-Count': '1' } };
    if (request.path === '/api/rdo/edit') {
      documento = { ...RDO, orcamento: 8, orcamento_nome: 'Base', versao: 3 };
      return { body: documento };
    }
    if (request.path === '/api/orcamentos/list') return { body: orcamentos };
    if (request.path === '/api/orcamentos/get/8') return { body: { id: 8, nome: 'Base', itens: [] } };
    if (request.path.startsWith('/api/rdo/lancamentos/list')) return { body: [] };
    if (request.path === '/api/obras/get/3') return { body: { id: 3, nome: 'Casa Azul' } };
    return sessionReply(request, { ...USUARIO, permissoes });
  });
  const rendered = renderApp(
    <Routes>
      <Route path="/obras/lancamentos/:type/:id" element={<LancamentosScreen />} />
      <Route path="/obras/lancamentos/:type/:id/novo" element={<LancamentoNovoScreen />} />
    </Routes>,
    { route },
  );
  return { calls, ...rendered };
}

describe('an RDO without a budget', () => {
  it("links one of the obra's budgets to it, and then offers the first entry", async () => {
    const { user, calls } = renderRdo('/obras/lancamentos/rdo/3', { orcamentos: [{ id: 8, nome: 'Base' }] });
    expect(await screen.findByText('O RDO desta obra ainda não tem orçamento')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar o primeiro lançamento' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Vincular ao RDO' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/rdo/edit')?.body).toEqual({
        id: 5,
        obra: 3,
        status: 1,
        versao: 2,
        orcamento: 8,
      }),
    );
    expect(await screen.findByText('Orçamento vinculado ao RDO.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Registrar o primeiro lançamento' })).toBeInTheDocument();
    expect(screen.queryByText('O RDO desta obra ainda não tem orçamento')).not.toBeInTheDocument();
  });

  it('sends to creating the budget when the obra has none, from the list and from the entry form', async () => {
    renderRdo('/obras/lancamentos/rdo/3/novo');
    expect(
      await screen.findByText(/Esta obra ainda não tem orçamento: crie o orçamento da obra/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar orçamento' })).toHaveAttribute('href', '/orcamentos/novo');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('tells the entries clerk who links the budget, offering nothing it cannot do', async () => {
    const { calls } = renderRdo('/obras/lancamentos/rdo/3', {
      permissoes: ['lancamentos'],
      orcamentos: [{ id: 8, nome: 'Base' }],
    });
    const texto = await screen.findByText(/Peça a um administrador ou ao financeiro que vincule/);
    const aviso = texto.closest('[role="alert"]') as HTMLElement;
    expect(within(aviso).queryByRole('button')).not.toBeInTheDocument();
    expect(within(aviso).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar o primeiro lançamento' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/orcamentos/list')).toBe(false);
  });
});
