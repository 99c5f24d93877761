import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { countRows, type Etapa, itensFor, seedCatalogo, seedClienteObra, send } from './orcamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// Who may reach budgets and models: a token, the role admin or financeiro for writes, and the
// records of one's own empresa only.

let t: TestApp;
let admin: string;
let etapas: Etapa[];
let ours: { orcamento: { id: number; itens: { id: number }[] }; modelo: { id: number } };
let clienteObra: Awaited<ReturnType<typeof seedClienteObra>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).token;
  etapas = await seedCatalogo(t, admin, { etapas: 2, subetapas: 3 });
  clienteObra = await seedClienteObra(t, admin, 1);
  const orcamento = (await send(t, admin, 'POST', '/api/orcamentos/create', budget())).json();
  const modelo = (
    await send(t, admin, 'POST', '/api/orcamentos/modelos/create', { nome: 'Nosso modelo' })
  ).json();
  ours = { orcamento, modelo };
});
afterAll(() => t.close());

const budget = () => ({
  nome: 'Nosso orçamento',
  id_cliente: clienteObra.cliente.id,
  obra: clienteObra.obra.id,
  itens: itensFor(etapas.slice(0, 1)),
});

const READS = () => [
  '/api/orcamentos/list',
  `/api/orcamentos/get/${ours.orcamento.id}`,
  '/api/orcamentos/itens/list',
  '/api/orcamentos/subitens/list',
  '/api/orcamentos/modelos/list',
  `/api/orcamentos/modelos/get/${ours.modelo.id}`,
  `/api/orcamentos/export/${ours.orcamento.id}/pdf`,
  `/api/orcamentos/export/${ours.orcamento.id}/xlsx`,
];

/** Every write call, with a body that would succeed for an admin of the test empresa. */
const WRITES = () =>
  [
    ['POST', '/api/orcamentos/create', budget()],
    ['PUT', `/api/orcamentos/edit/${ours.orcamento.id}`, { nome: 'Alterado' }],
    ['POST', `/api/orcamentos/duplicate/${ours.orcamento.id}`, undefined],
    ['POST', '/api/orcamentos/itens/create', { orcamento: ours.orcamento.id, etapa: etapas[1]!.id }],
    [
      'POST',
      '/api/orcamentos/subitens/create',
      {
        item: ours.orcamento.itens[0]!.id,
        subetapa: etapas[0]!.subetapas[2]!.id,
        unidade: 'kg',
        quantidade: '1',
        valor_unitario: '1',
      },
    ],
    ['POST', '/api/orcamentos/modelos/create', { nome: 'Novo modelo' }],
    ['PUT', `/api/orcamentos/modelos/edit/${ours.modelo.id}`, { nome: 'Alterado' }],
    ['POST', `/api/orcamentos/modelos/from-orcamento/${ours.orcamento.id}`, { nome: 'Salvo' }],
    ['DELETE', `/api/orcamentos/delete/${ours.orcamento.id}`, undefined],
  ] as const;

const snapshot = async () => ({
  rows: await countRows(t),
  orcamento: (await send(t, admin, 'GET', `/api/orcamentos/get/${ours.orcamento.id}`)).json(),
  modelos: (await send(t, admin, 'GET', '/api/orcamentos/modelos/list')).json(),
});

