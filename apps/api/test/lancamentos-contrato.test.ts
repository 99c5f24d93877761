import { API_ERRORS } from '@gdo/domain/messages';
import { contratoExcedidoMessage } from '@gdo/domain/messages-valores';
import { formatBRL } from '@gdo/domain/money';
import { describe, expect, it } from 'vitest';
import { countLancamentos, lancarNaCena, seedObraComOrcamento, useCena } from './lancamentos';
import { send } from './orcamentos';
import { created } from './registers';

// Entries charged to a contract: the contract's value is a limit that only an explicit
// confirmation passes, checked with the contract row locked so concurrent entries cannot both
// slip under it; and the contract's paid, committed and balance follow its entries.

const ctx = useCena();

type Contrato = { id: number; valor: string; valor_pago: string; valor_comprometido: string; saldo: string };

const novoContrato = (valor: string) =>
  created<Contrato>(ctx.t, ctx.token, '/api/contratos/create', {
    obra: ctx.cena.obra.id,
    fornecedor: ctx.cena.fornecedor.id,
    numero: `CT-${valor}`,
    objeto: 'Fornecimento de concreto usinado',
    valor,
  });

const contrato = async (id: number): Promise<Contrato> =>
  (await send(ctx.t, ctx.token, 'GET', `/api/contratos/get/${id}`)).json();

