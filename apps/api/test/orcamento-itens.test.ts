import { API_ERRORS } from '@gdo/domain/messages';
import { computeTotals, ORCAMENTO_MESSAGES } from '@gdo/domain/orcamento';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers';
import { countRows, type Etapa, seedCatalogo, seedClienteObra, send } from './orcamentos';

// itens/create and subitens/create add to a budget that exists; their lists.

let t: TestApp;
let token: string;
let etapas: Etapa[];
let orcamento: { id: number; itens: { id: number; etapa: number }[] };
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  etapas = await seedCatalogo(t, token, { etapas: 3, subetapas: 12 });
  const { cliente, obra } = await seedClienteObra(t, token, 1);
  const res = await post('/api/orcamentos/create', {
    nome: 'Por partes',
    id_cliente: cliente.id,
    obra: obra.id,
    bdi: '7.5',
    itens: [
      {
        etapa: etapas[0]!.id,
        subitens: [
          {
            subetapa: etapas[0]!.subetapas[0]!.id,
            unidade: 'verba',
            quantidade: '1',
            valor_unitario: '1000',
          },
        ],
      },
    ],
  });
  orcamento = res.json();
});
afterAll(() => t.close());

const post = (url: string, body?: unknown) => send(t, token, 'POST', url, body);
const get = (url: string) => send(t, token, 'GET', url);

type Budget = {
  valor_total: string;
  valor_venda: string;
  itens: { id: number; valor_total: string; subitens: { quantidade: string; valor_unitario: string }[] }[];
};

/** The stored totals agree with a computation over the stored quantities and prices. */
async function expectConsistentTotals() {
  const budget: Budget = (await get(`/api/orcamentos/get/${orcamento.id}`)).json();
  const totals = computeTotals(budget.itens, '7.5');
  expect(budget.itens.map((i) => i.valor_total)).toEqual(totals.itens.map((i) => i.valor_total));
  expect(budget.valor_total).toBe(totals.valor_total);
  expect(budget.valor_venda).toBe(totals.valor_venda);
  return budget;
}

