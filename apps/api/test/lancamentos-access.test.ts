import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import {
  type Cena,
  countLancamentos,
  lancar,
  novoLancamento,
  seedCena,
  seedObraComOrcamento,
} from './lancamentos';
import { send } from './orcamentos';
import { errorFields, signInOtherEmpresa, signInWithRole } from './registers';

// Who may reach contracts, documents and entries: every role reads; admin and financeiro write
// contracts and documents; the lancamentos role writes entries too; leitura writes nothing.

let t: TestApp;
let admin: string;
let cena: Cena;
let ids: { contrato: number; rdo: number; lancamento: number; obraSemRda: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).token;
  cena = await seedCena(t, admin);
  const contrato = await call(t.app, {
    method: 'POST',
    url: '/api/contratos/create',
    token: admin,
    body: { obra: cena.obra.id, fornecedor: cena.fornecedor.id, objeto: 'Telhado', valor: '100000' },
  });
  const lancamento = await call(t.app, {
    method: 'POST',
    url: '/api/rdo/lancamentos/create',
    token: admin,
    body: novoLancamento(cena),
  });
  const semRda = await seedObraComOrcamento(t, admin, 2, cena.etapas);
  ids = {
    contrato: contrato.json().id,
    rdo: cena.rdo.id,
    lancamento: lancamento.json().id,
    obraSemRda: semRda.obra.id,
  };
});
afterAll(() => t.close());

const READS = () => [
  '/api/contratos/list',
  `/api/contratos/get/${ids.contrato}`,
  '/api/rdo/list',
  '/api/rda/list',
  '/api/rdo/lancamentos/list',
  '/api/rda/lancamentos/list',
  `/api/rdo/lancamentos/list/obra/${cena.obra.id}`,
  `/api/rdo/lancamentos/get/${ids.lancamento}`,
  `/api/rdo/lancamentos/export/obra/${cena.obra.id}/pdf`,
  `/api/rdo/lancamentos/export/obra/${cena.obra.id}/xlsx`,
];

type Write = readonly ['POST' | 'PUT' | 'DELETE', string, unknown];

const CONTRACT_AND_DOCUMENT_WRITES = (): Write[] => [
  [
    'POST',
    '/api/contratos/create',
    { obra: cena.obra.id, fornecedor: cena.fornecedor.id, objeto: 'X', valor: '1' },
  ],
  ['PUT', `/api/contratos/edit/${ids.contrato}`, { objeto: 'Telhado e calhas' }],
  ['POST', '/api/rdo/edit', { id: ids.rdo, status: 1 }],
  ['POST', '/api/rda/create', { obra: ids.obraSemRda }],
];

const ENTRY_WRITES = (): Write[] => [
  ['POST', '/api/rdo/lancamentos/create', novoLancamento(cena)],
  ['PUT', `/api/rdo/lancamentos/edit/${ids.lancamento}`, { nf: '42' }],
  ['DELETE', `/api/rdo/lancamentos/delete/${ids.lancamento}`, undefined],
];

