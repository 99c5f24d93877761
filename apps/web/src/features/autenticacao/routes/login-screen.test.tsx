import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import LoginScreen from './login-screen';

const VALID_EMAIL = 'maria@construtora.com.br';

describe('login screen', () => {
  it('greets by the hour of the clock and explains what to do', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 14, 30), toFake: ['Date'] });
    renderApp(<LoginScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sistema de gestão de obras' })).toBeInTheDocument();
    expect(screen.getByText('Olá, boa tarde!')).toBeInTheDocument();
    expect(screen.getByText('Digite os dados abaixo para acessar o sistema.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('placeholder', 'seu.nome@empresa.com.br');
  });

  it("keeps 'Entrar' disabled until the e-mail is valid and the password is filled", async () => {
    const { user } = renderApp(<LoginScreen />);
    const entrar = screen.getByRole('button', { name: 'Entrar' });
    expect(entrar).toBeDisabled();

    await user.type(screen.getByLabelText(/E-mail/), 'maria@construtora');
    await user.type(screen.getByLabelText(/Senha/), 'segredo');
    expect(entrar).toBeDisabled();

    await user.type(screen.getByLabelText(/E-mail/), '.com.br');
    expect(entrar).toBeEnabled();
  });

  it('shows the e-mail error under the field once the user leaves it', async () => {
    const { user } = renderApp(<LoginScreen />);
    const email = screen.getByLabelText(/E-mail/);
    await user.type(email, 'maria@');
    expect(screen.queryByText('Digite um e-mail válido para entrar.')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText('Digite um e-mail válido para entrar.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Digite um e-mail válido para entrar.');

    await user.type(email, 'construtora.com.br');
    expect(screen.queryByText('Digite um e-mail válido para entrar.')).not.toBeInTheDocument();
  });

  it('shows the password error when the password is left empty', async () => {
    const { user } = renderApp(<LoginScreen />);
    await user.click(screen.getByLabelText(/Senha/));
    await user.tab();
    expect(screen.getByText('Digite uma senha válida para entrar.')).toBeInTheDocument();
  });

  it('sends the credentials and shows the danger toast when they are refused', async () => {
    const calls = stubFetch(({ path }) =>
      path === '/api/autenticacao/autenticar'
        ? { status: 401, body: { message: 'E-mail ou senha incorretos.' } }
        : undefined,
    );
    const { user } = renderApp(<LoginScreen />);
    await user.type(screen.getByLabelText(/E-mail/), VALID_EMAIL);
    await user.type(screen.getByLabelText(/Senha/), 'senha-errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const toast = await screen.findByText('Falha na autenticação. Por favor, verifique suas credenciais.');
    expect(toast.closest('[data-testid="toast"]')).toHaveAttribute('data-type', 'danger');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/autenticacao/autenticar',
      body: { email: VALID_EMAIL, password: 'senha-errada' },
    });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem('gdo.token')).toBeNull();
  });

  it("shows the server's message when sign-in is throttled", async () => {
    const throttled = 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.';
    stubFetch(() => ({ status: 429, body: { message: throttled } }));
    const { user } = renderApp(<LoginScreen />);
    await user.type(screen.getByLabelText(/E-mail/), VALID_EMAIL);
    await user.type(screen.getByLabelText(/Senha/), 'qualquer{Enter}');
    expect(await screen.findByText(throttled)).toBeInTheDocument();
  });

  it('signs out with a toast when the user cannot be fetched after sign-in', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/autenticacao/autenticar') return { body: { id_user: 7, token: 'tk-1' } };
      if (path === '/api/users/me') return { status: 500, body: { message: 'Erro interno.' } };
      return undefined;
    });
    const { user } = renderApp(<LoginScreen />);
    await user.type(screen.getByLabelText(/E-mail/), VALID_EMAIL);
    await user.type(screen.getByLabelText(/Senha/), 'segredo{Enter}');
    expect(await screen.findByText('Erro ao buscar o usuário. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('gdo.token')).toBeNull());
  });

  it('stores the session and fetches the user on success', async () => {
    const calls = stubFetch(({ path }) => {
      if (path === '/api/autenticacao/autenticar') return { body: { id_user: 7, token: 'tk-1' } };
      if (path === '/api/users/me') return { body: USUARIO };
      return undefined;
    });
    const { user } = renderApp(<LoginScreen />);
    await user.type(screen.getByLabelText(/E-mail/), VALID_EMAIL);
    await user.type(screen.getByLabelText(/Senha/), 'segredo{Enter}');

    await waitFor(() => expect(localStorage.getItem('gdo.token')).toBe('tk-1'));
    expect(localStorage.getItem('gdo.user')).toBe('7');
    const userCall = calls.find((call) => call.path === '/api/users/me');
    expect(userCall?.headers.get('Authorization')).toBe('tk-1');
  });
});
