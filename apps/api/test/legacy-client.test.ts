import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { sumMoney } from '@gdo/domain/money';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { DATE_INPUT, entry, flatBudget, type Ids, MOMENT, ORIGIN, usuario } from './legacy-client';
import { signInWithRole } from './registers';

// Issue 16: the earlier product's web client (legacy-client.md), replayed call by call as it sends
// them — raw token, its exact bodies and values — and checked on the fields it reads: a truthy `id`
// on a create or edit, `id_user`/`token` on sign-in, `message` or `status: "ok"` on a delete, the
// flat `item`/`subitem` lists of a budget.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGIN: ORIGIN });
});
afterAll(() => t.close());

type Sent = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object };

/** As axios sends it: its origin, the raw token, JSON only on POST and PUT; no query string. */
function send({ method, url, body }: Sent, auth = token): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      ...(auth ? { authorization: auth } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

/** What the old client reads of a create or an edit: success is a truthy `id`. */
async function saved(sent: Sent): Promise<{ id: number } & Record<string, unknown>> {
  const res = await send(sent);
  expect(res.statusCode, `${sent.method} ${sent.url}: ${res.body}`).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
  expect(res.json().id).toBeTruthy();
  return res.json();
}

const get = async (url: string) => (await send({ method: 'GET', url })).json();

const ids: Ids = {};
const roles: Record<string, string> = {};

describe('the old client, call by call', () => {
  it('signs in and validates its token sent raw', async () => {
    const res = await send(
      {
        method: 'POST',
        url: '/api/autenticacao/autenticar',
        body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      },
      '',
    );
    const { id_user, token: issued } = res.json();
    expect([res.statusCode, Boolean(id_user), typeof issued]).toEqual([200, true, 'string']);
    token = issued;
    ids.admin = id_user;
    expect((await send({ method: 'GET', url: '/api/autenticacao/validatoken' })).statusCode).toBe(200);
  });

  it('creates users with its role names, and refuses an untouched role select in pt-BR', async () => {
    const maria = await saved({ method: 'POST', url: '/api/users/create', body: usuario({}) });
    expect([maria.permissoes, maria.status, maria.cpf]).toEqual([['admin'], 1, '12345678909']);
    ids.maria = maria.id;
    const gestor = await saved({
      method: 'POST',
      url: '/api/users/create',
      body: usuario({ email: 'gestor@construtora.com.br', cpf: '', permissoes: ['gestao'] }),
    });
    expect(gestor.permissoes).toEqual(['admin']);

    const untouched = await send({
      method: 'POST',
      url: '/api/users/create',
      body: usuario({ email: 'joao@construtora.com.br', cpf: '', permissoes: [''] }),
    });
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().errors).toEqual([
      { field: 'permissoes', message: FIELD_MESSAGES.permissoesVazias },
    ]);
  });

  it('edits a user with "password": "" and keeps the password', async () => {
    const body = {
      id: ids.maria,
      nome: 'MARIA DA SILVA SANTOS',
      email: 'maria@construtora.com.br',
      password: '',
      permissoes: ['financeiro'],
      status: '1',
    };
    const maria = await saved({ method: 'PUT', url: `/api/users/edit/${ids.maria}`, body });
    expect([maria.nome, maria.permissoes]).toEqual(['MARIA DA SILVA SANTOS', ['financeiro']]);
    const signIn = await send(
      {
        method: 'POST',
        url: '/api/autenticacao/autenticar',
        body: { email: body.email, password: 'senha-da-maria-1' },
      },
      '',
    );
    expect(signIn.statusCode).toBe(200);
  });

  it('creates and edits a cliente and a fornecedor with punctuated numbers and tipo_conta "1"', async () => {
    const cliente = {
      id: 0,
      cpf_cnpj: '123.456.789-09',
      nome: 'JOSÉ PEREIRA',
      telefone: '(31) 99999-8888',
      email: 'jose@exemplo.com.br',
      cep: '32015-670',
      uf: 'MG',
      status: 1,
    };
    ids.cliente = (await saved({ method: 'POST', url: '/api/clientes/create', body: cliente })).id;
    const edited = await saved({
      method: 'PUT',
      url: `/api/clientes/edit/${ids.cliente}`,
      body: { ...cliente, id: ids.cliente, responsavel: 'JOSÉ' },
    });
    expect(edited.cpf_cnpj).toBe('12345678909');

    const fornecedor = await saved({
      method: 'POST',
      url: '/api/fornecedores/create',
      body: {
        id: null,
        cpf_cnpj: '11.222.333/0001-81',
        nome: 'CIMENTOS BH LTDA',
        telefone: '(31) 3333-4444',
        email: 'vendas@cimentosbh.com.br',
        banco: '341',
        agencia: '1234',
        conta: '56789-0',
        tipo_conta: '1',
        pix: 'vendas@cimentosbh.com.br',
        status: '1',
      },
    });
    expect(fornecedor.tipo_conta).toBe(1);
    ids.fornecedor = fornecedor.id;
  });

  it('creates an obra with Unix-second dates, "NaN" for no date and a numbered tipo', async () => {
    const obra = await saved({
      method: 'POST',
      url: '/api/obras/create',
      body: {
        id: null,
        id_cliente: ids.cliente,
        nome: 'GALPÃO CONTAGEM',
        data_inicio: DATE_INPUT,
        previsao_entrega: 'NaN',
        data_entrega: '',
        tipo: 3,
        status: '1',
      },
    });
    expect([obra.data_inicio, obra.previsao_entrega, obra.data_entrega, obra.tipo]).toEqual([
      '2024-08-01',
      null,
      null,
      '3',
    ]);
    ids.obra = obra.id;
  });

  it('numbers etapas and subetapas as numbers: 10 and 1 under it are "10" and "10.01"', async () => {
    const etapa = await saved({
      method: 'POST',
      url: '/api/etapas/create',
      body: { id: null, numero: 10, nome: 'FUNDAÇÃO' },
    });
    expect(etapa.numero).toBe('10');
    const subetapa = await saved({
      method: 'POST',
      url: '/api/subetapas/create',
      body: { id: null, etapa: etapa.id, numero: 1, nome: 'ESTACAS' },
    });
    expect(subetapa.numero).toBe('10.01');
    const segunda = await saved({
      method: 'POST',
      url: '/api/subetapas/create',
      body: { etapa: etapa.id, numero: 2, nome: 'BLOCOS' },
    });
    const renamed = await saved({
      method: 'POST',
      url: '/api/etapas/update/',
      body: { id: etapa.id, numero: 10, nome: 'FUNDAÇÕES', status: '1' },
    });
    const moved = await saved({
      method: 'POST',
      url: '/api/subetapas/update/',
      body: { id: segunda.id, etapa: etapa.id, numero: 3, nome: 'BLOCOS' },
    });
    expect([renamed.nome, moved.numero]).toEqual(['FUNDAÇÕES', '10.03']);
    Object.assign(ids, { etapa: etapa.id, subetapa: subetapa.id, segunda: segunda.id });
  });

  it('creates a budget model with its own fields', async () => {
    const modelo = await saved({
      method: 'POST',
      url: '/api/orcamentos/modelos/create',
      body: { nome: 'MODELO GALPÃO', data_criacao: MOMENT, status: 1, tipo: 0 },
    });
    expect(modelo.nome).toBe('MODELO GALPÃO');
    ids.modelo = modelo.id;
  });

  it('creates and edits a flat budget: the same budget as the nested form, totals the server’s', async () => {
    const orcamento = await saved({
      method: 'POST',
      url: '/api/orcamentos/create',
      body: flatBudget(ids, 'ORÇAMENTO GALPÃO', '3'),
    });
    expect(orcamento.valor_total).toBe('3903.68');
    const [item] = orcamento.itens as {
      etapa: number;
      subitens: { subetapa: number; valor_total: string }[];
    }[];
    expect(item!.etapa).toBe(ids.etapa);
    expect(item!.subitens.map((s) => [s.subetapa, s.valor_total])).toEqual([
      [ids.subetapa, '3703.68'],
      [ids.segunda, '200.00'],
    ]);
    ids.orcamento = orcamento.id;

    const edited = await saved({
      method: 'PUT',
      url: `/api/orcamentos/edit/${orcamento.id}`,
      body: { id: orcamento.id, ...flatBudget(ids, 'ORÇAMENTO GALPÃO', '1') },
    });
    expect(edited.valor_total).toBe('1434.56');
  });

  it('reads the budget list and a budget with flat item and subitem lists', async () => {
    const rows = (await get('/api/orcamentos/list')) as Record<string, unknown>[];
    expect(rows.length).toBe(1);
    const read = await get(`/api/orcamentos/get/${ids.orcamento}`);
    for (const orcamento of [rows[0]!, read]) {
      expect(orcamento.item).toEqual([
        { id: ids.etapa, nome: 'FUNDAÇÕES', numero: '10', valor_total: '1434.56' },
      ]);
      expect(orcamento.subitem).toEqual([
        {
          id: ids.subetapa,
          numero: '10.01',
          nome: 'ESTACAS',
          etapa: 10,
          quantidade: '1.000',
          unidade: 'metro',
          valor_unitario: '1234.56',
          valor_total: '1234.56',
        },
        {
          id: ids.segunda,
          numero: '10.03',
          nome: 'BLOCOS',
          etapa: 10,
          quantidade: '2.000',
          unidade: 'unidade',
          valor_unitario: '100.00',
          valor_total: '200.00',
        },
      ]);
      const items = orcamento.item as { valor_total: string }[];
      expect(sumMoney(items.map((i) => i.valor_total))).toBe(orcamento.valor_total);
    }
    // Today's paged list stays as it is.
    const paged = await get('/api/orcamentos/list?page=1&pageSize=10');
    expect(paged[0].item).toBeUndefined();
  });

  it('is told by its origin or by axios’ Accept; today’s clients get today’s answers', async () => {
    const read = (headers: Record<string, string>) =>
      t.app.inject({
        url: `/api/orcamentos/get/${ids.orcamento}`,
        headers: { authorization: token, ...headers },
      });
    const today = (await read({ accept: 'application/json' })).json();
    expect([today.item, today.subitem, today.itens.length]).toEqual([undefined, undefined, 1]);
    expect((await read({})).json().item).toBeUndefined();
    expect((await read({ origin: 'https://outra.origem.com.br' })).json().item).toBeUndefined();
    const axios = (await read({ accept: 'application/json, text/plain, */*' })).json();
    expect(axios.item).toHaveLength(1);
  });

  it('duplicates a budget by sending it back under a new name, and deletes it (a truthy message)', async () => {
    const nome = 'ORÇAMENTO GALPÃO - cópia - 21-07-2024 - 20:29:12';
    const copy = await saved({
      method: 'POST',
      url: '/api/orcamentos/create',
      body: { id: ids.orcamento, ...flatBudget(ids, nome, '1') },
    });
    expect([copy.nome, copy.valor_total]).toEqual([nome, '1434.56']);
    const removed = await send({ method: 'DELETE', url: `/api/orcamentos/delete/${copy.id}` });
    expect([removed.statusCode, Boolean(removed.json().message)]).toEqual([200, true]);
  });

  it('creates the RDO with its document fields', async () => {
    const rdo = await saved({
      method: 'POST',
      url: '/api/rdo/create',
      body: {
        obra: ids.obra,
        status: '1',
        id_cliente: ids.cliente,
        orcamento: ids.orcamento,
        data_criacao: MOMENT,
      },
    });
    expect([rdo.tipo, rdo.orcamento]).toEqual(['rdo', ids.orcamento]);
    ids.rdo = rdo.id;
    const edited = await saved({
      method: 'POST',
      url: '/api/rdo/edit',
      body: {
        id: String(rdo.id),
        obra: ids.obra,
        status: '1',
        id_cliente: ids.cliente,
        orcamento: ids.orcamento,
      },
    });
    expect(edited.id).toBe(rdo.id);
    const rda = await saved({
      method: 'POST',
      url: '/api/rda/create',
      body: {
        obra: String(ids.obra),
        status: 1,
        id_cliente: ids.cliente,
        orcamento: '',
        data_criacao: MOMENT,
      },
    });
    expect([rda.tipo, rda.orcamento]).toEqual(['rda', null]);
    ids.rda = rda.id;
  });

  it('creates and edits a contract with Unix-second dates and numeric strings', async () => {
    const body = {
      id: null,
      obra: String(ids.obra),
      fornecedor: ids.fornecedor,
      numero: 'CT-01/2024',
      objeto: 'ESTACAS E BLOCOS',
      valor: '50000.00',
      data_inicio: DATE_INPUT,
      data_fim: 'NaN',
      etapa: '',
      subetapa: '',
      status: '1',
    };
    const contrato = await saved({ method: 'POST', url: '/api/contratos/create', body });
    expect([contrato.data_inicio, contrato.data_fim, contrato.valor]).toEqual([
      '2024-08-01',
      null,
      '50000.00',
    ]);
    const edited = await saved({
      method: 'PUT',
      url: `/api/contratos/edit/${contrato.id}`,
      // 2025-01-01 02:53:20 UTC: still 2024-12-31 on site.
      body: { ...body, id: contrato.id, data_fim: '1735700000' },
    });
    expect(edited.data_fim).toBe('2024-12-31');
  });

  it('creates an entry with "rdo", its ignored fields and "1 de 3", edits it at /api/RDO/ and deletes it', async () => {
    const created = await saved({ method: 'POST', url: '/api/rdo/lancamentos/create', body: entry(ids) });
    expect([
      created.documento,
      created.data_lancamento,
      created.data_nf,
      created.data_vencimento,
      created.parcela,
      created.usuario,
      created.valor_pagamento,
    ]).toEqual([ids.rdo, '2024-07-21', null, '2024-08-01', '1/3', ids.admin, '0.00']);

    const edited = await saved({
      method: 'PUT',
      url: `/api/RDO/lancamentos/edit/${created.id}`,
      body: entry(ids, {
        id: created.id,
        valor_pagamento: '1234.56',
        data_pagamento: DATE_INPUT,
        parcela: '2 de 3',
      }),
    });
    expect([edited.valor_pagamento, edited.data_pagamento, edited.parcela]).toEqual([
      '1234.56',
      '2024-08-01',
      '2/3',
    ]);

    const removed = await send({ method: 'DELETE', url: `/api/rdo/lancamentos/delete/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: expect.any(String), status: 'ok' });
  });

  it('keeps the RDA’s entries with "rdo" naming the RDA, at /api/RDA/', async () => {
    const created = await saved({
      method: 'POST',
      url: '/api/rda/lancamentos/create',
      body: entry(ids, {
        rdo: ids.rda,
        parcela: '',
        valor_comprometido: '',
        valor_pagamento: '80.00',
        data_pagamento: MOMENT,
      }),
    });
    expect([created.documento, created.parcela, created.data_pagamento]).toEqual([
      ids.rda,
      null,
      '2024-07-21',
    ]);
    const edited = await saved({
      method: 'PUT',
      url: `/api/RDA/lancamentos/edit/${created.id}`,
      body: entry(ids, { rdo: ids.rda, id: created.id, valor_pagamento: '90.00', data_pagamento: MOMENT }),
    });
    expect(edited.valor_pagamento).toBe('90.00');
    const read = await get(`/api/rda/lancamentos/get/${created.id}`);
    expect(read.id).toBe(created.id);
    const removed = await send({ method: 'DELETE', url: `/api/RDA/lancamentos/delete/${created.id}` });
    expect(removed.json()).toEqual({ message: expect.any(String), status: 'ok' });
  });

  it('loads every list it loads at sign-in, each an array it reads the length of', async () => {
    const lists = [
      '/api/etapas/list',
      '/api/subetapas/list',
      '/api/obras/list',
      '/api/fornecedores/list',
      '/api/users/list',
      '/api/rdo/list',
      '/api/rda/list',
      '/api/rdo/lancamentos/list',
      '/api/rda/lancamentos/list',
      `/api/rdo/lancamentos/list/obra/${ids.obra}`,
      '/api/clientes/list',
      '/api/contratos/list',
      '/api/orcamentos/list',
      '/api/orcamentos/modelos/list',
      '/api/orcamentos/itens/list',
      '/api/orcamentos/subitens/list',
    ];
    for (const url of lists) {
      const res = await send({ method: 'GET', url });
      expect([url, res.statusCode, Array.isArray(res.json())]).toEqual([url, 200, true]);
    }
  });
});

describe('what stays as it was for the old client', () => {
  it('lets its origin through the preflight of every method with its headers', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await t.app.inject({
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
    const diario = await signInWithRole(t, token, ['diario'], 'diario@construtora.com.br');
    const leitura = await signInWithRole(t, token, ['leitura'], 'leitura@construtora.com.br');
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
    await signInWithRole(t, token, ['lancamentos'], 'lancador@construtora.com.br');
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
      [token, 400],
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