describe('lancamentos against a contract', () => {
  it("sorts the contracts' list by what is em aberto on each, either way", async () => {
    const pouco = await novoContrato('5000.01');
    const muito = await novoContrato('5000.02');
    const nada = await novoContrato('5000.03');
    expect(
      (await lancarNaCena(ctx, 'rdo', { contrato: pouco.id, valor_comprometido: '10' })).statusCode,
    ).toBe(200);
    expect(
      (await lancarNaCena(ctx, 'rdo', { contrato: muito.id, valor_comprometido: '900' })).statusCode,
    ).toBe(200);
    const ordem = async (sort: string) =>
      (
        (
          await send(ctx.t, ctx.token, 'GET', `/api/contratos/list?q=CT-5000.0&sort=${sort}`)
        ).json() as Contrato[]
      ).map((c) => c.id);
    expect(await ordem('-valor_comprometido')).toEqual([muito.id, pouco.id, nada.id]);
    expect(await ordem('valor_comprometido')).toEqual([nada.id, pouco.id, muito.id]);
  });

  it('refuses an entry that takes the contract past its value, saying by how much, unless confirmed', async () => {
    const { id } = await novoContrato('1000.00');
    const first = await lancarNaCena(ctx, 'rdo', { contrato: id, valor_comprometido: '700' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ contrato: id, contrato_numero: 'CT-1000.00' });
    const before = await countLancamentos(ctx.t);
    const over = await lancarNaCena(ctx, 'rdo', { contrato: id, valor_comprometido: '300.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(contratoExcedidoMessage('0.01'));
    expect(over.json().message).toContain(formatBRL('0.01'));
    expect(await countLancamentos(ctx.t)).toBe(before);
    const exact = await lancarNaCena(ctx, 'rdo', { contrato: id, valor_comprometido: '300' });
    expect(exact.statusCode).toBe(200);
    const confirmed = await lancarNaCena(ctx, 'rdo', {
      contrato: id,
      valor_comprometido: '1234.56',
      confirmar_excedente: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await contrato(id)).toMatchObject({
      valor: '1000.00',
      valor_pago: '0.00',
      valor_comprometido: '2234.56',
      saldo: '1000.00',
      valor_disponivel: '-1234.56',
    });
    // Marking an entry paid does not raise the contract's use: it passes on a contract already over.
    const paid = await send(ctx.t, ctx.token, 'PUT', `/api/rdo/lancamentos/edit/${first.json().id}`, {
      valor_pagamento: '700',
      data_pagamento: '2026-03-20',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Raising one does not, without the confirmation.
    const raised = await send(ctx.t, ctx.token, 'PUT', `/api/rdo/lancamentos/edit/${exact.json().id}`, {
      valor_comprometido: '300.50',
    });
    expect(raised.statusCode).toBe(409);
    expect(raised.json().message).toContain(formatBRL('1235.06'));
  });

  it('counts RDA entries and payments against the contract: paid, committed, balance', async () => {
    const { id } = await novoContrato('5000.00');
    await lancarNaCena(ctx, 'rda', { contrato: id, valor_comprometido: '1200' });
    await lancarNaCena(ctx, 'rdo', {
      contrato: id,
      valor_comprometido: '2000',
      valor_pagamento: '800',
      data_pagamento: '2026-03-05',
    });
    await lancarNaCena(ctx, 'rdo', {
      contrato: id,
      valor_comprometido: null,
      valor_pagamento: '500',
      data_pagamento: '2026-03-06',
    });
    expect(await contrato(id)).toMatchObject({
      valor_pago: '1300.00',
      valor_comprometido: '2400.00',
      saldo: '3700.00',
      valor_disponivel: '1300.00',
    });
    const listed = (
      await send(ctx.t, ctx.token, 'GET', `/api/contratos/list?obra=${ctx.cena.obra.id}`)
    ).json();
    expect(listed.find((c: Contrato) => c.id === id)).toMatchObject({
      valor_pago: '1300.00',
      saldo: '3700.00',
    });
    const over = await lancarNaCena(ctx, 'rda', { contrato: id, valor_comprometido: '1300.02' });
    expect(over.json().message).toBe(contratoExcedidoMessage('0.02'));
  });

  it('lets only one of several concurrent entries take the last of the contract', async () => {
    const { id } = await novoContrato('1000.00');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        lancarNaCena(ctx, i % 2 ? 'rda' : 'rdo', { contrato: id, valor_comprometido: '600' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await contrato(id)).toMatchObject({ valor_comprometido: '600.00', valor_disponivel: '400.00' });
  });

  it('needs the contract to be of the entry’s obra and fornecedor', async () => {
    const { id } = await novoContrato('1000.00');
    const fornecedor = await lancarNaCena(ctx, 'rdo', {
      contrato: id,
      fornecedor: ctx.cena.outroFornecedor.id,
    });
    expect(fornecedor.json().errors).toEqual([
      { field: 'contrato', message: API_ERRORS.contratoDeOutroFornecedor },
    ]);
    const outra = await seedObraComOrcamento(ctx.t, ctx.token, 7, ctx.cena.etapas);
    await send(ctx.t, ctx.token, 'POST', '/api/rdo/create', {
      obra: outra.obra.id,
      orcamento: outra.orcamento.id,
    });
    const obra = await lancarNaCena(ctx, 'rdo', { contrato: id, obra: outra.obra.id });
    expect(obra.json().errors).toEqual([{ field: 'contrato', message: API_ERRORS.contratoDeOutraObra }]);
    const missing = await lancarNaCena(ctx, 'rdo', { contrato: 999_999 });
    expect(missing.json().errors).toEqual([{ field: 'contrato', message: API_ERRORS.contratoNaoEncontrado }]);
  });

  it('keeps a contract with entries on its obra and fornecedor', async () => {
    const { id } = await novoContrato('1000.00');
    await lancarNaCena(ctx, 'rdo', { contrato: id });
    const moved = await send(ctx.t, ctx.token, 'PUT', `/api/contratos/edit/${id}`, {
      fornecedor: ctx.cena.outroFornecedor.id,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(API_ERRORS.contratoComLancamentos);
    const ok = await send(ctx.t, ctx.token, 'PUT', `/api/contratos/edit/${id}`, { valor: '2000' });
    expect(ok.json()).toMatchObject({ valor: '2000.00', saldo: '2000.00', valor_disponivel: '1000.00' });
  });
});
