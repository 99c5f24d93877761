import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import UsuariosScreen from './usuarios-screen';

const ULTIMO_ADMIN = 'Não é possível remover o último administrador ativo da empresa.';

function renderUsuarios(route: string) {
  storeSession();
  const calls = stubFetch((request) => {
    if (request.path === '/api/users/list') return { body: [USUARIO], headers: { 'X-Total-Count': '1' } };
    if (request.path === `/api/users/get/${USUARIO.id}`) return { body: USUARIO };
    if (request.method === 'PUT') return { status: 409, body: { message: ULTIMO_ADMIN } };
    if (request.method === 'POST' && request.path === '/api/users/create') {
      return { body: { ...USUARIO, id: 8, ...(request.body as object) } };
    }
    return sessionReply(request);
  });
  return { calls, ...renderApp(<UsuariosScreen />, { route }) };
}

describe('/usuarios and /usuarios/novo', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('creates a user from the drawer over the list, with the chosen permissions', async () => {
    const { calls, user, router } = renderUsuarios('/usuarios/novo');
    const drawer = await screen.findByRole('dialog', { name: 'Novo usuário' });
    expect(screen.getByRole('heading', { level: 1, name: 'Usuários' })).toBeInTheDocument();
    await within(drawer).findByRole('button', { name: 'Salvar' });
    // The roles' explanation comes before the boxes: after them it read as "Somente leitura"'s own.
    const explicacao = within(drawer).getByText(/^Administrador faz tudo/);
    const primeira = within(drawer).getByRole('checkbox', { name: 'Administrador' });
    expect(explicacao.compareDocumentPosition(primeira) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(drawer).getByRole('textbox', { name: 'Nome' }));
    await user.paste('Pedro Financeiro');
    await user.click(within(drawer).getByRole('textbox', { name: 'E-mail' }));
    await user.paste('Pedro@Construtora.com.br');
    await user.click(within(drawer).getByLabelText(/^Senha/));
    await user.paste('senha-segura');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Financeiro' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Somente leitura' }));
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário salvo com sucesso.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/users/create')?.body).toMatchObject({
      nome: 'Pedro Financeiro',
      email: 'pedro@construtora.com.br',
      password: 'senha-segura',
      permissoes: ['financeiro'],
      status: 1,
    });
    expect(router.state.location.pathname).toBe('/usuarios');
  });

  it("explains the server's refusal to demote the last administrator", async () => {
    const { user } = renderUsuarios(`/usuarios/novo?id=${USUARIO.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Editar usuário' });
    expect(await within(drawer).findByRole('textbox', { name: 'Nome' })).toHaveValue(USUARIO.nome);
    expect(within(drawer).getByLabelText(/^Nova senha/)).toHaveValue('');

    await user.click(within(drawer).getByRole('checkbox', { name: 'Administrador' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Financeiro' }));
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(ULTIMO_ADMIN);
    expect(screen.getByText(`Falha na edição de usuário. ${ULTIMO_ADMIN}`)).toBeVisible();
    expect(within(drawer).getByRole('checkbox', { name: 'Financeiro' })).toBeChecked();
  });

  it('shows a non-administrator no list of users, only the way to their own profile', async () => {
    storeSession();
    const calls = stubFetch((request) => sessionReply(request, { ...USUARIO, permissoes: ['lancamentos'] }));
    renderApp(<UsuariosScreen />, { route: '/usuarios' });
    expect(await screen.findByText(/Somente administradores veem os usuários/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/perfil');
    expect(calls.some((call) => call.path.startsWith('/api/users/list'))).toBe(false);
  });
});