describe('contracts, documents and entries access', () => {
  it('lets leitura read everything and write nothing (403)', async () => {
    const token = await signInWithRole(t, admin, ['leitura'], 'leitura@teste.com.br');
    for (const url of READS()) expect((await call(t.app, { url, token })).statusCode, url).toBe(200);
    const before = await countLancamentos(t);
    for (const [method, url, body] of [...CONTRACT_AND_DOCUMENT_WRITES(), ...ENTRY_WRITES()]) {
      const res = await call(t.app, { method, url, token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: API_ERRORS.semPermissao });
    }
    expect(await countLancamentos(t)).toBe(before);
  });

  it('lets the lancamentos role write entries, but not contracts or documents', async () => {
    const token = await signInWithRole(t, admin, ['lancamentos'], 'lancamentos@teste.com.br');
    for (const [method, url, body] of CONTRACT_AND_DOCUMENT_WRITES()) {
      expect((await call(t.app, { method, url, token, body })).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of ENTRY_WRITES()) {
      const res = await call(t.app, { method, url, token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });

  it('lets financeiro write contracts and documents', async () => {
    const token = await signInWithRole(t, admin, ['financeiro'], 'financeiro@teste.com.br');
    for (const [method, url, body] of CONTRACT_AND_DOCUMENT_WRITES()) {
      const res = await call(t.app, { method, url, token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });

  it('documents every call, and the totals headers, in the OpenAPI page', async () => {
    const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/contratos/list',
        '/api/contratos/create',
        '/api/contratos/edit/{id}',
        '/api/contratos/get/{id}',
        ...['rdo', 'rda'].flatMap((tipo) => [
          `/api/${tipo}/list`,
          `/api/${tipo}/create`,
          `/api/${tipo}/edit`,
          `/api/${tipo}/lancamentos/list`,
          `/api/${tipo}/lancamentos/list/obra/{id}`,
          `/api/${tipo}/lancamentos/create`,
          `/api/${tipo}/lancamentos/edit/{id}`,
          `/api/${tipo}/lancamentos/get/{id}`,
          `/api/${tipo}/lancamentos/delete/{id}`,
          `/api/${tipo}/lancamentos/export/obra/{id}/pdf`,
          `/api/${tipo}/lancamentos/export/obra/{id}/xlsx`,
        ]),
      ]),
    );
    const headers = doc.paths['/api/rda/lancamentos/list/obra/{id}'].get.responses['200'].headers;
    expect(Object.keys(headers)).toEqual([
      'x-total-count',
      'x-total-comprometido',
      'x-total-pago',
      'x-total-aberto',
    ]);
  });
});

describe('CORS', () => {
  it('lets a web app on another origin read the totals headers', async () => {
    const cors = await createTestApp({ CORS_ORIGIN: 'http://localhost:5173' });
    try {
      const token = (await signIn(cors.app)).token;
      const res = await call(cors.app, {
        url: '/api/rdo/lancamentos/list',
        token,
        headers: { origin: 'http://localhost:5173' },
      });
      expect(res.statusCode).toBe(200);
      const exposed = String(res.headers['access-control-expose-headers']).split(/,\s*/);
      expect(exposed).toEqual([
        'x-total-count',
        'x-total-capped',
        'x-total-comprometido',
        'x-total-pago',
        'x-total-aberto',
      ]);
    } finally {
      await cors.close();
    }
  });
});

describe('lancamentos of another empresa', () => {
  it('are invisible, and its records cannot be referenced', async () => {
    const nossa = (await lancar(t, admin, 'rdo', novoLancamento(cena, { descricao: 'Nossa' }))).json();
    const vizinha = await signInOtherEmpresa(t);
    const deles = await seedCena(t, vizinha, 5);
    const delesLancamento = (await lancar(t, vizinha, 'rdo', novoLancamento(deles))).json();
    for (const url of [
      `/api/rdo/lancamentos/get/${nossa.id}`,
      `/api/rdo/lancamentos/list/obra/${cena.obra.id}`,
    ]) {
      expect((await send(t, vizinha, 'GET', url)).statusCode, url).toBe(404);
    }
    expect(
      (await send(t, vizinha, 'PUT', `/api/rdo/lancamentos/edit/${nossa.id}`, { nf: 'x' })).statusCode,
    ).toBe(404);
    expect((await send(t, vizinha, 'DELETE', `/api/rdo/lancamentos/delete/${nossa.id}`)).statusCode).toBe(
      404,
    );
    const theirList = (await send(t, vizinha, 'GET', '/api/rdo/lancamentos/list')).json();
    expect(theirList.map((l: { id: number }) => l.id)).toEqual([delesLancamento.id]);
    // Our obra, fornecedor, etapa and document are unknown to them, and theirs to us.
    const refs = await lancar(t, vizinha, 'rdo', novoLancamento(deles, { fornecedor: cena.fornecedor.id }));
    expect(refs.json().errors).toEqual([
      { field: 'fornecedor', message: API_ERRORS.fornecedorNaoEncontrado },
    ]);
    const obra = await lancar(t, vizinha, 'rdo', novoLancamento(deles, { obra: cena.obra.id }));
    expect(obra.json().errors).toEqual([{ field: 'obra', message: API_ERRORS.obraNaoEncontrada }]);
    const doc = await lancar(t, admin, 'rdo', novoLancamento(cena, { documento: deles.rdo.id }));
    expect(doc.json().errors).toEqual([{ field: 'documento', message: API_ERRORS.documentoNaoEncontrado }]);
    const etapa = await lancar(t, admin, 'rdo', novoLancamento(cena, { etapa: deles.etapas[0]!.id }));
    expect(errorFields(etapa.json())).toEqual(['etapa']);
  });
});
