import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { entry, flatBudget, ORIGIN, useLegacyClient } from './legacy-client';
import { CADASTROS } from './legacy-client-cadastros';
import { signInWithRole } from './registers';

// Issue 16, the earlier product's web client (legacy-client.test.ts): what stays as it was for it —
// CORS, 401 "Token inválido.", the role checks before its forms are read, its dates and ids at the
// edges — on the records its first calls make (legacy-client-cadastros.ts).

const r = useLegacyClient();
const { ids, roles, send, saved } = r;

beforeAll(async () => {
  for (const [, step] of CADASTROS) await step(r);
});

describe('what stays as it was for the old client', () => {
  it('lets its origin through the preflight of every method with its headers', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await r.t.app.inject({
        method: 'OPTIONS',
        url: '/api/RDO/lancamentos/edit/1',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect([res.statusCode, res.headers['access-control-allow-origin']]).toEqual([204, ORIGIN]);
      expect(String(res.headers['access-control-allow-methods'])).toContain(method);
    }
  });

  it('answers a missing or invalid token with 401 "Token inválido.", whatever the case of {type}', async () => {
    for (const url of [
      '/api/RDO/lancamentos/edit/1',
      '/api/Rda/lancamentos/edit/1',
      '/api/orcamentos/list',
    ]) {
      for (const auth of ['', 'token-que-nao-existe']) {
        const res = await send(
          { method: url.includes('edit') ? 'PUT' : 'GET', url, body: url.includes('edit') ? {} : undefined },
          auth,
        );
        expect([res.statusCode, res.json()]).toEqual([401, { message: 'Token inválido.' }]);
      }
    }
  });

  it('keeps the role checks on the upper-case paths, before any old form is read', async () => {
    const diario = await signInWithRole(r.t, r.token, ['diario'], 'diario@construtora.com.br');
    const leitura = await signInWithRole(r.t, r.token, ['leitura'], 'leitura@construtora.com.br');
    Object.assign(roles, { diario, leitura });
    for (const [auth, tipo] of [
      [diario, 'RDO'],
      [leitura, 'Rdo'],
    ] as const) {
      const res = await send(
        { method: 'POST', url: `/api/${tipo}/lancamentos/create`, body: entry(ids) },
        auth,
      );
      expect(res.statusCode).toBe(403);
    }
    const subetapa = await send(
      { method: 'POST', url: '/api/subetapas/create', body: { etapa: ids.etapa, numero: 9, nome: 'X' } },
      leitura,
    );
    expect(subetapa.statusCode).toBe(403);
  });

  it('starts for a user who is not an admin: it reads that user at /api/users/get/{id_user}', async () => {
    await signInWithRole(r.t, r.token, ['lancamentos'], 'lancador@construtora.com.br');
    const login = await send(
      {
        method: 'POST',
        url: '/api/autenticacao/autenticar',
        body: { email: 'lancador@construtora.com.br', password: 'senha-do-teste-1' },
      },
      '',
    );
    const { id_user, token: own } = login.json();
    const self = await send({ method: 'GET', url: `/api/users/get/${id_user}` }, own);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({
      id: id_user,
      email: 'lancador@construtora.com.br',
      permissoes: ['lancamentos'],
    });
    const other = await send({ method: 'GET', url: `/api/users/get/${ids.admin}` }, own);
    expect(other.statusCode).toBe(403);
  });

  it('refuses a subitem whose etapa number names no item, on its own path, after the role checks', async () => {
    const body = flatBudget(ids, 'SEM ETAPA', '1');
    body.subitem[1]!.etapa = 20;
    for (const [auth, status] of [
      [roles.diario, 403],
      [roles.leitura, 403],
      [r.token, 400],
    ] as const) {
      const refused = await send({ method: 'POST', url: '/api/orcamentos/create', body }, auth);
      expect(refused.statusCode).toBe(status);
    }
    const res = await send({ method: 'POST', url: '/api/orcamentos/create', body });
    expect(res.json().errors).toEqual([{ field: 'subitem.1.etapa', message: FIELD_MESSAGES.valorInvalido }]);
  });

  it('reads a moment’s day on site, and refuses a Unix time past the year 9999', async () => {
    const url = `/api/obras/edit/${ids.obra}`;
    // 2024-07-22 01:00 UTC is still 2024-07-21 in São Paulo.
    const edited = await saved({ method: 'PUT', url, body: { id: ids.obra, data_inicio: '1721610000' } });
    expect(edited.data_inicio).toBe('2024-07-21');
    const res = await send({ method: 'PUT', url, body: { data_entrega: '253402300800' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'data_entrega', message: FIELD_MESSAGES.dataInvalida }]);
  });

  it('refuses with 400, never a 500, a subetapa whose etapa no id column can hold', async () => {
    for (const etapa of [2_147_483_648, '999999999999999', 1e21, -1]) {
      for (const url of ['/api/subetapas/create', '/api/subetapas/update']) {
        const res = await send({ method: 'POST', url, body: { id: 1, etapa, numero: 1, nome: 'X' } });
        expect(res.statusCode, `${url} ${etapa}: ${res.body}`).toBe(400);
      }
    }
  });

  it('does not read a subetapa number through another empresa’s etapa', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/subetapas/create',
      body: { etapa: 999_999, numero: 1, nome: 'X' },
    });
    expect(res.statusCode).toBe(400);
  });
});
