import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { computeTotals, ORCAMENTO_MESSAGES } from '@gdo/domain/orcamento';
import { describe, expect, it } from 'vitest';
import { countRows, type ItemBody, itensFor, send, useOrcamentoScope } from './orcamentos';

const ctx = useOrcamentoScope();

const post = (url: string, body?: unknown) => send(ctx.t, ctx.token, 'POST', url, body);
const get = (url: string) => send(ctx.t, ctx.token, 'GET', url);

const novo = (over: Record<string, unknown> = {}) => ({
  nome: 'Casa da família Conceição',
  id_cliente: ctx.casa.cliente.id,
  obra: ctx.casa.obra.id,
  bdi: '25',
  itens: itensFor(ctx.etapas),
  ...over,
});

// An independent computation in integer hundredths and thousandths, with BigInt.
const scaled = (value: string, places: number) => {
  const [int, frac = ''] = value.split('.');
  return BigInt(int! + frac.padEnd(places, '0'));
};
const roundDiv = (n: bigint, d: bigint) => (2n * (n % d) >= d ? n / d + 1n : n / d);
const money = (cents: bigint) => {
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};
function expectedTotals(itens: ItemBody[], bdi: string | null) {
  const itemTotals = itens.map((item) =>
    item.subitens.reduce(
      (sum, s) => sum + roundDiv(scaled(s.quantidade, 3) * scaled(s.valor_unitario, 2), 1000n),
      0n,
    ),
  );
  const total = itemTotals.reduce((a, b) => a + b, 0n);
  const venda = roundDiv(total * (10000n + scaled(bdi ?? '0', 2)), 10000n);
  return { itens: itemTotals.map(money), valor_total: money(total), valor_venda: money(venda) };
}

