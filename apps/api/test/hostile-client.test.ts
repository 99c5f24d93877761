import { connect as connectSocket } from 'node:net';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { countLancamentos, lancar, novoLancamento, seedCena } from './lancamentos';
import { PUBLIC_ROUTES } from './public-routes';
import { created, novoCliente } from './registers';

// What a hostile or careless client sends (issue 10): encoded paths, JSON headers with no body,
// out-of-range query values, odd ids and headers, raw malformed HTTP. Every answer is the API's
// own `{message, errors?}` in pt-BR, never a 5xx, never an internal code.

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; query: string[] };
type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

let t: TestApp;
let token: string;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json() as OpenApi;
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => !PUBLIC_ROUTES.has(`${method.toUpperCase()} ${path}`))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Route['method'],
        path: path.replace(/\{[^}]+\}/g, '1'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
  );
});
afterAll(() => t.close());

const noInternals = (body: string) => {
  expect(body).not.toMatch(/FST_|ERR_|Error|Bad Request|Client|Unsupported|statusCode/);
};

/** Percent-encodings of the same path that a router decodes back to it. */
function encodings(path: string): string[] {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  const segments = path.split('/');
  return [
    path.replace('/api/', '/%61pi/'),
    path.replace('/api/', '/%61%70%69/'),
    // The last static segment's first letter, in upper-case hex.
    segments
      .map((s, i) =>
        i === segments.length - 1 && /^[a-z]/.test(s)
          ? `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`
          : s,
      )
      .join('/'),
    // Every letter of the path.
    path.replace(/[a-z]/g, hex),
    // {type} in upper case, as the earlier product's client writes it (decision 080).
    path.replace(/^\/api\/(rdo|rda)\//, (_match, tipo: string) => `/api/${tipo.toUpperCase()}/`),
  ].filter((p) => p !== path);
}

describe('authentication on the matched route', () => {
  it('answers 401 on every protected route reached through a percent-encoded path', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      for (const url of encodings(route.path)) {
        tried++;
        const res = await call(t.app, {
          method: route.method,
          url,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode !== 401 || res.json().message !== 'Token inválido.') {
          failures.push(`${route.method} ${url} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    console.log(
      `caminhos codificados: ${tried} variações de ${routes.length} rotas protegidas → 401, 0 vazamentos`,
    );
  });

  it('accepts the Bearer scheme in any case, and the raw token', async () => {
    for (const header of [token, `Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`]) {
      const res = await call(t.app, {
        url: '/api/autenticacao/validatoken',
        headers: { authorization: header },
      });
      expect(res.statusCode, header.slice(0, 8)).toBe(200);
    }
  });
});

describe('an empty body is no body', () => {
  const json = { 'content-type': 'application/json' };

  it('removes, duplicates and signs out with a JSON content type and nothing after it', async () => {
    const cena = await seedCena(t, token);
    const entry = (await lancar(t, token, 'rdo', novoLancamento(cena))).json() as { id: number };
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/rdo/lancamentos/delete/${entry.id}`,
      headers: { authorization: token, ...json },
    });
    expect(removed.statusCode).toBe(200);
    expect(await countLancamentos(t)).toBe(0);

    const duplicated = await t.app.inject({
      method: 'POST',
      url: `/api/orcamentos/duplicate/${cena.orcamento.id}`,
      headers: { authorization: token, ...json },
      payload: '',
    });
    expect(duplicated.statusCode).toBe(200);

    const own = (await signIn(t.app)).token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/autenticacao/sair',
      headers: { authorization: own, ...json },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
    const after = await call(t.app, { url: '/api/autenticacao/validatoken', token: own });
    expect(after.statusCode).toBe(401);
  });

  it('still refuses a create with no body, by its schema, in pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clientes/create',
      headers: { authorization: token, ...json },
      payload: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_ERRORS.dadosInvalidos);
  });
});

