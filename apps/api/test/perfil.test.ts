import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import type { Role } from '@gdo/domain/usuario';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { call, signIn, useTestApp } from './helpers';

// Issue 10, item 5: only administrators read the users' personal data; every user reads and edits
// their own profile and changes their own password, which ends their other sessions.

const ctx = useTestApp();

const SENHA = 'senha-do-perfil-1';

async function novoUsuario(email: string, permissoes: Role[]) {
  const res = await call(ctx.t.app, {
    method: 'POST',
    url: '/api/users/create',
    token: ctx.token,
    body: {
      nome: 'Pessoa Teste',
      email,
      password: SENHA,
      cpf: '529.982.247-25',
      telefone: '11987654321',
      permissoes,
    },
  });
  expect(res.statusCode).toBe(200);
  return { ...(await signIn(ctx.t.app, email, SENHA)), email };
}

const me = (token: string) => call(ctx.t.app, { url: '/api/users/me', token });
const editMe = (token: string, body: unknown) =>
  call(ctx.t.app, { method: 'PUT', url: '/api/users/me', token, body });
const trocarSenha = (token: string, body: unknown) =>
  call(ctx.t.app, { method: 'POST', url: '/api/users/me/senha', token, body });

describe('personal data of other users', () => {
  it.each<Role[]>([['leitura'], ['lancamentos'], ['financeiro']])(
    "is refused to a %s user, on the list and on another user's get; their own get is their profile",
    async (role) => {
      const user = await novoUsuario(`dados-${role}@teste.com.br`, [role]);
      for (const url of [
        '/api/users/list',
        `/api/users/get/${ctx.adminId}`,
        `/api/users/get/0${user.id_user}`,
        `/api/users/get/${user.id_user}.0`,
      ]) {
        const res = await call(ctx.t.app, { url, token: user.token });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: API_ERRORS.semPermissao });
        expect(res.body).not.toContain('52998224725');
      }
      // The earlier product's client reads the signed-in user here at start (decision 080).
      const own = await call(ctx.t.app, { url: `/api/users/get/${user.id_user}`, token: user.token });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual((await me(user.token)).json());
    },
  );

  it('is listed to an administrator', async () => {
    const res = await call(ctx.t.app, { url: '/api/users/list', token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ cpf: '52998224725' })]));
  });
});

describe('own profile', () => {
  it('is read by every role', async () => {
    for (const role of ['leitura', 'lancamentos', 'financeiro', 'admin'] as Role[]) {
      const user = await novoUsuario(`ler-${role}@teste.com.br`, [role]);
      const res = await me(user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id_user, email: user.email, permissoes: [role] });
      expect(res.body).not.toMatch(/senha|password|hash/i);
    }
  });

  it('edits nome, CPF, phone and address but never e-mail, roles or status', async () => {
    const user = await novoUsuario('editar@teste.com.br', ['leitura']);
    const current = (await me(user.token)).json();
    const res = await editMe(user.token, {
      ...current,
      nome: '  Paula Souza ',
      telefone: '(21) 3333-4444',
      cidade: 'Niterói',
      uf: 'rj',
      email: 'outro@teste.com.br',
      permissoes: ['admin'],
      status: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Paula Souza',
      telefone: '2133334444',
      cidade: 'Niterói',
      uf: 'RJ',
      email: 'editar@teste.com.br',
      permissoes: ['leitura'],
      status: 1,
      versao: current.versao + 1,
    });
    expect((await call(ctx.t.app, { url: '/api/users/list', token: user.token })).statusCode).toBe(403);
  });

  it('refuses bad fields in pt-BR and a stale versao with 409', async () => {
    const user = await novoUsuario('versao@teste.com.br', ['lancamentos']);
    const current = (await me(user.token)).json();
    const bad = await editMe(user.token, { ...current, nome: '', cpf: '111.111.111-11' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'nome', message: FIELD_MESSAGES.obrigatorio },
      { field: 'cpf', message: FIELD_MESSAGES.cpfInvalido },
    ]);
    expect((await editMe(user.token, { ...current, nome: 'Primeira' })).statusCode).toBe(200);
    const stale = await editMe(user.token, { ...current, nome: 'Segunda' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: API_ERRORS.registroAlterado });
    expect((await me(user.token)).json().nome).toBe('Primeira');
  });
});