describe('orcamentos', () => {
  it('creates a budget in the nested shape, computing every total and ignoring the client totals', async () => {
    const body = novo();
    const withFakeTotals = {
      ...body,
      valor_total: '1.00',
      valor_venda: '2.00',
      itens: body.itens.map((item) => ({
        ...item,
        valor_total: '3.00',
        subitens: item.subitens.map((s) => ({ ...s, valor_total: '4.00' })),
      })),
    };
    const res = await post('/api/orcamentos/create', withFakeTotals);
    expect(res.statusCode).toBe(200);
    const orcamento = res.json();
    const expected = expectedTotals(body.itens, '25');
    const computed = computeTotals(body.itens, '25');
    expect(orcamento).toEqual({
      id: expect.any(Number),
      nome: 'Casa da família Conceição',
      id_cliente: ctx.casa.cliente.id,
      cliente_nome: 'Família Conceição',
      obra: ctx.casa.obra.id,
      obra_nome: 'Obra de Família Conceição',
      modelo: null,
      modelo_nome: null,
      status: 4, // Em elaboração: every new budget starts there (issue 13)
      bdi: '25.00',
      valor_total: expected.valor_total,
      valor_venda: expected.valor_venda,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
      itens: ctx.etapas.map((etapa, i) => ({
        id: expect.any(Number),
        etapa: etapa.id,
        etapa_numero: etapa.numero,
        etapa_nome: etapa.nome,
        numero: etapa.numero,
        nome: etapa.nome,
        valor_total: expected.itens[i],
        subitens: etapa.subetapas.slice(0, 2).map((s, j) => ({
          id: expect.any(Number),
          subetapa: s.id,
          subetapa_numero: s.numero,
          subetapa_nome: s.nome,
          numero: s.numero,
          nome: s.nome,
          unidade: 'm2',
          quantidade: Number(body.itens[i]!.subitens[j]!.quantidade).toFixed(3),
          valor_unitario: body.itens[i]!.subitens[j]!.valor_unitario,
          valor_total: computed.itens[i]!.subitens[j]!.valor_total,
        })),
      })),
    });
    expect(computed.valor_total).toBe(expected.valor_total);
    expect(computed.valor_venda).toBe(expected.valor_venda);
    expect((await get(`/api/orcamentos/get/${orcamento.id}`)).json()).toEqual(orcamento);
  });

  it('rounds each subitem half away from zero and applies the BDI once, to the cent', async () => {
    const [etapa] = ctx.etapas;
    const res = await post(
      '/api/orcamentos/create',
      novo({
        nome: 'Arredondamento',
        bdi: '10',
        itens: [
          {
            etapa: etapa!.id,
            numero: '1',
            nome: 'Fundações (ajustadas)',
            subitens: [
              {
                subetapa: etapa!.subetapas[0]!.id,
                unidade: 'unidade',
                quantidade: '3',
                valor_unitario: '33.33',
              },
              {
                subetapa: etapa!.subetapas[1]!.id,
                nome: 'Estaca hélice',
                unidade: 'metro',
                quantidade: '0.005',
                valor_unitario: '1',
              },
            ],
          },
        ],
      }),
    );
    const orcamento = res.json();
    expect(orcamento.itens[0]).toMatchObject({
      numero: '1',
      nome: 'Fundações (ajustadas)',
      valor_total: '100.00',
    });
    expect(orcamento.itens[0].subitens.map((s: { valor_total: string }) => s.valor_total)).toEqual([
      '99.99',
      '0.01',
    ]);
    expect(orcamento.itens[0].subitens[1]).toMatchObject({ nome: 'Estaca hélice', valor_unitario: '1.00' });
    expect(orcamento).toMatchObject({ valor_total: '100.00', valor_venda: '110.00', bdi: '10.00' });
    const semBdi = await post('/api/orcamentos/create', novo({ nome: 'Sem BDI', bdi: null, itens: [] }));
    expect(semBdi.json()).toMatchObject({ bdi: null, valor_total: '0.00', valor_venda: '0.00', itens: [] });
  });

  it.each([
    ['an unknown cliente', { id_cliente: 999_999 }, 'id_cliente', API_ERRORS.clienteNaoEncontrado],
    ['an unknown obra', { obra: 999_999 }, 'obra', API_ERRORS.obraNaoEncontrada],
    [
      'an obra of another cliente',
      () => ({ obra: ctx.galpao.obra.id }),
      'obra',
      API_ERRORS.obraDeOutroCliente,
    ],
    ['an unknown model', { modelo: 999_999 }, 'modelo', API_ERRORS.modeloNaoEncontrado],
    [
      'a subetapa of another etapa',
      () => ({ itens: withSubetapa(2, 1, ctx.etapas[1]!.subetapas[0]!.id) }),
      'itens.2.subitens.1.subetapa',
      API_ERRORS.subetapaDeOutraEtapa,
    ],
    [
      'an unknown subetapa',
      () => ({ itens: withSubetapa(1, 0, 999_999) }),
      'itens.1.subitens.0.subetapa',
      API_ERRORS.subetapaNaoEncontrada,
    ],
    [
      'an unknown etapa',
      () => ({ itens: [...itensFor(ctx.etapas), { etapa: 999_999, subitens: [] }] }),
      'itens.3.etapa',
      API_ERRORS.etapaNaoEncontrada,
    ],
    [
      'a repeated subetapa',
      () => ({ itens: withSubetapa(0, 1, ctx.etapas[0]!.subetapas[0]!.id) }),
      'itens.0.subitens.1.subetapa',
      ORCAMENTO_MESSAGES.subetapaRepetida,
    ],
    ['an id past int4', { obra: 2 ** 31 }, 'obra', FIELD_MESSAGES.valorInvalido],
    [
      'a unit price with a comma',
      () => ({ itens: withPrice('1,50') }),
      'itens.0.subitens.0.valor_unitario',
      FIELD_MESSAGES.valorMonetarioInvalido,
    ],
    [
      'a unit price above one record’s maximum',
      () => ({ itens: withPrice('10000000000.00') }),
      'itens.0.subitens.0.valor_unitario',
      FIELD_MESSAGES.valorMonetarioInvalido,
    ],
    [
      'a total past numeric(15,2)',
      () => ({ itens: withPrice('9999999999.99', '1000000') }),
      'itens.0.subitens.0.valor_total',
      ORCAMENTO_MESSAGES.totalExcedido,
    ],
    ['an unknown status', { status: 5 }, 'status', FIELD_MESSAGES.situacaoInvalida],
    ['a negative BDI', { bdi: '-0.01' }, 'bdi', ORCAMENTO_MESSAGES.bdiNegativo],
  ])('refuses %s with 400 on the field and writes nothing', async (_, over, field, message) => {
    const before = await countRows(ctx.t);
    const res = await post('/api/orcamentos/create', novo(typeof over === 'function' ? over() : over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_ERRORS.dadosInvalidos);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await countRows(ctx.t)).toEqual(before);
  });

  it('lists budgets with names, sale totals, search, filters, sorting and paging', async () => {
    await post('/api/orcamentos/create', {
      ...novo({
        nome: 'Galpão industrial',
        id_cliente: ctx.galpao.cliente.id,
        obra: ctx.galpao.obra.id,
        status: 2,
      }),
    });
    const all = (await get('/api/orcamentos/list')).json();
    expect(all.length).toBe(4);
    const galpaoRow = all.find((row: { nome: string }) => row.nome === 'Galpão industrial');
    expect(galpaoRow).toEqual({
      id: expect.any(Number),
      nome: 'Galpão industrial',
      id_cliente: ctx.galpao.cliente.id,
      cliente_nome: 'Indústria Ipê',
      obra: ctx.galpao.obra.id,
      obra_nome: 'Obra de Indústria Ipê',
      modelo: null,
      modelo_nome: null,
      status: 2,
      bdi: '25.00',
      valor_total: expectedTotals(itensFor(ctx.etapas), '25').valor_total,
      valor_venda: expectedTotals(itensFor(ctx.etapas), '25').valor_venda,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
    });
    // Newest first by default.
    expect(all[0].nome).toBe('Galpão industrial');
    const nomes = async (query: string) =>
      (await get(`/api/orcamentos/list${query}`)).json().map((row: { nome: string }) => row.nome);
    expect(await nomes('?q=galpao')).toEqual(['Galpão industrial']);
    expect(await nomes('?q=ipe')).toEqual(['Galpão industrial']); // the cliente's name, no accent
    expect(await nomes(`?obra=${ctx.galpao.obra.id}`)).toEqual(['Galpão industrial']);
    expect(await nomes('?status=2')).toEqual(['Galpão industrial']);
    expect(await nomes(`?id_cliente=${ctx.casa.cliente.id}&sort=nome`)).toEqual([
      'Arredondamento',
      'Casa da família Conceição',
      'Sem BDI',
    ]);
    const page = await get('/api/orcamentos/list?sort=-valor_total&page=2&pageSize=2');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json().map((row: { nome: string }) => row.nome)).toEqual(['Arredondamento', 'Sem BDI']);
    expect((await get('/api/orcamentos/list?obra=abc')).statusCode).toBe(400);
  });
});

function withSubetapa(item: number, subitem: number, subetapa: number) {
  const itens = itensFor(ctx.etapas);
  itens[item]!.subitens[subitem] = { ...itens[item]!.subitens[subitem]!, subetapa };
  return itens;
}

function withPrice(valor_unitario: string, quantidade = '1000') {
  const itens = itensFor(ctx.etapas);
  itens[0]!.subitens[0] = { ...itens[0]!.subitens[0]!, quantidade, valor_unitario };
  return itens;
}
