import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bdiPedeConfirmacao,
  computeTotals,
  ORCAMENTO_MESSAGES,
  orcamentoEditSchema,
  orcamentoInputSchema,
  totalsErrors,
  unidadeSchema,
} from './orcamento';

// An independent computation in integer thousandths of a cent, with BigInt.
function cents(value: string, scale: number): bigint {
  const [int, frac = ''] = value.split('.');
  return BigInt(int! + frac.padEnd(scale, '0'));
}
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  return 2n * r >= d ? q + 1n : q; // operands are non-negative: half away from zero
}
function fmt(c: bigint): string {
  const s = c.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

const quantity = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 }))
  .map(([i, f]) => `${i}.${String(f).padStart(3, '0')}`);
const price = fc
  .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`);
const subitem = fc.record({ quantidade: quantity, valor_unitario: price });
const budget = fc.array(fc.record({ subitens: fc.array(subitem, { maxLength: 12 }) }), { maxLength: 8 });
const bdi = fc.option(
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 })).map(([i, f]) => `${i}.${f}`),
  { nil: null },
);

describe('computeTotals', () => {
  it('rounds each subitem to the cent, half away from zero, and sums exactly', () => {
    const totals = computeTotals(
      [
        {
          subitens: [
            { quantidade: '3', valor_unitario: '33.33' },
            { quantidade: '0.005', valor_unitario: '1.00' },
          ],
        },
      ],
      '10',
    );
    expect(totals.itens[0]!.subitens.map((s) => s.valor_total)).toEqual(['99.99', '0.01']);
    expect(totals.valor_total).toBe('100.00');
    expect(totals.valor_venda).toBe('110.00');
  });

  it('equals an independent integer computation on thousands of random budgets', () => {
    fc.assert(
      fc.property(budget, bdi, (itens, bdiValue) => {
        const totals = computeTotals(itens, bdiValue);
        let expectedTotal = 0n;
        itens.forEach((item, i) => {
          let itemTotal = 0n;
          item.subitens.forEach((s, j) => {
            // quantity (3 places) × price (2 places) = 5 places; round to 2.
            const sub = roundDiv(cents(s.quantidade, 3) * cents(s.valor_unitario, 2), 1000n);
            expect(totals.itens[i]!.subitens[j]!.valor_total).toBe(fmt(sub));
            itemTotal += sub;
          });
          expect(totals.itens[i]!.valor_total).toBe(fmt(itemTotal));
          expectedTotal += itemTotal;
        });
        expect(totals.valor_total).toBe(fmt(expectedTotal));
        // total (2 places) × (100 + bdi) (2 places) / 100 = 6 places; round to 2.
        const factor = 10000n + cents(bdiValue ?? '0', 2);
        expect(totals.valor_venda).toBe(fmt(roundDiv(expectedTotal * factor, 10000n)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('orcamentoInputSchema', () => {
  const valid = {
    nome: 'Casa Silva',
    id_cliente: 1,
    obra: 2,
    bdi: '25',
    valor_total: '999999.99',
    itens: [
      {
        etapa: 1,
        valor_total: '1.00',
        subitens: [
          { subetapa: 10, unidade: 'm2', quantidade: '3', valor_unitario: '33.33', valor_total: '5' },
        ],
      },
    ],
  };

  it('accepts the nested shape and drops totals sent by the client', () => {
    const parsed = orcamentoInputSchema.parse(valid);
    expect(parsed).not.toHaveProperty('valor_total');
    expect(parsed.itens[0]).not.toHaveProperty('valor_total');
    expect(parsed.itens[0]!.subitens[0]).not.toHaveProperty('valor_total');
    expect(parsed.itens[0]!.subitens[0]!.valor_unitario).toBe('33.33');
    expect(parsed.status).toBe(4); // Em elaboração: where every new budget starts
  });

  // Whether a unit is one of the ten or the firm's own is the server's check (decision 104): the
  // schema refuses only a text that is no unit at all.
  it('refuses an empty unit, bad money, a repeated etapa and an out-of-range BDI', () => {
    const result = orcamentoInputSchema.safeParse({
      ...valid,
      bdi: '-1',
      itens: [
        { etapa: 1, subitens: [{ subetapa: 10, unidade: ' ', quantidade: '1', valor_unitario: '1,50' }] },
        { etapa: 1, subitens: [] },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['bdi', 'itens.0.subitens.0.unidade', 'itens.0.subitens.0.valor_unitario']),
    );
  });

  it('reports a repeated etapa on the second item', () => {
    const result = orcamentoInputSchema.safeParse({ ...valid, itens: [{ etapa: 1 }, { etapa: 1 }] });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['itens.1.etapa']);
  });
});

describe('BDI', () => {
  it('refuses a negative one with its own message, and asks to confirm one above 100 %', () => {
    const negative = orcamentoEditSchema.safeParse({ bdi: '-5' });
    expect(negative.error!.issues.map((i) => i.message)).toEqual([ORCAMENTO_MESSAGES.bdiNegativo]);
    expect(orcamentoEditSchema.parse({ bdi: '150' })).toEqual({ bdi: '150.00' });
    expect(bdiPedeConfirmacao('100')).toBe(false);
    expect(bdiPedeConfirmacao('100.01')).toBe(true);
    expect(bdiPedeConfirmacao(null)).toBe(false);
    expect(bdiPedeConfirmacao('')).toBe(false);
  });
});

describe('orcamentoEditSchema', () => {
  it('keeps absent fields absent, so an edit never resets status, BDI or the structure', () => {
    expect(orcamentoEditSchema.parse({ nome: 'Novo nome' })).toEqual({ nome: 'Novo nome' });
    expect(orcamentoEditSchema.parse({ bdi: null, modelo: '' })).toEqual({ bdi: null, modelo: null });
    expect(orcamentoEditSchema.parse({ bdi: '7.5' })).toEqual({ bdi: '7.50' });
  });

  it('checks a structure sent with the same rules as a create', () => {
    const result = orcamentoEditSchema.safeParse({ itens: [{ etapa: 3 }, { etapa: 3 }] });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['itens.1.etapa']);
  });
});

describe('totalsErrors', () => {
  it('points at every total past numeric(15,2)', () => {
    const totals = computeTotals(
      [{ subitens: [{ quantidade: '100000', valor_unitario: '99999999999.99' }] }, { subitens: [] }],
      null,
    );
    expect(totalsErrors(totals).map((e) => e.field)).toEqual([
      'itens.0.subitens.0.valor_total',
      'itens.0.valor_total',
      'valor_total',
    ]);
    expect(
      totalsErrors(
        computeTotals([{ subitens: [{ quantidade: '1', valor_unitario: '9999999999999.99' }] }], null),
      ),
    ).toEqual([]);
  });
});

// Found by the API fuzzer (FUZZ_SEED=430755435): a unit holding NUL reached PostgreSQL as a 500.
describe('unidadeSchema', () => {
  it('refuses a unit holding the NUL character, which PostgreSQL text cannot store', () => {
    expect(unidadeSchema.safeParse('m\u00002').success).toBe(false);
    expect(unidadeSchema.safeParse('\u0000').success).toBe(false);
    expect(unidadeSchema.safeParse('m2').success).toBe(true);
  });
});
