import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { USUARIO } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { AppRouter } from './router';

const TOKEN_INVALIDO = { status: 401, body: { message: 'Token inválido.' } };

function signInStored() {
  localStorage.setItem('gdo.token', 'tk-guardado');
  localStorage.setItem('gdo.user', '7');
}

// A live session: the token validates, the user and the users list load.
function liveApi(overrides: Record<string, { status?: number; body?: unknown }> = {}) {
  return stubFetch(({ method, path }) => {
    const override = overrides[`${method} ${path}`];
    if (override) return override;
    if (path === '/api/autenticacao/validatoken') return { body: { id_user: 7 } };
    if (path === '/api/users/me') return { body: USUARIO };
    if (path === '/api/users/list') return { body: [USUARIO] };
    if (path === '/api/autenticacao/sair') return { body: { message: 'Sessão encerrada.' } };
    return undefined;
  });
}

describe('signed-out routes', () => {
  it('sends any unknown path to the login screen', async () => {
    renderApp(<AppRouter />, { route: '/clientes' });
    expect(await screen.findByRole('heading', { name: 'Sistema de gestão de obras' })).toBeInTheDocument();
  });

  it('signs in on the page that was asked for', async () => {
    liveApi({ 'POST /api/autenticacao/autenticar': { body: { id_user: 7, token: 'tk-novo' } } });
    const { user, router } = renderApp(<AppRouter />, { route: '/etapas?q=fund' });
    await user.type(await screen.findByLabelText(/E-mail/), 'maria@obra.com.br');
    await user.type(screen.getByLabelText(/Senha/), 'senha-forte-123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Etapas' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/etapas?q=fund');
  });

  it('shows the not-found page at /notFound', async () => {
    renderApp(<AppRouter />, { route: '/notFound' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});

describe('session', () => {
  it('checks a stored token and signs out when it is refused', async () => {
    signInStored();
    // Every call with a refused token is a 401, the user's own (asked for beside the check) too.
    stubFetch(() => TOKEN_INVALIDO);
    renderApp(<AppRouter />, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Sistema de gestão de obras' })).toBeInTheDocument();
    expect(localStorage.getItem('gdo.token')).toBeNull();
    expect(localStorage.getItem('gdo.user')).toBeNull();
    expect(screen.queryByText('Erro ao buscar o usuário. Tente novamente.')).not.toBeInTheDocument();
  });

  it('opens the screen asked for and asks for its data while the stored token is being checked', async () => {
    signInStored();
    let validate: (reply: { body: unknown }) => void = () => undefined;
    const tokenChecked = new Promise<{ body: unknown }>((resolve) => {
      validate = resolve;
    });
    const calls = stubFetch((call) => {
      if (call.path === '/api/autenticacao/validatoken') return tokenChecked;
      if (call.path === '/api/users/me') return { body: USUARIO };
      return { body: [] };
    });
    renderApp(<AppRouter />, { route: '/etapas' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Etapas' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/etapas/list')).toBe(true));
    validate({ body: { id_user: 7 } });
    expect(await screen.findByText('Maria Engenheira')).toBeInTheDocument();
    expect(localStorage.getItem('gdo.token')).toBe('tk-guardado');
  });

  it('restores a valid session, shows the user and prefetches the lists', async () => {
    signInStored();
    const calls = liveApi();
    renderApp(<AppRouter />, { route: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /^Obras/ })).toBeInTheDocument();
    expect(await screen.findByText('Maria Engenheira')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/users/list')).toBe(true));
    expect(calls.every((call) => call.headers.get('Authorization') === 'tk-guardado')).toBe(true);
  });

  it('keeps a restored session when the user call never reaches the server', async () => {
    signInStored();
    stubFetch(({ path }) => {
      if (path === '/api/autenticacao/validatoken') return { body: { id_user: 7 } };
      if (path === '/api/users/me') return Promise.reject(new TypeError('Failed to fetch'));
      return { body: [] };
    });
    renderApp(<AppRouter />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('gdo.token')).toBe('tk-guardado');
    expect(screen.queryByText('Erro ao buscar o usuário. Tente novamente.')).not.toBeInTheDocument();
  });

  it('gives a read-only user no users list, and the header leads to their profile', async () => {
    signInStored();
    const calls = liveApi({ 'GET /api/users/me': { body: { ...USUARIO, permissoes: ['leitura'] } } });
    const { user } = renderApp(<AppRouter />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/obras/list')).toBe(true));
    expect(calls.some((call) => call.path === '/api/users/list')).toBe(false);
    // The menu opened, as on a phone (jsdom's width): its links are drawn then (decision 218).
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(await within(menu).findByRole('link', { name: 'Clientes' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));

    await user.click(await screen.findByRole('link', { name: 'Meu perfil: Maria Engenheira' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meu perfil: Maria Engenheira' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("signs out when a list call answers 'Token inválido.'", async () => {
    signInStored();
    liveApi({ 'GET /api/users/list': TOKEN_INVALIDO });
    renderApp(<AppRouter />, { route: '/usuarios' });
    expect(await screen.findByRole('heading', { name: 'Sistema de gestão de obras' })).toBeInTheDocument();
    expect(localStorage.getItem('gdo.token')).toBeNull();
  });

  it("revokes the token and returns to the login on 'Sair'", async () => {
    signInStored();
    const calls = liveApi();
    const { user } = renderApp(<AppRouter />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('heading', { name: 'Sistema de gestão de obras' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/autenticacao/sair')).toBe(true);
    expect(localStorage.getItem('gdo.token')).toBeNull();
  });
});

describe('signed-in routes', () => {
  it.each([
    ['/clientes/novo', 'Novo cliente'],
    ['/obras/novo', 'Nova obra'],
    ['/obras/detalhamento/3', 'Detalhamento da obra'],
    ['/obras/lancamentos/rda/3', 'Lançamentos do RDA'],
    ['/obras/lancamentos/rdo/3/novo', 'Novo lançamento no RDO'],
    ['/usuarios/novo', 'Usuários'],
    ['/orcamentos/edit/12', 'Editar orçamento'],
    ['/orcamentos/modelos', 'Modelos de orçamento'],
    ['/contratos/', 'Contratos'],
    ['/etapas', 'Etapas'],
    ['/perfil', 'Meu perfil'],
  ])('shows %s with its title', async (route, title) => {
    signInStored();
    liveApi();
    renderApp(<AppRouter />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    '/rota-inexistente',
    '/obras/lancamentos/xyz/3',
    '/notFound',
    '/contratos/edit/abc',
    '/clientes/novo?id=abc',
  ])('sends %s to the not-found page', async (route) => {
    signInStored();
    liveApi();
    renderApp(<AppRouter />, { route });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says an obra that does not exist was not found, and offers no book to create', async () => {
    signInStored();
    liveApi({ 'GET /api/obras/get/9999': { status: 404, body: { message: 'Obra não encontrada.' } } });
    renderApp(<AppRouter />, { route: '/obras/lancamentos/rdo/9999' });
    expect(await screen.findByText('Obra não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para obras' })).toHaveAttribute('href', '/obras');
    expect(screen.queryByRole('button', { name: /Criar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo lançamento' })).not.toBeInTheDocument();
  });

  it('an empty RDO says how to start, with the button to who may enter lançamentos', async () => {
    signInStored();
    liveApi({
      'GET /api/rdo/list': { body: [{ id: 5, obra: 3, orcamento: 8, orcamento_nome: 'Base', versao: 1 }] },
      'GET /api/rdo/lancamentos/list/obra/3': { body: [] },
      'GET /api/obras/get/3': { body: { id: 3, nome: 'Casa Azul' } },
    });
    renderApp(<AppRouter />, { route: '/obras/lancamentos/rdo/3' });
    expect(await screen.findByRole('link', { name: 'Registrar o primeiro lançamento' })).toHaveAttribute(
      'href',
      '/obras/lancamentos/rdo/3/novo',
    );
    expect(screen.getByText(/Registre aqui as notas fiscais e os pagamentos da obra/)).toBeInTheDocument();
  });
});