describe('orcamentos access', () => {
  it('answers 401 Token inválido. to every call without a valid token', async () => {
    for (const url of READS()) {
      const res = await call(t.app, { url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Token inválido.' });
    }
    for (const [method, url, body] of WRITES()) {
      expect((await call(t.app, { method, url, body, token: 'inventado' })).statusCode, url).toBe(401);
    }
  });

  it('lets leitura and lançamentos users read everything but write nothing (403)', async () => {
    const before = await snapshot();
    for (const [role, email] of [
      ['leitura', 'leitura@teste.com.br'],
      ['lancamentos', 'lancamentos@teste.com.br'],
    ] as const) {
      const token = await signInWithRole(t, admin, [role], email);
      for (const url of READS()) expect((await call(t.app, { url, token })).statusCode, url).toBe(200);
      for (const [method, url, body] of WRITES()) {
        const res = await call(t.app, { method, url, token, body });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: API_ERRORS.semPermissao });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a financeiro user make every write', async () => {
    const token = await signInWithRole(t, admin, ['financeiro'], 'financeiro@teste.com.br');
    for (const [method, url, body] of WRITES()) {
      const res = await call(t.app, { method, url, token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
    ours.orcamento = (await send(t, admin, 'POST', '/api/orcamentos/create', budget())).json();
  });

  it('documents every call in the OpenAPI page', async () => {
    const paths = Object.keys((await call(t.app, { url: '/api/docs/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orcamentos/list',
        '/api/orcamentos/get/{id}',
        '/api/orcamentos/create',
        '/api/orcamentos/edit/{id}',
        '/api/orcamentos/delete/{id}',
        '/api/orcamentos/duplicate/{id}',
        '/api/orcamentos/itens/list',
        '/api/orcamentos/subitens/list',
        '/api/orcamentos/itens/create',
        '/api/orcamentos/subitens/create',
        '/api/orcamentos/modelos/list',
        '/api/orcamentos/modelos/get/{id}',
        '/api/orcamentos/modelos/create',
        '/api/orcamentos/modelos/edit/{id}',
        '/api/orcamentos/modelos/from-orcamento/{id}',
        '/api/orcamentos/export/{id}/pdf',
        '/api/orcamentos/export/{id}/xlsx',
      ]),
    );
  });
});

describe("another empresa's budgets", () => {
  let theirs: string;
  beforeAll(async () => {
    theirs = await signInOtherEmpresa(t);
  });

  it('are invisible: empty lists and 404 for every call by id, with nothing changed', async () => {
    const before = await snapshot();
    for (const url of READS().filter((u) => u.includes('/list'))) {
      expect((await call(t.app, { url, token: theirs })).json(), url).toEqual([]);
    }
    const id = ours.orcamento.id;
    for (const [method, url, body] of [
      ['GET', `/api/orcamentos/get/${id}`, undefined],
      ['GET', `/api/orcamentos/export/${id}/pdf`, undefined],
      ['GET', `/api/orcamentos/export/${id}/xlsx`, undefined],
      ['GET', `/api/orcamentos/modelos/get/${ours.modelo.id}`, undefined],
      ['PUT', `/api/orcamentos/edit/${id}`, { nome: 'Invasor' }],
      ['PUT', `/api/orcamentos/modelos/edit/${ours.modelo.id}`, { nome: 'Invasor' }],
      ['POST', `/api/orcamentos/duplicate/${id}`, undefined],
      ['POST', `/api/orcamentos/modelos/from-orcamento/${id}`, { nome: 'Invasor' }],
      ['DELETE', `/api/orcamentos/delete/${id}`, undefined],
    ] as const) {
      const res = await call(t.app, { method, url, body, token: theirs });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const item = await send(t, theirs, 'POST', '/api/orcamentos/itens/create', {
      orcamento: id,
      etapa: etapas[1]!.id,
    });
    expect(item.json().errors).toEqual([{ field: 'orcamento', message: API_ERRORS.orcamentoNaoEncontrado }]);
    const subitem = await send(t, theirs, 'POST', '/api/orcamentos/subitens/create', {
      item: ours.orcamento.itens[0]!.id,
      subetapa: etapas[0]!.subetapas[2]!.id,
      unidade: 'kg',
      quantidade: '1',
      valor_unitario: '1',
    });
    expect(subitem.json().errors).toEqual([
      { field: 'item', message: API_ERRORS.itemOrcamentoNaoEncontrado },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('cannot reference our cliente, obra, model, etapas or subetapas (400, nothing written)', async () => {
    const before = await countRows(t);
    const res = await send(t, theirs, 'POST', '/api/orcamentos/create', {
      ...budget(),
      modelo: ours.modelo.id,
      itens: itensFor(etapas),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'id_cliente', message: API_ERRORS.clienteNaoEncontrado },
        { field: 'obra', message: API_ERRORS.obraNaoEncontrada },
        { field: 'modelo', message: API_ERRORS.modeloNaoEncontrado },
        { field: 'itens.0.etapa', message: API_ERRORS.etapaNaoEncontrada },
        { field: 'itens.1.subitens.1.subetapa', message: API_ERRORS.subetapaNaoEncontrada },
      ]),
    );
    expect(await countRows(t)).toEqual(before);
  });

  it("cannot slip another empresa's subetapa into our own budget", async () => {
    const [theirEtapa] = await seedCatalogo(t, theirs, { etapas: 1, subetapas: 1, first: 7 });
    const before = await countRows(t);
    const itens = itensFor(etapas);
    itens[0]!.subitens.push({
      subetapa: theirEtapa!.subetapas[0]!.id,
      unidade: 'kg',
      quantidade: '1',
      valor_unitario: '1',
    });
    const res = await send(t, admin, 'PUT', `/api/orcamentos/edit/${ours.orcamento.id}`, { itens });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'itens.0.subitens.2.subetapa', message: API_ERRORS.subetapaNaoEncontrada },
    ]);
    expect(await countRows(t)).toEqual(before);
  });
});
