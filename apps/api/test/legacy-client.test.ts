import { sumMoney } from '@gdo/domain/money';
import { describe, expect, it } from 'vitest';
import { DATE_INPUT, entry, flatBudget, MOMENT, useLegacyClient } from './legacy-client';
import { CADASTROS } from './legacy-client-cadastros';

// Issue 16: the earlier product's web client (legacy-client.md), replayed call by call as it sends
// them — raw token, its exact bodies and values — and checked on the fields it reads: a truthy `id`
// on a create or edit, `id_user`/`token` on sign-in, `message` or `status: "ok"` on a delete, the
// flat `item`/`subitem` lists of a budget. The registers' calls are in legacy-client-cadastros.ts;
// what stays as it was for the old client, in legacy-client-limites.test.ts.

const r = useLegacyClient();
const { ids, send, saved } = r;
const get = async (url: string) => (await send({ method: 'GET', url })).json();

describe('the old client, call by call', () => {
  for (const [name, step] of CADASTROS) it(name, () => step(r));

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
      r.t.app.inject({
        url: `/api/orcamentos/get/${ids.orcamento}`,
        headers: { authorization: r.token, ...headers },
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
