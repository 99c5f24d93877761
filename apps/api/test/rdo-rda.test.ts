import { API_ERRORS } from '@gdo/domain/messages';
import { describe, expect, it } from 'vitest';
import { lancarNaCena, seedObraComOrcamento, useCena } from './lancamentos';
import { itensFor, send } from './orcamentos';
import { created, errorFields, signInOtherEmpresa } from './registers';

// An obra's RDO and RDA: one of each per obra, the cliente read through the obra, the budget one
// of the obra's, totals of their entries, and the budgets they follow kept from deletion.

const ctx = useCena();

const post = (url: string, body?: unknown) => send(ctx.t, ctx.token, 'POST', url, body);
const get = (url: string) => send(ctx.t, ctx.token, 'GET', url);

describe('rdo and rda', () => {
  it('creates the obra’s documents with its cliente and budget, and lists each type apart', async () => {
    const nova = await seedObraComOrcamento(ctx.t, ctx.token, 2, ctx.cena.etapas);
    const res = await post('/api/rdo/create', {
      obra: nova.obra.id,
      orcamento: nova.orcamento.id,
      id_cliente: 999,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tipo: 'rdo',
      obra: nova.obra.id,
      obra_nome: nova.obra.nome,
      id_cliente: nova.cliente.id,
      cliente_nome: nova.cliente.nome,
      orcamento: nova.orcamento.id,
      orcamento_nome: 'Orçamento da obra 2',
      status: 1,
      lancamentos: 0,
      valor_pago: '0.00',
      valor_comprometido: '0.00',
    });
    const rdos = (await get('/api/rdo/list')).json();
    expect(rdos.map((d: { tipo: string }) => d.tipo)).toEqual(['rdo', 'rdo']);
    expect((await get(`/api/rda/list?obra=${nova.obra.id}`)).json()).toEqual([]);
    expect((await get(`/api/rdo/list?obra=${nova.obra.id}`)).json()).toEqual([res.json()]);
    expect((await get(`/api/rdo/list?q=${encodeURIComponent('Cliente 2')}`)).json()).toHaveLength(1);
  });

  it('answers 409 to a second RDO (or RDA) for an obra, even when both arrive at once', async () => {
    const again = await post('/api/rdo/create', { obra: ctx.cena.obra.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: API_ERRORS.rdoJaExiste,
      errors: [{ field: 'obra', message: API_ERRORS.rdoJaExiste }],
    });
    expect((await post('/api/rda/create', { obra: ctx.cena.obra.id })).json().message).toBe(
      API_ERRORS.rdaJaExiste,
    );
    const nova = await seedObraComOrcamento(ctx.t, ctx.token, 3, ctx.cena.etapas);
    const both = await Promise.all([1, 2, 3].map(() => post('/api/rda/create', { obra: nova.obra.id })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a budget of another obra, an unknown obra, and moving a document', async () => {
    const nova = await seedObraComOrcamento(ctx.t, ctx.token, 4, ctx.cena.etapas);
    const alheio = await post('/api/rdo/create', { obra: nova.obra.id, orcamento: ctx.cena.orcamento.id });
    expect(alheio.json().errors).toEqual([{ field: 'orcamento', message: API_ERRORS.orcamentoDeOutraObra }]);
    expect((await post('/api/rdo/create', { obra: 999_999 })).json().errors).toEqual([
      { field: 'obra', message: API_ERRORS.obraNaoEncontrada },
    ]);
    const moved = await post('/api/rdo/edit', { id: ctx.cena.rdo.id, obra: nova.obra.id });
    expect(moved.json().errors).toEqual([{ field: 'obra', message: API_ERRORS.obraDoDocumentoFixa }]);
    expect((await post('/api/rdo/edit', { id: 999_999, status: 2 })).statusCode).toBe(404);
    // The RDA's id on the RDO path is no RDO.
    expect((await post('/api/rdo/edit', { id: ctx.cena.rda.id, status: 2 })).statusCode).toBe(404);
    expect(errorFields((await post('/api/rdo/edit', { status: 2 })).json())).toEqual(['id']);
  });

  it('edits with the id in the body, and sums its entries into its figures', async () => {
    await lancarNaCena(ctx, 'rdo', {
      valor_comprometido: '1000',
      valor_pagamento: '250',
      data_pagamento: '2026-03-03',
    });
    await lancarNaCena(ctx, 'rdo', {
      valor_comprometido: null,
      valor_pagamento: '100',
      data_pagamento: '2026-03-04',
    });
    await lancarNaCena(ctx, 'rda', { valor_comprometido: '5000' });
    const [rdo] = (await get(`/api/rdo/list?obra=${ctx.cena.obra.id}`)).json();
    const orcamento = (await get(`/api/orcamentos/get/${ctx.cena.orcamento.id}`)).json();
    expect(rdo).toMatchObject({
      lancamentos: 2,
      valor_pago: '350.00',
      valor_comprometido: '750.00',
      orcamento_valor: orcamento.valor_total,
    });
    const saldo = (BigInt(orcamento.valor_total.replace('.', '')) - 110000n).toString();
    expect(rdo.saldo).toBe(`${saldo.slice(0, -2)}.${saldo.slice(-2)}`);
    const res = await post('/api/rdo/edit', { ...rdo, status: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ctx.cena.rdo.id, status: 2, lancamentos: 2 });
  });

  it('changes the budget only to one that holds every entry’s etapa and subetapa', async () => {
    const etapa = ctx.cena.etapas[1]!;
    const pequeno = await created(ctx.t, ctx.token, '/api/orcamentos/create', {
      nome: 'Só a segunda etapa',
      id_cliente: ctx.cena.cliente.id,
      obra: ctx.cena.obra.id,
      itens: itensFor([etapa], 2),
    });
    const refused = await post('/api/rda/edit', { id: ctx.cena.rda.id, orcamento: pequeno.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_ERRORS.lancamentosForaDoOrcamento);
    const empty = await seedObraComOrcamento(ctx.t, ctx.token, 5, ctx.cena.etapas);
    const semLancamentos = await post('/api/rda/create', { obra: empty.obra.id });
    const ok = await post('/api/rda/edit', { id: semLancamentos.json().id, orcamento: empty.orcamento.id });
    expect(ok.json()).toMatchObject({ orcamento: empty.orcamento.id });
    expect(
      (await post('/api/rda/edit', { id: ctx.cena.rda.id, orcamento: null })).json().orcamento,
    ).toBeNull();
  });
});

describe('budgets referenced by documents and contracts', () => {
  it('cannot be deleted while an RDO, RDA or contract holds them', async () => {
    const obra = await seedObraComOrcamento(ctx.t, ctx.token, 6, ctx.cena.etapas);
    const del = () => send(ctx.t, ctx.token, 'DELETE', `/api/orcamentos/delete/${obra.orcamento.id}`);
    const rdo = (await post('/api/rdo/create', { obra: obra.obra.id, orcamento: obra.orcamento.id })).json();
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: API_ERRORS.orcamentoReferenciado });
    await post('/api/rdo/edit', { id: rdo.id, orcamento: null });
    const contrato = await created(ctx.t, ctx.token, '/api/contratos/create', {
      obra: obra.obra.id,
      fornecedor: ctx.cena.fornecedor.id,
      objeto: 'Fundações',
      valor: '100',
      orcamento: obra.orcamento.id,
    });
    expect((await del()).statusCode).toBe(409);
    await send(ctx.t, ctx.token, 'PUT', `/api/contratos/edit/${contrato.id}`, { orcamento: null });
    const ok = await del();
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('stay with their obra while an RDO, RDA or contract holds them (409 on a move)', async () => {
    const obra = await seedObraComOrcamento(ctx.t, ctx.token, 7, ctx.cena.etapas);
    const outra = await seedObraComOrcamento(ctx.t, ctx.token, 8, ctx.cena.etapas);
    const mover = () =>
      send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${obra.orcamento.id}`, {
        id_cliente: outra.cliente.id,
        obra: outra.obra.id,
      });
    await post('/api/rda/create', { obra: obra.obra.id, orcamento: obra.orcamento.id });
    const refused = await mover();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: API_ERRORS.orcamentoObraFixa,
      errors: [{ field: 'obra', message: API_ERRORS.orcamentoObraFixa }],
    });
    const renamed = await send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${obra.orcamento.id}`, {
      nome: 'Orçamento revisto',
      obra: obra.obra.id,
    });
    expect(renamed.json()).toMatchObject({ nome: 'Orçamento revisto', obra: obra.obra.id });
    const livre = await send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${outra.orcamento.id}`, {
      id_cliente: obra.cliente.id,
      obra: obra.obra.id,
    });
    expect(livre.json()).toMatchObject({ obra: obra.obra.id });
  });
});

describe('documents of another empresa', () => {
  it('are invisible, and its obras and budgets cannot be used', async () => {
    const vizinha = await signInOtherEmpresa(ctx.t);
    expect((await send(ctx.t, vizinha, 'GET', '/api/rdo/list')).json()).toEqual([]);
    expect(
      (await send(ctx.t, vizinha, 'POST', '/api/rdo/edit', { id: ctx.cena.rdo.id, status: 2 })).statusCode,
    ).toBe(404);
    const res = await send(ctx.t, vizinha, 'POST', '/api/rda/create', { obra: ctx.cena.obra.id });
    expect(res.json().errors).toEqual([{ field: 'obra', message: API_ERRORS.obraNaoEncontrada }]);
  });
});
