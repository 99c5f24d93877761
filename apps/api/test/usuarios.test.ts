import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { call, signIn, useTestApp } from './helpers';

const ctx = useTestApp();

const novo = (over: Record<string, unknown> = {}) => ({
  nome: 'Joana Engenheira',
  email: 'Joana@Teste.com.br',
  password: 'segredo-forte-1',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
  cep: '01310-100',
  uf: 'sp',
  permissoes: ['financeiro'],
  ...over,
});

const create = (body: unknown, token = ctx.token) =>
  call(ctx.t.app, { method: 'POST', url: '/api/users/create', token, body });
const edit = (id: number, body: unknown, token = ctx.token) =>
  call(ctx.t.app, { method: 'PUT', url: `/api/users/edit/${id}`, token, body });

/** An edit as the screen sends it: the object as get returned it, with some fields changed. */
async function change(id: number, changes: Record<string, unknown>, token = ctx.token) {
  const current = (await call(ctx.t.app, { url: `/api/users/get/${id}`, token })).json();
  return edit(id, { ...current, ...changes }, token);
}

describe('users', () => {
  it('lists the empresa users as an array without any password field', async () => {
    const res = await call(ctx.t.app, { url: '/api/users/list', token: ctx.token });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toEqual([
      expect.objectContaining({ id: ctx.adminId, email: TEST_ADMIN.email, permissoes: ['admin'] }),
    ]);
    expect(res.body).not.toMatch(/senha|password|hash/i);
  });

  it('creates a user with normalised fields and never returns the password', async () => {
    const res = await create(novo());
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      nome: 'Joana Engenheira',
      email: 'joana@teste.com.br',
      cpf: '52998224725',
      telefone: '11987654321',
      cep: '01310100',
      uf: 'SP',
      permissoes: ['financeiro'],
      status: 1,
    });
    expect(user.id).toEqual(expect.any(Number));
    expect(res.body).not.toMatch(/senha|password|hash/i);
    const got = await call(ctx.t.app, { url: `/api/users/get/${user.id}`, token: ctx.token });
    expect(got.json()).toEqual(user);
    expect((await signIn(ctx.t.app, 'joana@teste.com.br', 'segredo-forte-1')).id_user).toBe(user.id);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const res = await create(novo({ email: 'JOANA@teste.com.br' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_ERRORS.emailEmUso);
  });

  it('refuses bad input with one pt-BR error per field and writes nothing', async () => {
    const before = (await call(ctx.t.app, { url: '/api/users/list', token: ctx.token })).json().length;
    const res = await create({ nome: '', email: 'x@', password: '123', cpf: '111.111.111-11', uf: 'XX' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['nome', 'email', 'password', 'cpf', 'uf']));
    expect(new Set(fields).size).toBe(fields.length);
    const after = (await call(ctx.t.app, { url: '/api/users/list', token: ctx.token })).json().length;
    expect(after).toBe(before);
  });

  it('refuses weak passwords on create with the pt-BR reason (issue 10)', async () => {
    for (const [password, message] of [
      ['        ', FIELD_MESSAGES.senhaCurta],
      ['12345678', FIELD_MESSAGES.senhaCurta],
      [' '.repeat(10), FIELD_MESSAGES.senhaSoEspacos],
      ['1234567890', FIELD_MESSAGES.senhaComum],
      ['Password123', FIELD_MESSAGES.senhaComum],
    ]) {
      const res = await create(novo({ email: 'fraca@teste.com.br', password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'password', message }]);
    }
    await expect(signIn(ctx.t.app, 'fraca@teste.com.br', '1234567890')).rejects.toThrow();
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call(ctx.t.app, { url: '/api/users/get/999999', token: ctx.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_ERRORS.usuarioNaoEncontrado });
  });

  it('edits a user, ignoring server-owned fields and keeping the password when none is sent', async () => {
    const created = (await create(novo({ email: 'carlos@teste.com.br', nome: 'Carlos' }))).json();
    const res = await edit(created.id, {
      ...created,
      id: 1,
      data_cadastro: '2000-01-01T00:00:00Z',
      nome: 'Carlos Mestre',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      nome: 'Carlos Mestre',
      data_cadastro: created.data_cadastro,
    });
    expect((await signIn(ctx.t.app, 'carlos@teste.com.br', 'segredo-forte-1')).id_user).toBe(created.id);
  });

  it('lets an admin reset a password, which ends the user sessions', async () => {
    const created = (await create(novo({ email: 'rita@teste.com.br' }))).json();
    const session = await signIn(ctx.t.app, 'rita@teste.com.br', 'segredo-forte-1');
    expect((await edit(created.id, { ...created, password: 'nova-senha-123' })).statusCode).toBe(200);
    expect((await call(ctx.t.app, { url: '/api/users/list', token: session.token })).statusCode).toBe(401);
    await expect(signIn(ctx.t.app, 'rita@teste.com.br', 'segredo-forte-1')).rejects.toThrow();
    expect((await signIn(ctx.t.app, 'rita@teste.com.br', 'nova-senha-123')).id_user).toBe(created.id);
  });

  it('a deactivated user can no longer sign in nor use an open session', async () => {
    const created = (await create(novo({ email: 'ze@teste.com.br' }))).json();
    const session = await signIn(ctx.t.app, 'ze@teste.com.br', 'segredo-forte-1');
    expect((await edit(created.id, { ...created, status: 2 })).statusCode).toBe(200);
    expect((await call(ctx.t.app, { url: '/api/users/list', token: session.token })).statusCode).toBe(401);
    await expect(signIn(ctx.t.app, 'ze@teste.com.br', 'segredo-forte-1')).rejects.toThrow();
  });

  it('only admins create or edit users (403 in pt-BR)', async () => {
    await create(novo({ email: 'leitor@teste.com.br', permissoes: ['leitura'] }));
    const reader = await signIn(ctx.t.app, 'leitor@teste.com.br', 'segredo-forte-1');
    const res = await create(novo({ email: 'outro@teste.com.br' }), reader.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_ERRORS.semPermissao });
    expect((await change(reader.id_user, { nome: 'Eu mesmo' }, reader.token)).statusCode).toBe(403);
    expect((await call(ctx.t.app, { url: '/api/users/list', token: reader.token })).statusCode).toBe(403);
  });

  it('never lets the last active admin lose the role or be deactivated', async () => {
    const demote = await change(ctx.adminId, { permissoes: ['leitura'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: API_ERRORS.ultimoAdmin });
    expect((await change(ctx.adminId, { status: 2 })).statusCode).toBe(409);
    const second = (await create(novo({ email: 'admin2@teste.com.br', permissoes: ['admin'] }))).json();
    expect((await change(ctx.adminId, { status: 2 })).statusCode).toBe(200);
    const token = (await signIn(ctx.t.app, 'admin2@teste.com.br', 'segredo-forte-1')).token;
    expect((await change(second.id, { permissoes: ['leitura'] }, token)).statusCode).toBe(409);
  });

  it('pages, searches and sorts, reporting the total in a header', async () => {
    const token = (await signIn(ctx.t.app, 'admin2@teste.com.br', 'segredo-forte-1')).token;
    const page = await call(ctx.t.app, { url: '/api/users/list?page=1&pageSize=2&sort=-nome', token });
    expect(page.json()).toHaveLength(2);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(2);
    const names = page.json().map((u: { nome: string }) => u.nome);
    expect(names).toEqual([...names].sort().reverse());
    const found = await call(ctx.t.app, { url: '/api/users/list?q=RITA', token });
    expect(found.json().map((u: { email: string }) => u.email)).toEqual(['rita@teste.com.br']);
    const inactive = await call(ctx.t.app, { url: '/api/users/list?status=2', token });
    expect(inactive.json().every((u: { status: number }) => u.status === 2)).toBe(true);
    expect((await call(ctx.t.app, { url: '/api/users/list?pageSize=0', token })).statusCode).toBe(400);
  });
});
