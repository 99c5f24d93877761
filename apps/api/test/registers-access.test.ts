import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { created, novoCliente, signInOtherEmpresa, signInWithRole } from './registers';

// Who may reach the registers (clientes, fornecedores, obras, etapas, subetapas): a token, the
// right role for writes, and the records of one's own empresa only.

let t: TestApp;
let admin: string;
// One record of each register, owned by the test empresa.
let ours: {
  cliente: { id: number };
  fornecedor: { id: number };
  obra: { id: number };
  etapa: { id: number };
  subetapa: { id: number };
};
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).token;
  const cliente = await created(t, admin, '/api/clientes/create', novoCliente(1));
  const fornecedor = await created(t, admin, '/api/fornecedores/create', novoCliente(2));
  const obra = await created(t, admin, '/api/obras/create', { id_cliente: cliente.id, nome: 'Obra nossa' });
  const etapa = await created(t, admin, '/api/etapas/create', { numero: '01', nome: 'Fundação' });
  const subetapa = await created(t, admin, '/api/subetapas/create', {
    etapa: etapa.id,
    numero: '01.01',
    nome: 'Estacas',
  });
  ours = { cliente, fornecedor, obra, etapa, subetapa };
});
afterAll(() => t.close());

const LISTS = [
  '/api/clientes/list',
  '/api/fornecedores/list',
  '/api/obras/list',
  '/api/etapas/list',
  '/api/subetapas/list',
];

/** Every write call, with a body that would succeed for an admin of the test empresa. */
function writes() {
  return [
    ['POST', '/api/clientes/create', novoCliente(50)],
    ['PUT', `/api/clientes/edit/${ours.cliente.id}`, { nome: 'Alterado' }],
    ['POST', '/api/fornecedores/create', novoCliente(51)],
    ['PUT', `/api/fornecedores/edit/${ours.fornecedor.id}`, { nome: 'Alterado' }],
    ['POST', '/api/obras/create', { id_cliente: ours.cliente.id, nome: 'Obra nova' }],
    ['PUT', `/api/obras/edit/${ours.obra.id}`, { nome: 'Alterada' }],
    ['POST', '/api/etapas/create', { numero: '09', nome: 'Nova' }],
    ['POST', '/api/etapas/update/', { id: ours.etapa.id, nome: 'Alterada' }],
    ['POST', '/api/subetapas/create', { etapa: ours.etapa.id, numero: '01.09', nome: 'Nova' }],
    ['POST', '/api/subetapas/update/', { id: ours.subetapa.id, nome: 'Alterada' }],
  ] as const;
}

/** Everything the registers hold, as the admin sees it. */
async function snapshot() {
  return Promise.all(LISTS.map(async (url) => (await call(t.app, { url, token: admin })).json()));
}

