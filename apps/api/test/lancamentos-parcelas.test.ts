import { MONEY_MAX_INTEGER_DIGITS } from '@gdo/domain/fields';
import { LANCAMENTO_MESSAGES, vencimentosParcelas } from '@gdo/domain/lancamento';
import { contratoExcedidoMessage } from '@gdo/domain/messages-valores';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLancamentos, lancarNaCena, useCena } from './lancamentos';
import { created } from './registers';

// One request, N instalments: values that add up exactly to the total (the remainder cent on the
// last), each with its own due date and 'k/N', a shared grupo, and all saved or none.

const ctx = useCena();

type Parcela = {
  id: number;
  valor_comprometido: string;
  valor_pagamento: string;
  data_vencimento: string;
  parcela: string;
  grupo: string;
  descricao: string;
};

const cents = (money: string) => BigInt(money.replace('.', ''));
const money = (value: bigint) => {
  const digits = value.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** The instalments of a grupo as the database holds them, summed by PostgreSQL. */
async function stored(grupo: string) {
  const { rows } = await ctx.t.database.pool.query<{ n: string; total: string }>(
    'select count(*) n, sum(valor_comprometido)::text total from lancamentos where grupo = $1',
    [grupo],
  );
  return { n: Number(rows[0]!.n), total: rows[0]!.total };
}

const parcelar = (total: string, datas: string[], over: Record<string, unknown> = {}) =>
  lancarNaCena(ctx, 'rdo', {
    valor_comprometido: total,
    data_vencimento: '2026-01-01',
    parcelas: datas.map((data_vencimento) => ({ data_vencimento })),
    ...over,
  });

describe('lancamentos in instalments', () => {
  it('saves one entry per instalment: exact values, its due date, k/N and a shared grupo', async () => {
    const datas = vencimentosParcelas('2026-01-31', 3);
    const res = await parcelar('100.00', datas);
    expect(res.statusCode, res.body).toBe(200);
    const parcelas: Parcela[] = res.json();
    expect(parcelas.map((p) => [p.parcela, p.valor_comprometido, p.data_vencimento])).toEqual([
      ['1/3', '33.33', '2026-01-31'],
      ['2/3', '33.33', '2026-02-28'],
      ['3/3', '33.34', '2026-03-31'],
    ]);
    const grupo = parcelas[0]!.grupo;
    expect(grupo).toMatch(/^[0-9a-f-]{36}$/);
    expect(parcelas.every((p) => p.grupo === grupo && p.descricao === 'Cimento CP-II 50 kg')).toBe(true);
    expect(parcelas.every((p) => p.valor_pagamento === '0.00')).toBe(true);
    expect(await stored(grupo)).toEqual({ n: 3, total: '100.00' });
  });

  it('always adds up exactly to the total, whatever the total and the count', async () => {
    const counts = fc.integer({ min: 1, max: 120 });
    const cases = counts.chain((n) =>
      // Any total one entry may hold, up to R$ 9.999.999.999,99 (decision 053).
      fc.tuple(
        fc.constant(n),
        fc.bigInt({ min: BigInt(n), max: 10n ** BigInt(MONEY_MAX_INTEGER_DIGITS + 2) - 1n }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([n, totalCents]) => {
        const total = money(totalCents);
        const res = await parcelar(total, vencimentosParcelas('2026-03-15', n, 7), {
          confirmar_excedente: true,
        });
        expect(res.statusCode, res.body).toBe(200);
        const parcelas: Parcela[] = res.json();
        expect(parcelas).toHaveLength(n);
        const values = parcelas.map((p) => cents(p.valor_comprometido));
        expect(values.reduce((a, b) => a + b, 0n)).toBe(totalCents);
        const base = totalCents / BigInt(n);
        expect(values.slice(0, -1).every((v) => v === base)).toBe(true);
        expect(values.at(-1)).toBe(base + (totalCents % BigInt(n)));
        expect(parcelas.map((p) => p.parcela)).toEqual(parcelas.map((_, i) => `${i + 1}/${n}`));
        expect(await stored(parcelas[0]!.grupo)).toEqual({ n, total });
      }),
      { numRuns: 25 },
    );
  });

  it('saves nothing when one instalment is bad', async () => {
    const before = await countLancamentos(ctx.t);
    const datas = ['2026-04-10', '2026-05-10', '2026-02-30', '2026-07-10'];
    const res = await parcelar('900.00', datas);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'parcelas.2.data_vencimento', message: 'Data inválida.' }]);
    const tooMany = await parcelar('900.00', vencimentosParcelas('2026-04-10', 121));
    expect(tooMany.json().errors).toEqual([
      { field: 'parcelas', message: LANCAMENTO_MESSAGES.parcelasQuantidade },
    ]);
    const paid = await parcelar('900.00', ['2026-04-10'], {
      valor_pagamento: '10',
      data_pagamento: '2026-04-01',
    });
    expect(paid.json().errors).toEqual([{ field: 'parcelas', message: LANCAMENTO_MESSAGES.parcelasPagas }]);
    const tiny = await parcelar('0.02', ['2026-04-10', '2026-05-10', '2026-06-10']);
    expect(tiny.json().errors).toEqual([
      { field: 'parcelas', message: LANCAMENTO_MESSAGES.parcelasPequenas },
    ]);
    expect(await countLancamentos(ctx.t)).toBe(before);
  });

  it('saves none of the instalments when together they take a contract past its value', async () => {
    const contrato = await created(ctx.t, ctx.token, '/api/contratos/create', {
      obra: ctx.cena.obra.id,
      fornecedor: ctx.cena.fornecedor.id,
      objeto: 'Esquadrias',
      valor: '1000.00',
    });
    const before = await countLancamentos(ctx.t);
    const datas = vencimentosParcelas('2026-04-10', 4);
    const res = await parcelar('1000.03', datas, { contrato: contrato.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(contratoExcedidoMessage('0.03'));
    expect(await countLancamentos(ctx.t)).toBe(before);
    const ok = await parcelar('1000.00', datas, { contrato: contrato.id });
    expect(ok.json().map((p: Parcela) => p.valor_comprometido)).toEqual([
      '250.00',
      '250.00',
      '250.00',
      '250.00',
    ]);
  });
});
