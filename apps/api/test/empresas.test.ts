import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call, createTestApp, signIn, type TestApp } from './helpers';

const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const ADMIN_CLI = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminCommand = (args: string[]) =>
  run(TSX, [ADMIN_CLI, ...args], { env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'silent' } });

describe('several empresas on one server', () => {
  it('npm run admin -- create-empresa adds a firm whose data the first firm never sees', async () => {
    const { stdout } = await adminCommand([
      'create-empresa',
      '--nome',
      'Construtora Vizinha',
      '--email',
      'Chefe@Vizinha.com.br',
      '--senha',
      'senha-vizinha-1',
    ]);
    const created = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(created).toMatchObject({ email: 'chefe@vizinha.com.br' });

    const ours = await signIn(t.app);
    const theirs = await signIn(t.app, 'chefe@vizinha.com.br', 'senha-vizinha-1');
    expect(theirs.id_user).toBe(created.usuario_id);

    const ourList = (await call(t.app, { url: '/api/users/list', token: ours.token })).json();
    const theirList = (await call(t.app, { url: '/api/users/list', token: theirs.token })).json();
    expect(ourList.map((u: { id: number }) => u.id)).not.toContain(theirs.id_user);
    expect(theirList.map((u: { id: number }) => u.id)).toEqual([theirs.id_user]);

    expect(
      (await call(t.app, { url: `/api/users/get/${theirs.id_user}`, token: ours.token })).statusCode,
    ).toBe(404);
    const foreignEdit = await call(t.app, {
      method: 'PUT',
      url: `/api/users/edit/${theirs.id_user}`,
      token: ours.token,
      body: { nome: 'Invasor', email: 'invasor@teste.com.br', permissoes: ['admin'], status: 1 },
    });
    expect(foreignEdit.statusCode).toBe(404);
    const still = (
      await call(t.app, { url: `/api/users/get/${theirs.id_user}`, token: theirs.token })
    ).json();
    expect(still.nome).toBe('Administrador');
  });

  it('refuses an e-mail already in use on the server', async () => {
    await expect(
      adminCommand([
        'create-empresa',
        '--nome',
        'Outra',
        '--email',
        'chefe@vizinha.com.br',
        '--senha',
        'senha-outra-1',
      ]),
    ).rejects.toMatchObject({ stderr: expect.stringContaining(API_ERRORS.emailEmUso) });
  });

  it('refuses a weak first-admin password with the pt-BR reason', async () => {
    const args = ['create-empresa', '--nome', 'Fraca', '--email', 'fraca@vizinha.com.br', '--senha'];
    await expect(adminCommand([...args, 'senha12345'])).rejects.toMatchObject({
      stderr: expect.stringContaining(FIELD_MESSAGES.senhaComum),
    });
    await expect(adminCommand([...args, '12345678'])).rejects.toMatchObject({
      stderr: expect.stringContaining(FIELD_MESSAGES.senhaCurta),
    });
  });

  it('refuses a weak ADMIN_PASSWORD at start-up with the pt-BR reason', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'admin12345' })).toThrow(FIELD_MESSAGES.senhaComum);
    expect(() => loadConfig({ ADMIN_PASSWORD: '12345678' })).toThrow(FIELD_MESSAGES.senhaCurta);
    expect(loadConfig({ ADMIN_PASSWORD: 'senha-e2e-123' }).admin.password).toBe('senha-e2e-123');
    expect(loadConfig({}).admin.password).toBeUndefined();
  });

  it('prints its usage for a wrong call', async () => {
    await expect(adminCommand(['create-empresa', '--nome', 'Sem e-mail'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Uso:'),
    });
  });
});
