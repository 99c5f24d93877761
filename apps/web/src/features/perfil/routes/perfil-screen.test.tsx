import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import type { Usuario } from '@gdo/domain/usuario';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import PerfilScreen from './perfil-screen';

const LEITORA: Usuario = { ...USUARIO, permissoes: ['leitura'], telefone: '11987654321' };
const SENHA_ATUAL = 'senha-antiga-1';

function renderPerfil() {
  storeSession();
  const calls = stubFetch((request) => {
    if (request.method === 'PUT' && request.path === '/api/users/me') {
      return { body: { ...LEITORA, ...(request.body as object), versao: LEITORA.versao + 1 } };
    }
    if (request.method === 'POST' && request.path === '/api/users/me/senha') {
      const { senha_atual } = request.body as { senha_atual: string };
      if (senha_atual !== SENHA_ATUAL) {
        const errors = [{ field: 'senha_atual', message: API_ERRORS.senhaAtualIncorreta }];
        return { status: 400, body: { message: API_ERRORS.senhaAtualIncorreta, errors } };
      }
      return { body: { message: API_ERRORS.senhaAlterada } };
    }
    return sessionReply(request, LEITORA);
  });
  return { calls, ...renderApp(<PerfilScreen />, { route: '/perfil' }) };
}

describe('/perfil', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the e-mail and roles read-only and saves the own name and phone', async () => {
    const { calls, user } = renderPerfil();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeInTheDocument();
    const acesso = await screen.findByRole('region', { name: 'Acesso' });
    expect(within(acesso).getByText(LEITORA.email)).toBeVisible();
    expect(within(acesso).getByText('Somente leitura')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();

    const nome = screen.getByRole('textbox', { name: /^Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Maria Souza');
    const telefone = screen.getByRole('textbox', { name: 'Telefone' });
    await user.clear(telefone);
    await user.type(telefone, '2133334444');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil salvo com sucesso.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/users/me');
    expect(put?.body).toMatchObject({ nome: 'Maria Souza', telefone: '2133334444', versao: LEITORA.versao });
    expect(put?.body).not.toHaveProperty('email');
    expect(put?.body).not.toHaveProperty('permissoes');
  });

  it('changes the password: checks the new one here and the current one on the server', async () => {
    const { calls, user } = renderPerfil();
    const senha = await screen.findByRole('region', { name: 'Senha' });
    const atual = within(senha).getByLabelText(/^Senha atual/);
    const nova = within(senha).getByLabelText(/^Nova senha/);
    const confirmacao = within(senha).getByLabelText(/^Confirme a nova senha/);
    const alterar = within(senha).getByRole('button', { name: 'Alterar senha' });

    await user.type(atual, 'senha-errada-1');
    await user.type(nova, '1234567890');
    await user.type(confirmacao, '1234567890');
    await user.click(alterar);
    expect(await within(senha).findByText(FIELD_MESSAGES.senhaComum)).toBeVisible();
    expect(calls.some((call) => call.path === '/api/users/me/senha')).toBe(false);

    await user.clear(nova);
    await user.type(nova, 'Cimento-Forte-42');
    await user.clear(confirmacao);
    await user.type(confirmacao, 'Cimento-Forte-42');
    await user.click(alterar);
    expect(await within(senha).findByText(API_ERRORS.senhaAtualIncorreta)).toBeVisible();
    expect(atual).toHaveAttribute('aria-invalid', 'true');
    expect(atual).toHaveFocus();

    await user.clear(atual);
    await user.type(atual, SENHA_ATUAL);
    await user.click(alterar);
    expect(await screen.findByText(API_ERRORS.senhaAlterada)).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/users/me/senha').at(-1)?.body).toEqual({
      senha_atual: SENHA_ATUAL,
      nova_senha: 'Cimento-Forte-42',
    });
    expect(atual).toHaveValue('');
    expect(nova).toHaveValue('');
  });
});