describe('orcamento itens and subitens', () => {
  it('adds an item with its subitens, computing its total and the budget totals', async () => {
    const [, etapa] = etapas;
    const res = await post('/api/orcamentos/itens/create', {
      orcamento: orcamento.id,
      etapa: etapa!.id,
      valor_total: '1.00',
      subitens: [
        { subetapa: etapa!.subetapas[0]!.id, unidade: 'm3', quantidade: '2.5', valor_unitario: '399.99' },
        { subetapa: etapa!.subetapas[1]!.id, unidade: 'kg', quantidade: '0.333', valor_unitario: '10.01' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orcamento: orcamento.id,
      etapa: etapa!.id,
      numero: etapa!.numero,
      nome: etapa!.nome,
      valor_total: '1003.31', // 999.975 → 999.98, 3.33333 → 3.33
      subitens: [{ valor_total: '999.98' }, { valor_total: '3.33' }],
    });
    const budget = await expectConsistentTotals();
    expect(budget.valor_total).toBe('2003.31');
  });

  it('adds a subitem to an item and updates the item and budget totals', async () => {
    const item = orcamento.itens[0]!;
    const subetapa = etapas[0]!.subetapas[1]!;
    const res = await post('/api/orcamentos/subitens/create', {
      item: item.id,
      subetapa: subetapa.id,
      unidade: 'dia',
      quantidade: '3',
      valor_unitario: '0.335',
    });
    expect(res.statusCode).toBe(400);
    const ok = await post('/api/orcamentos/subitens/create', {
      item: item.id,
      subetapa: subetapa.id,
      unidade: 'dia',
      quantidade: '3',
      valor_unitario: '0.35',
      valor_total: '999.00',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id: expect.any(Number),
      item: item.id,
      orcamento: orcamento.id,
      subetapa: subetapa.id,
      subetapa_numero: subetapa.numero,
      subetapa_nome: subetapa.nome,
      numero: subetapa.numero,
      nome: subetapa.nome,
      unidade: 'dia',
      quantidade: '3.000',
      valor_unitario: '0.35',
      valor_total: '1.05',
    });
    const budget = await expectConsistentTotals();
    expect(budget.itens[0]!.valor_total).toBe('1001.05');
  });

  it('keeps every cent when subitens are added to one budget concurrently', async () => {
    const item = orcamento.itens[0]!;
    const results = await Promise.all(
      etapas[0]!.subetapas.slice(2, 12).map((s, i) =>
        post('/api/orcamentos/subitens/create', {
          item: item.id,
          subetapa: s.id,
          unidade: 'unidade',
          quantidade: `${i + 1}.5`,
          valor_unitario: '3.33',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const budget = await expectConsistentTotals();
    expect(budget.itens[0]!.subitens).toHaveLength(12);
  });

  it.each([
    [
      'an etapa already in the budget (409)',
      '/api/orcamentos/itens/create',
      () => ({ orcamento: orcamento.id, etapa: etapas[0]!.id }),
      409,
      { field: 'etapa', message: ORCAMENTO_MESSAGES.etapaRepetida },
    ],
    [
      'an item whose subitem is of another etapa',
      '/api/orcamentos/itens/create',
      () => ({
        orcamento: orcamento.id,
        etapa: etapas[2]!.id,
        subitens: [
          { subetapa: etapas[2]!.subetapas[0]!.id, unidade: 'kg', quantidade: '1', valor_unitario: '1' },
          { subetapa: etapas[1]!.subetapas[5]!.id, unidade: 'kg', quantidade: '1', valor_unitario: '1' },
        ],
      }),
      400,
      { field: 'subitens.1.subetapa', message: API_ERRORS.subetapaDeOutraEtapa },
    ],
    [
      'an unknown budget',
      '/api/orcamentos/itens/create',
      () => ({ orcamento: 999_999, etapa: etapas[2]!.id }),
      400,
      { field: 'orcamento', message: API_ERRORS.orcamentoNaoEncontrado },
    ],
    [
      'a subitem of another etapa',
      '/api/orcamentos/subitens/create',
      () => ({
        item: orcamento.itens[0]!.id,
        subetapa: etapas[1]!.subetapas[9]!.id,
        unidade: 'kg',
        quantidade: '1',
        valor_unitario: '1',
      }),
      400,
      { field: 'subetapa', message: API_ERRORS.subetapaDeOutraEtapa },
    ],
    [
      'a subetapa already in the item (409)',
      '/api/orcamentos/subitens/create',
      () => ({
        item: orcamento.itens[0]!.id,
        subetapa: etapas[0]!.subetapas[0]!.id,
        unidade: 'kg',
        quantidade: '1',
        valor_unitario: '1',
      }),
      409,
      { field: 'subetapa', message: ORCAMENTO_MESSAGES.subetapaRepetida },
    ],
    [
      'an unknown item',
      '/api/orcamentos/subitens/create',
      () => ({
        item: 999_999,
        subetapa: etapas[0]!.subetapas[0]!.id,
        unidade: 'kg',
        quantidade: '1',
        valor_unitario: '1',
      }),
      400,
      { field: 'item', message: API_ERRORS.itemOrcamentoNaoEncontrado },
    ],
  ])('refuses %s and writes nothing', async (_, url, body, status, error) => {
    const before = await countRows(t);
    const totalBefore = (await get(`/api/orcamentos/get/${orcamento.id}`)).json().valor_total;
    const res = await post(url, body());
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toEqual([error]);
    expect(await countRows(t)).toEqual(before);
    expect((await get(`/api/orcamentos/get/${orcamento.id}`)).json().valor_total).toBe(totalBefore);
  });

  it('lists itens and subitens of a budget, an item, or the whole empresa, in budget order', async () => {
    const budget = (await get(`/api/orcamentos/get/${orcamento.id}`)).json();
    const itens = (await get(`/api/orcamentos/itens/list?orcamento=${orcamento.id}`)).json();
    expect(itens).toEqual(
      budget.itens.map(({ subitens: _, ...item }: { subitens: unknown }) => ({
        ...item,
        orcamento: orcamento.id,
      })),
    );
    expect((await get('/api/orcamentos/itens/list')).json()).toEqual(itens);
    const [first] = budget.itens;
    const subitens = (await get(`/api/orcamentos/subitens/list?item=${first.id}`)).json();
    expect(subitens).toEqual(
      first.subitens.map((s: object) => ({ ...s, item: first.id, orcamento: orcamento.id })),
    );
    const all = (await get(`/api/orcamentos/subitens/list?orcamento=${orcamento.id}`)).json();
    expect(all).toHaveLength(
      budget.itens.reduce((n: number, i: { subitens: unknown[] }) => n + i.subitens.length, 0),
    );
    const page = await get(
      `/api/orcamentos/subitens/list?orcamento=${orcamento.id}&sort=-valor_total&pageSize=3`,
    );
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.json()).toHaveLength(3);
    expect(page.json()[0].valor_total).toBe('1000.00');
  });
});