describe('own password', () => {
  it('needs the right current password and a new one that follows the policy', async () => {
    const user = await novoUsuario('senha-errada@teste.com.br', ['leitura']);
    const wrong = await trocarSenha(user.token, {
      senha_atual: 'nao-e-esta-1',
      nova_senha: 'Cimento-Forte-42',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: API_ERRORS.senhaAtualIncorreta,
      errors: [{ field: 'senha_atual', message: API_ERRORS.senhaAtualIncorreta }],
    });
    for (const [nova, message] of [
      ['12345678', FIELD_MESSAGES.senhaCurta],
      [' '.repeat(12), FIELD_MESSAGES.senhaSoEspacos],
      ['1234567890', FIELD_MESSAGES.senhaComum],
    ]) {
      const weak = await trocarSenha(user.token, { senha_atual: SENHA, nova_senha: nova });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([{ field: 'nova_senha', message }]);
    }
    expect((await signIn(ctx.t.app, user.email, SENHA)).id_user).toBe(user.id_user);
  });

  it('ends the other sessions of the user, keeps this one, and the new password signs in', async () => {
    const user = await novoUsuario('troca@teste.com.br', ['lancamentos']);
    const other = await signIn(ctx.t.app, user.email, SENHA);
    const res = await trocarSenha(user.token, { senha_atual: SENHA, nova_senha: 'Cimento-Forte-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_ERRORS.senhaAlterada });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(ctx.token)).statusCode).toBe(200);
    await expect(signIn(ctx.t.app, user.email, SENHA)).rejects.toThrow();
    expect((await signIn(ctx.t.app, user.email, 'Cimento-Forte-42')).id_user).toBe(user.id_user);
  });

  it('counts wrong current passwords like failed sign-ins: a stolen token cannot guess faster', async () => {
    const user = await novoUsuario('adivinhar@teste.com.br', ['leitura']);
    const tentar = (senha_atual: string) =>
      trocarSenha(user.token, { senha_atual, nova_senha: 'Cimento-Forte-42' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await tentar(`chute-errado-${i}`)).statusCode);
    expect(statuses.slice(0, ctx.t.config.loginThrottle.pair.free)).toEqual(
      Array(ctx.t.config.loginThrottle.pair.free).fill(400),
    );
    expect(statuses.at(-1)).toBe(429);
    const held = await tentar(SENHA);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toMatch(/^\d+$/);
    expect(held.json().message).toMatch(/^Muitas tentativas/);
    // The same counter as the sign-in's: from here, the account waits there too.
    await expect(signIn(ctx.t.app, user.email, SENHA)).rejects.toThrow(/429/);
  });

  it('keeps a password set before the policy working until it is changed', async () => {
    const user = await novoUsuario('antiga@teste.com.br', ['leitura']);
    await ctx.t.database.pool.query('update usuarios set senha_hash = $1 where id = $2', [
      await hashPassword('12345678'),
      user.id_user,
    ]);
    const old = await signIn(ctx.t.app, user.email, '12345678');
    const res = await trocarSenha(old.token, { senha_atual: '12345678', nova_senha: 'Cimento-Forte-42' });
    expect(res.statusCode).toBe(200);
    expect((await signIn(ctx.t.app, user.email, 'Cimento-Forte-42')).id_user).toBe(user.id_user);
  });

  it('is refused to an admin resetting another user with a weak password', async () => {
    const user = await novoUsuario('reset@teste.com.br', ['leitura']);
    const current = (
      await call(ctx.t.app, { url: `/api/users/get/${user.id_user}`, token: ctx.token })
    ).json();
    const res = await call(ctx.t.app, {
      method: 'PUT',
      url: `/api/users/edit/${user.id_user}`,
      token: ctx.token,
      body: { ...current, password: 'qwertyuiop' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: FIELD_MESSAGES.senhaComum }]);
  });
});