describe('registers access', () => {
  it('answers 401 Token inválido. to every call without a valid token', async () => {
    const reads = [...LISTS, ...['clientes', 'fornecedores', 'obras'].map((r) => `/api/${r}/get/1`)];
    const calls = [...reads.map((url) => ['GET', url, undefined] as const), ...writes()];
    for (const [method, url, body] of calls) {
      for (const token of [undefined, 'token-inventado']) {
        const res = await call(t.app, { method, url, body, ...(token ? { token } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Token inválido.' });
      }
    }
  });

  it('lets read-only and lançamentos users read but not write (403), and nothing changes', async () => {
    const before = await snapshot();
    for (const [permissoes, email] of [
      [['leitura'], 'leitura@teste.com.br'],
      [['lancamentos'], 'lancamentos@teste.com.br'],
    ] as const) {
      const token = await signInWithRole(t, admin, [...permissoes], email);
      for (const url of [
        ...LISTS,
        `/api/obras/get/${ours.obra.id}`,
        `/api/clientes/get/${ours.cliente.id}`,
      ]) {
        expect((await call(t.app, { url, token })).statusCode, url).toBe(200);
      }
      for (const [method, url, body] of writes()) {
        const res = await call(t.app, { method, url, token, body });
        expect(res.statusCode, `${permissoes} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: API_ERRORS.semPermissao });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a financeiro user write every register', async () => {
    const token = await signInWithRole(t, admin, ['financeiro'], 'financeiro@teste.com.br');
    for (const [method, url, body] of writes()) {
      const res = await call(t.app, { method, url, token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });

  it('are documented in the OpenAPI page, the update calls with the slash of the spec', async () => {
    const paths = Object.keys((await call(t.app, { url: '/api/docs/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/clientes/list',
        '/api/clientes/get/{id}',
        '/api/clientes/create',
        '/api/clientes/edit/{id}',
        '/api/fornecedores/list',
        '/api/fornecedores/get/{id}',
        '/api/fornecedores/create',
        '/api/fornecedores/edit/{id}',
        '/api/obras/list',
        '/api/obras/get/{id}',
        '/api/obras/create',
        '/api/obras/edit/{id}',
        '/api/etapas/list',
        '/api/etapas/create',
        '/api/etapas/update/',
        '/api/subetapas/list',
        '/api/subetapas/create',
        '/api/subetapas/update/',
      ]),
    );
    expect(paths).not.toContain('/api/etapas/update');
  });
});

describe("another empresa's registers", () => {
  let theirs: string;
  beforeAll(async () => {
    theirs = await signInOtherEmpresa(t);
  });

  it('are invisible in lists, both ways', async () => {
    for (const url of LISTS) {
      expect((await call(t.app, { url, token: theirs })).json(), url).toEqual([]);
    }
    const cliente = await created(
      t,
      theirs,
      '/api/clientes/create',
      novoCliente(1, { nome: 'Cliente vizinho' }),
    );
    expect(cliente.id).not.toBe(ours.cliente.id);
    const mine = (await call(t.app, { url: '/api/clientes/list?q=vizinho', token: admin })).json();
    expect(mine).toEqual([]);
  });

  it('answer 404 to get and edit, and stay unchanged', async () => {
    const before = await snapshot();
    for (const register of ['clientes', 'fornecedores', 'obras'] as const) {
      const id = ours[register === 'clientes' ? 'cliente' : register === 'obras' ? 'obra' : 'fornecedor'].id;
      expect((await call(t.app, { url: `/api/${register}/get/${id}`, token: theirs })).statusCode).toBe(404);
      const res = await call(t.app, {
        method: 'PUT',
        url: `/api/${register}/edit/${id}`,
        token: theirs,
        body: { nome: 'Invasor' },
      });
      expect(res.statusCode, register).toBe(404);
    }
    for (const [register, id] of [
      ['etapas', ours.etapa.id],
      ['subetapas', ours.subetapa.id],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/${register}/update/`,
        token: theirs,
        body: { id, nome: 'Invasor' },
      });
      expect(res.statusCode, register).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cannot be referenced: an obra for our cliente or a subetapa under our etapa is refused (400)', async () => {
    const obra = await call(t.app, {
      method: 'POST',
      url: '/api/obras/create',
      token: theirs,
      body: { id_cliente: ours.cliente.id, nome: 'Obra alheia' },
    });
    expect(obra.statusCode).toBe(400);
    expect(obra.json().errors).toEqual([{ field: 'id_cliente', message: API_ERRORS.clienteNaoEncontrado }]);
    const subetapa = await call(t.app, {
      method: 'POST',
      url: '/api/subetapas/create',
      token: theirs,
      body: { etapa: ours.etapa.id, numero: '01.05', nome: 'Alheia' },
    });
    expect(subetapa.statusCode).toBe(400);
    expect(subetapa.json().errors).toEqual([{ field: 'etapa', message: API_ERRORS.etapaNaoEncontrada }]);
    expect((await call(t.app, { url: '/api/obras/list', token: theirs })).json()).toEqual([]);
  });

  it('may use the same CPF/CNPJ and etapa numbers as ours: uniqueness is per empresa', async () => {
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/fornecedores/create',
          token: theirs,
          body: novoCliente(2),
        })
      ).statusCode,
    ).toBe(200);
    const etapa = await call(t.app, {
      method: 'POST',
      url: '/api/etapas/create',
      token: theirs,
      body: { numero: '01', nome: 'Deles' },
    });
    expect(etapa.statusCode).toBe(200);
  });
});
