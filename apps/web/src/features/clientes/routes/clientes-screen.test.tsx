import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { CLIENTE, USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ClientesScreen from './clientes-screen';

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/clientes/list');
const lastQuery = (calls: RecordedCall[]) => Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);

function renderList(route = '/clientes', total = 57, extra: Record<string, string> = {}, rows = [CLIENTE]) {
  storeSession();
  const calls = stubFetch((request) =>
    request.path === '/api/clientes/list'
      ? { body: rows, headers: { 'X-Total-Count': String(total), ...extra } }
      : sessionReply(request),
  );
  return { calls, ...renderApp(<ClientesScreen />, { route }) };
}

describe('the clientes list (server-side data table)', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('asks for the first page in name order and shows the rows masked and the total', async () => {
    const { calls } = renderList();
    const table = await screen.findByRole('table', { name: 'Clientes' });
    const row = within(table).getByRole('row', { name: /Maria da Silva/ });
    expect(row).toHaveTextContent('529.982.247-25');
    expect(row).toHaveTextContent('(11) 98765-4321');
    expect(row).toHaveTextContent('Ativo');
    expect(screen.getByText('1–20 de 57 registros')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ sort: 'nome', page: '1', pageSize: '20' });
  });

  it("shows an empty value as a dash, as the phone's cards do (it was a blank cell)", async () => {
    renderList('/clientes', 1, {}, [{ ...CLIENTE, responsavel: null }]);
    const table = await screen.findByRole('table', { name: 'Clientes' });
    const cells = within(within(table).getByRole('row', { name: /Maria da Silva/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('—');
  });

  it('sends the search, the order and the page, and keeps them in the URL', async () => {
    const { calls, user, router } = renderList();
    await screen.findByRole('table', { name: 'Clientes' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'maria');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'maria', page: '1' }));

    await user.click(screen.getByRole('button', { name: 'CPF/CNPJ' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'maria', sort: 'cpf_cnpj' }));
    await user.click(screen.getByRole('button', { name: 'CPF/CNPJ' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: '-cpf_cnpj' }));
    expect(screen.getByRole('columnheader', { name: 'CPF/CNPJ' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'maria', sort: '-cpf_cnpj', page: '3' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'maria',
      sort: '-cpf_cnpj',
      page: '3',
    });
  });

  it('goes from a page past the end (an old link, the last rows removed) to the last page with rows', async () => {
    storeSession();
    const calls = stubFetch((request) => {
      if (request.path !== '/api/clientes/list') return sessionReply(request);
      // 45 clientes: pages 1–3 of 20; page 7 is past the end.
      const page = Number(request.query.get('page'));
      return { body: page <= 3 ? [CLIENTE] : [], headers: { 'X-Total-Count': '45' } };
    });
    const { router } = renderApp(<ClientesScreen />, { route: '/clientes?q=silva&page=7' });

    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(within(table).getByRole('row', { name: /Maria da Silva/ })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'silva',
      page: '3',
    });
    expect(listCalls(calls).map((call) => call.query.get('page'))).toEqual(['7', '3']);
    // Never the false "no results" with no pager to go back.
    expect(screen.queryByText('Nenhum resultado')).not.toBeInTheDocument();
    // Replaced, not pushed: the back button does not return to the empty page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops a search still waiting when the user has already left the list', async () => {
    const { calls, user, router } = renderList();
    await screen.findByRole('table', { name: 'Clientes' });
    const before = window.location.pathname;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'maria');
    // A row's link followed before the box's pause ended (the browser's address moved on).
    window.history.pushState(null, '', '/clientes/novo');
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(listCalls(calls).some((call) => call.query.has('q'))).toBe(false);
      expect(router.state.location.search).toBe('');
    } finally {
      window.history.pushState(null, '', before);
    }
  });

  it('opens on the page, search and order of its URL', async () => {
    const { calls } = renderList('/clientes?q=silva&sort=-nome&page=2&pageSize=50', 120);
    await screen.findByRole('table', { name: 'Clientes' });
    expect(lastQuery(calls)).toEqual({ q: 'silva', sort: '-nome', page: '2', pageSize: '50' });
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('silva');
    expect(screen.getByText('51–100 de 120 registros')).toBeInTheDocument();
  });

  it('says "mais de 10.000" when the API stopped counting (X-Total-Capped), and pages up to there', async () => {
    renderList('/clientes?page=2', 10000, { 'X-Total-Capped': '1' });
    await screen.findByRole('table', { name: 'Clientes' });
    expect(screen.getByText('21–40 de mais de 10.000 registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 500' })).toBeInTheDocument();
  });

  it('opens a row in the edit form', async () => {
    const { user, router } = renderList();
    const table = await screen.findByRole('table', { name: 'Clientes' });
    await user.click(within(table).getByText('maria@exemplo.com.br'));
    expect(router.state.location.pathname).toBe('/clientes/novo');
    expect(router.state.location.search).toBe(`?id=${CLIENTE.id}`);
  });

  it('offers to create the first cliente when there is none', async () => {
    storeSession();
    stubFetch((request) =>
      request.path === '/api/clientes/list'
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : sessionReply(request),
    );
    renderApp(<ClientesScreen />, { route: '/clientes' });
    expect(await screen.findByText('Nenhum cliente cadastrado')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cadastrar o primeiro cliente' })).toHaveAttribute(
      'href',
      '/clientes/novo',
    );
  });

  it('hides the create actions from a read-only role', async () => {
    storeSession();
    stubFetch((request) =>
      request.path === '/api/clientes/list'
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : sessionReply(request, { ...USUARIO, permissoes: ['leitura'] }),
    );
    renderApp(<ClientesScreen />, { route: '/clientes' });
    expect(await screen.findByText('Nenhum cliente cadastrado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /cliente/i })).not.toBeInTheDocument());
  });
});
