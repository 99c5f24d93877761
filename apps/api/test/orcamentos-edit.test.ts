import { API_ERRORS } from '@gdo/domain/messages';
import { computeTotals } from '@gdo/domain/orcamento';
import { describe, expect, it } from 'vitest';
import { countRows, itensFor, send, useOrcamentoScope } from './orcamentos';

// Edit (the whole structure replaced at once, all or nothing), delete and duplicate.

const ctx = useOrcamentoScope();

type Orcamento = {
  id: number;
  nome: string;
  valor_total: string;
  valor_venda: string;
  versao: number;
  itens: { id: number; subitens: { id: number }[] }[];
  [key: string]: unknown;
};

const get = async (id: number): Promise<Orcamento> =>
  (await send(ctx.t, ctx.token, 'GET', `/api/orcamentos/get/${id}`)).json();
const edit = (id: number, body: unknown) => send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${id}`, body);
async function create(over: Record<string, unknown> = {}): Promise<Orcamento> {
  const res = await send(ctx.t, ctx.token, 'POST', '/api/orcamentos/create', {
    nome: 'Casa Conceição',
    id_cliente: ctx.casa.cliente.id,
    obra: ctx.casa.obra.id,
    bdi: '25',
    itens: itensFor(ctx.etapas),
    ...over,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

/** The budget without ids and change time: what an edit that changes nothing must keep. */
const withoutIds = ({ data_alteracao: _, itens, ...rest }: Orcamento) => ({
  ...rest,
  itens: itens.map(({ id: _id, subitens, ...item }) => ({
    ...item,
    subitens: subitens.map(({ id: _sid, ...s }) => s),
  })),
});

describe('orcamentos edit', () => {
  it('replaces the whole structure and recomputes every total', async () => {
    const original = await create();
    const before = await countRows(ctx.t);
    const novaEstrutura = itensFor(ctx.etapas.slice(1), 3);
    const res = await edit(original.id, { nome: 'Casa Conceição revisada', bdi: '0', itens: novaEstrutura });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    const totals = computeTotals(novaEstrutura, '0');
    expect(edited).toMatchObject({
      id: original.id,
      nome: 'Casa Conceição revisada',
      bdi: '0.00',
      valor_total: totals.valor_total,
      valor_venda: totals.valor_total,
    });
    expect(edited.itens.map((i: { etapa: number }) => i.etapa)).toEqual([
      ctx.etapas[1]!.id,
      ctx.etapas[2]!.id,
    ]);
    expect(edited.itens.map((i: { valor_total: string }) => i.valor_total)).toEqual(
      totals.itens.map((i) => i.valor_total),
    );
    expect(await countRows(ctx.t)).toEqual({ ...before, itens: before.itens - 1, subitens: before.subitens });
    expect(await get(original.id)).toEqual(edited);
  });

  it('leaves the budget exactly as it was when one subitem of the new structure is refused', async () => {
    const original = await create({ nome: 'Atômico' });
    const before = await countRows(ctx.t);
    const itens = itensFor(ctx.etapas, 3);
    itens[1]!.subitens[2] = { ...itens[1]!.subitens[2]!, subetapa: ctx.etapas[0]!.subetapas[0]!.id };
    const res = await edit(original.id, { nome: 'Não deve mudar', bdi: '50', itens });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'itens.1.subitens.2.subetapa', message: API_ERRORS.subetapaDeOutraEtapa },
    ]);
    expect(await get(original.id)).toEqual(original);
    expect(await countRows(ctx.t)).toEqual(before);
  });

  it('keeps what an edit leaves out, the structure included', async () => {
    const original = await create({ nome: 'Parcial' });
    const status = await edit(original.id, { status: 3 });
    expect(status.statusCode).toBe(200);
    expect(withoutIds(status.json())).toEqual(
      withoutIds({ ...original, status: 3, versao: original.versao + 1 }),
    );
    expect(status.json().itens.map((i: { id: number }) => i.id)).toEqual(original.itens.map((i) => i.id));
    const bdi = (await edit(original.id, { bdi: '10' })).json();
    expect(bdi).toMatchObject({
      valor_total: original.valor_total,
      valor_venda: computeTotals(itensFor(ctx.etapas), '10').valor_venda,
    });
    const semBdi = (await edit(original.id, { bdi: null })).json();
    expect(semBdi).toMatchObject({ bdi: null, valor_venda: original.valor_total });
  });

  it('accepts back what get returned, ignoring ids, names and totals', async () => {
    const original = await create({ nome: 'Ida e volta' });
    const tampered = {
      ...original,
      id: 1,
      valor_total: '0.01',
      cliente_nome: 'Outro',
      itens: original.itens.map((item) => ({ ...item, id: 1, valor_total: '7.00' })),
    };
    const res = await edit(original.id, tampered);
    expect(res.statusCode).toBe(200);
    expect(withoutIds(res.json())).toEqual(withoutIds({ ...original, versao: original.versao + 1 }));
  });

  it('checks a new cliente and obra together, and refuses an unknown budget with 404', async () => {
    const original = await create({ nome: 'Troca de obra' });
    const onlyCliente = await edit(original.id, { id_cliente: ctx.galpao.cliente.id });
    expect(onlyCliente.statusCode).toBe(400);
    expect(onlyCliente.json().errors).toEqual([{ field: 'obra', message: API_ERRORS.obraDeOutroCliente }]);
    const both = await edit(original.id, { id_cliente: ctx.galpao.cliente.id, obra: ctx.galpao.obra.id });
    expect(both.json()).toMatchObject({ cliente_nome: 'Indústria Ipê', obra: ctx.galpao.obra.id });
    const missing = await edit(999_999, { nome: 'Nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_ERRORS.orcamentoNaoEncontrado });
  });
});

describe('orcamentos delete and duplicate', () => {
  it('deletes a budget with its itens and subitens and answers {message}', async () => {
    const orcamento = await create({ nome: 'Para remover' });
    const before = await countRows(ctx.t);
    const res = await send(ctx.t, ctx.token, 'DELETE', `/api/orcamentos/delete/${orcamento.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Orçamento removido.' });
    const subitens = orcamento.itens.reduce((n, item) => n + item.subitens.length, 0);
    expect(await countRows(ctx.t)).toEqual({
      orcamentos: before.orcamentos - 1,
      itens: before.itens - orcamento.itens.length,
      subitens: before.subitens - subitens,
    });
    const again = await send(ctx.t, ctx.token, 'DELETE', `/api/orcamentos/delete/${orcamento.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: API_ERRORS.orcamentoNaoEncontrado });
    expect((await send(ctx.t, ctx.token, 'GET', `/api/orcamentos/get/${orcamento.id}`)).statusCode).toBe(404);
  });

  it('duplicates a budget as a new one named "(cópia)", Em elaboração, with the same structure and totals', async () => {
    const original = await create({ nome: 'Modelo de casa térrea', status: 2 });
    const before = await countRows(ctx.t);
    const res = await send(ctx.t, ctx.token, 'POST', `/api/orcamentos/duplicate/${original.id}`);
    expect(res.statusCode).toBe(200);
    const copia = res.json();
    expect(copia.id).not.toBe(original.id);
    expect(withoutIds({ ...copia, id: 0, data_cadastro: '' })).toEqual(
      withoutIds({ ...original, id: 0, nome: 'Modelo de casa térrea (cópia)', status: 4, data_cadastro: '' }),
    );
    expect(await countRows(ctx.t)).toEqual({
      orcamentos: before.orcamentos + 1,
      itens: before.itens + original.itens.length,
      subitens: before.subitens + original.itens.reduce((n, i) => n + i.subitens.length, 0),
    });
    expect(await get(original.id)).toEqual(original);
    expect(await get(copia.id)).toEqual(copia);
  });

  it('keeps a copy name within 200 characters and answers 404 for an unknown budget', async () => {
    const original = await create({ nome: 'x'.repeat(200), itens: [] });
    const copia = (await send(ctx.t, ctx.token, 'POST', `/api/orcamentos/duplicate/${original.id}`)).json();
    expect(copia.nome).toHaveLength(200);
    expect(copia.nome.endsWith('x (cópia)')).toBe(true);
    const missing = await send(ctx.t, ctx.token, 'POST', '/api/orcamentos/duplicate/999999');
    expect(missing.statusCode).toBe(404);
  });
});
