import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/token';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { PUBLIC_ROUTES } from './public-routes';
import { signInWithRole } from './registers';

// Every route the OpenAPI document lists, so a route added later is covered without editing this.
type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };

// Writes every signed-in user makes on their own account, whatever the role: signing out, their
// profile and their password. A read-only user gets past the role check and meets the body's.
const SELF_SERVICE = new Set([
  'POST /api/autenticacao/sair',
  'PUT /api/users/me',
  'POST /api/users/me/senha',
]);

// The earlier product's client forms (decision 080), turned into today's only after the role check,
// sent to {type} in upper case as that client writes it.
const LEGACY_BODY = {
  id: 0,
  numero: 1,
  etapa: 1,
  status: '1',
  data_inicio: '1721604552',
  rdo: 1,
  parcela: '1 de 3',
  permissoes: ['superAdmin'],
  item: [{ id: 1, numero: '10' }],
  subitem: [{ id: 1, etapa: 20 }],
};
const legacyUrl = (url: string) =>
  url.replace(/^\/api\/(rdo|rda)\//, (_match, tipo: string) => `/api/${tipo.toUpperCase()}/`);

// What the diario role reads besides the diário: registers without money (domain.md).
const DIARIO_READS = new Set(['clientes', 'fornecedores', 'obras', 'etapas', 'subetapas', 'autenticação']);

let t: TestApp;
let routes: Route[];
const tokens: Record<string, string | undefined> = {};
let publicInDocument: string[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  publicInDocument = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security?.length === 0)
      .map(([m]) => `${m.toUpperCase()} ${path}`),
  );
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((m) => ({ method: m.toUpperCase() as Route['method'], url: path.replace(/\{[^}]+\}/g, '1') }))
      .filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${path}`)),
  );
  const expired = (await signIn(t.app)).token;
  await t.database.db.execute(
    sql`update sessoes set expira_em = now() - interval '1 minute' where token_hash = ${hashToken(expired)}`,
  );
  const revoked = (await signIn(t.app)).token;
  await call(t.app, { method: 'POST', url: '/api/autenticacao/sair', token: revoked });
  Object.assign(tokens, {
    missing: undefined,
    garbage: 'x'.repeat(43),
    expired,
    revoked,
    bearerGarbage: 'Bearer abc',
  });
});
afterAll(() => t.close());

describe('access matrix', () => {
  it('opens without a token exactly the routes meant to, and the document says which', () => {
    expect(publicInDocument.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('lists a healthy number of protected routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses every write to a read-only user with 403, before looking at the body', async () => {
    const admin = await signIn(t.app);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/users/create',
      token: admin.token,
      body: {
        nome: 'Leitora',
        email: 'leitora@teste.com.br',
        password: 'senha-leitora-1',
        permissoes: ['leitura'],
      },
    });
    expect(created.statusCode).toBe(200);
    const reader = await signIn(t.app, 'leitora@teste.com.br', 'senha-leitora-1');
    const writes = routes.filter((r) => r.method !== 'GET' && !SELF_SERVICE.has(`${r.method} ${r.url}`));
    const leaks: string[] = [];
    for (const route of writes) {
      for (const [url, body] of [
        [route.url, {}],
        [legacyUrl(route.url), LEGACY_BODY],
      ] as const) {
        const res = await call(t.app, { method: route.method, url, token: reader.token, body });
        if (res.statusCode !== 403) leaks.push(`${route.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    for (const self of ['PUT /api/users/me', 'POST /api/users/me/senha']) {
      const [method, url] = self.split(' ') as [Route['method'], string];
      expect((await call(t.app, { method, url, token: reader.token, body: {} })).statusCode, self).toBe(400);
    }
    console.log(
      `matriz de acesso: perfil leitura: ${writes.length} rotas de escrita recusadas com 403, 0 vazamentos`,
    );
  });

  it('lets the diario role reach only the registers, its own account and the diário: no money, 403', async () => {
    const admin = await signIn(t.app);
    const site = await signInWithRole(t, admin.token, ['diario'], 'canteiro@teste.com.br');
    const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const tagOf = new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([m, op]) => [
          `${m.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '1')}`,
          op.tags?.[0],
        ]),
      ),
    );
    const reaches = (route: Route) => {
      const key = `${route.method} ${route.url}`;
      const tag = tagOf.get(key);
      if (tag === 'diarios' || SELF_SERVICE.has(key) || key === 'GET /api/users/me') return true;
      return route.method === 'GET' && DIARIO_READS.has(tag ?? '');
    };
    const wrong: string[] = [];
    // Signing out would end the session the rest is called with.
    for (const route of routes.filter((r) => `${r.method} ${r.url}` !== 'POST /api/autenticacao/sair')) {
      const res = await call(t.app, {
        method: route.method,
        url: route.url,
        token: site,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if ((res.statusCode === 403) === reaches(route))
        wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const refused = routes.filter((r) => !reaches(r)).length;
    console.log(
      `matriz de acesso: perfil diario: ${refused} rotas recusadas com 403, ${routes.length - refused} alcançadas`,
    );
  });

  it.each(['missing', 'garbage', 'expired', 'revoked', 'bearerGarbage'])(
    'refuses a %s token on every protected route with 401 Token inválido.',
    async (kind) => {
      const refusals: string[] = [];
      for (const route of routes) {
        const res = await call(t.app, {
          method: route.method,
          url: route.url,
          token: tokens[kind],
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode !== 401 || res.json().message !== 'Token inválido.') {
          refusals.push(`${route.method} ${route.url} → ${res.statusCode}`);
        }
      }
      expect(refusals).toEqual([]);
      console.log(`matriz de acesso: token ${kind}: ${routes.length} rotas recusadas com 401, 0 vazamentos`);
    },
  );
});