describe('query values are validated by their schema', () => {
  it('refuses an out-of-range status or situação on every list route with a pt-BR 400', async () => {
    const lists = routes.filter(
      (r) => r.method === 'GET' && (r.query.includes('status') || r.query.includes('situacao')),
    );
    expect(lists.length).toBeGreaterThan(8);
    const failures: string[] = [];
    for (const route of lists) {
      const param = route.query.includes('status') ? 'status' : 'situacao';
      for (const value of ['32768', '-1', '5', '0', '1e0', '0x1', '99999999999999999999']) {
        const res = await call(t.app, { url: `${route.path}?${param}=${value}`, token });
        const body = res.json();
        const ok =
          res.statusCode === 400 &&
          body.errors?.[0]?.field === param &&
          /inválid/.test(body.errors[0].message);
        if (!ok) failures.push(`${route.path}?${param}=${value} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    console.log(
      `parâmetros de consulta: ${lists.length} listas × 7 valores fora da faixa → 400, 0 respostas 5xx`,
    );
  });

  it('keeps each entity’s own status values', async () => {
    expect((await call(t.app, { url: '/api/obras/list?status=4', token })).statusCode).toBe(200);
    expect((await call(t.app, { url: '/api/clientes/list?status=4', token })).statusCode).toBe(400);
    expect((await call(t.app, { url: '/api/clientes/list?status=3', token })).statusCode).toBe(200);
    expect((await call(t.app, { url: '/api/clientes/list?status=', token })).statusCode).toBe(200);
  });

  it('takes ids in paths and queries as plain digits only', async () => {
    const cliente = await created(t, token, '/api/clientes/create', novoCliente(900));
    expect((await call(t.app, { url: `/api/clientes/get/${cliente.id}`, token })).statusCode).toBe(200);
    for (const id of ['0x1', '1.0', '1e3', '+1', ' 1', '0', '-1', '2147483648', '1%00']) {
      const res = await call(t.app, { url: `/api/clientes/get/${encodeURIComponent(id)}`, token });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'id', message: FIELD_MESSAGES.valorInvalido }]);
      const q = await call(t.app, { url: `/api/obras/list?id_cliente=${encodeURIComponent(id)}`, token });
      expect(q.statusCode, `id_cliente=${id}`).toBe(400);
    }
  });
});

describe('sign-in e-mail', () => {
  it('drops the spaces around it', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/autenticacao/autenticar',
      body: { email: `  ${TEST_ADMIN.email}\t`, password: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('money limits no sum can overflow', () => {
  it('refuses an amount above R$ 9.999.999.999,99 in pt-BR and sums many at the maximum', async () => {
    const cena = await seedCena(t, token, 2);
    const above = await lancar(
      t,
      token,
      'rdo',
      novoLancamento(cena, { valor_comprometido: '10000000000.00' }),
    );
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([
      { field: 'valor_comprometido', message: FIELD_MESSAGES.valorMonetarioInvalido },
    ]);
    const max = '9999999999.99';
    for (let i = 0; i < 3; i++) {
      const res = await lancar(
        t,
        token,
        'rdo',
        novoLancamento(cena, { valor_comprometido: max, valor_pagamento: max, data_pagamento: '2026-03-02' }),
      );
      expect(res.statusCode).toBe(200);
    }
    // 1 000 entries at the maximum, straight into the table, as years of a large firm would add.
    const columns = `empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id, descricao,
      etapa_id, subetapa_id, valor_comprometido, valor_pagamento, data_pagamento, usuario_id`;
    await t.database.pool.query(
      `insert into lancamentos (${columns})
       select ${columns} from lancamentos, generate_series(1, 1000)
        where id = (select min(id) from lancamentos where valor_comprometido = $1)`,
      [max],
    );
    const dashboard = await call(t.app, { url: '/api/dashboard/obras', token });
    expect(dashboard.statusCode).toBe(200);
    const resumo = await call(t.app, { url: `/api/obras/resumo/${cena.obra.id}`, token });
    expect(resumo.statusCode).toBe(200);
    expect(resumo.json().executado).toBe('10029999999989.97'); // 1 003 × 9 999 999 999,99, exact
    const list = await call(t.app, {
      url: `/api/rdo/lancamentos/list/obra/${cena.obra.id}?pageSize=10`,
      token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-comprometido']).toBe('10029999999989.97');
  });
});

describe('answers at the edge are pt-BR', () => {
  it('answers an undecodable path without echoing it', async () => {
    const res = await call(t.app, { url: '/%c0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_ERRORS.urlInvalida });
    noInternals(res.body);
  });

  it('answers an unsupported content type with its own message', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/clientes/create',
      token,
      body: 'nome=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: API_ERRORS.tipoConteudoNaoSuportado });
  });

  async function raw(request: string): Promise<string> {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {});
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Promise((resolve, reject) => {
      const socket = connectSocket(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.write(request);
    });
  }

  it('answers headers too large with 431 in pt-BR', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(JSON.stringify({ message: API_ERRORS.cabecalhosGrandes }));
    noInternals(answer.split('\r\n\r\n')[1]!);
  });

  it('answers malformed HTTP with 400 in pt-BR', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(JSON.stringify({ message: API_ERRORS.requisicaoMalformada }));
    noInternals(answer.split('\r\n\r\n')[1]!);
  });
});
