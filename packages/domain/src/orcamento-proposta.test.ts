import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateMoney, applyBdi, compareMoney, subtractMoney, sumMoney } from './money';
import { computeTotals } from './orcamento';
import { orcamentoTitulo, precosDeVenda } from './orcamento-proposta';

const money = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`);
const quantity = fc
  .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 999 }))
  .map(([i, f]) => `${i}.${String(f).padStart(3, '0')}`);
const bdi = fc
  .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => (i === 1000 ? '1000' : `${i}.${String(f).padStart(2, '0')}`));
const budget = fc.array(
  fc.record({
    subitens: fc.array(fc.record({ quantidade: quantity, valor_unitario: money }), { maxLength: 10 }),
  }),
  { maxLength: 8 },
);

// |a − b| < 0.01, with b the exact share cost × sale ÷ total cost, compared in integers.
function withinACent(part: string, cost: string, sale: string, totalCost: string): boolean {
  const c = (v: string) => BigInt(v.replace('.', ''));
  const exactTimesWhole = c(sale) * c(cost); // the share × whole cost, in cents²
  const diff = c(part) * c(totalCost) - exactTimesWhole;
  return (diff < 0n ? -diff : diff) < c(totalCost);
}

describe('allocateMoney', () => {
  it('gives the leftover cents to the largest remainders, the earlier on a tie', () => {
    expect(allocateMoney('10.00', ['1.00', '1.00', '1.00'])).toEqual(['3.34', '3.33', '3.33']);
    expect(allocateMoney('0.02', ['1.00', '2.00', '1.00'])).toEqual(['0.01', '0.01', '0.00']);
    expect(allocateMoney('0.00', ['0.00', '0.00'])).toEqual(['0.00', '0.00']);
    expect(allocateMoney('5.00', ['0.00', '3.00'])).toEqual(['0.00', '5.00']);
    expect(() => allocateMoney('1.00', ['0.00'])).toThrow(RangeError);
    expect(() => allocateMoney('1.00', ['-1.00', '2.00'])).toThrow(RangeError);
  });

  it('adds up to the total, each part within a cent of its share, on random input', () => {
    fc.assert(
      fc.property(money, fc.array(money, { minLength: 1, maxLength: 40 }), (total, weights) => {
        fc.pre(weights.some((w) => compareMoney(w, '0') > 0));
        const parts = allocateMoney(total, weights);
        expect(sumMoney(parts)).toBe(total);
        const whole = sumMoney(weights);
        parts.forEach((part, i) => {
          expect(withinACent(part, weights[i]!, total, whole)).toBe(true);
          if (compareMoney(weights[i]!, '0') === 0) expect(part).toBe('0.00');
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('precosDeVenda', () => {
  it('spreads the BDI so the lines add up to the sale total the list shows', () => {
    const totals = computeTotals(
      [
        {
          subitens: [
            { quantidade: '1', valor_unitario: '0.01' },
            { quantidade: '1', valor_unitario: '0.01' },
          ],
        },
        { subitens: [{ quantidade: '1', valor_unitario: '0.01' }] },
      ],
      '50',
    );
    const proposta = precosDeVenda(totals.itens, '50');
    expect(proposta.valor_venda).toBe('0.05'); // 0.03 × 1.5 = 0.045, rounded once
    expect(proposta.itens.flatMap((i) => i.subitens.map((s) => s.valor_venda))).toEqual([
      '0.02',
      '0.02',
      '0.01',
    ]);
    expect(proposta.itens.map((i) => i.valor_venda)).toEqual(['0.04', '0.01']);
  });

  it('without BDI, a line sells at its cost', () => {
    const totals = computeTotals([{ subitens: [{ quantidade: '3', valor_unitario: '33.33' }] }], null);
    expect(precosDeVenda(totals.itens, null).itens[0]!.subitens[0]!.valor_venda).toBe('99.99');
  });

  it('lines sum to items, items to the sale total, each line within a cent of cost × (1 + BDI)', () => {
    fc.assert(
      fc.property(budget, bdi, (itens, percent) => {
        const totals = computeTotals(itens, percent);
        const proposta = precosDeVenda(totals.itens, percent);
        expect(proposta.valor_venda).toBe(totals.valor_venda);
        expect(sumMoney(proposta.itens.map((i) => i.valor_venda))).toBe(totals.valor_venda);
        proposta.itens.forEach((item) => {
          expect(sumMoney(item.subitens.map((s) => s.valor_venda))).toBe(item.valor_venda);
          for (const s of item.subitens) {
            expect(withinACent(s.valor_venda, s.valor_total, totals.valor_venda, totals.valor_total)).toBe(
              true,
            );
            // and never far from the line's own cost × (1 + BDI): the rounding of the total adds at most a cent
            const own = applyBdi(s.valor_total, percent);
            const gap = subtractMoney(s.valor_venda, own);
            expect(compareMoney(gap.replace('-', ''), '0.02')).toBeLessThanOrEqual(0);
          }
        });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('orcamentoTitulo', () => {
  it('says Orçamento once', () => {
    expect(orcamentoTitulo('Casa Silva')).toBe('Orçamento Casa Silva');
    expect(orcamentoTitulo('Orçamento executivo')).toBe('Orçamento executivo');
    expect(orcamentoTitulo(' orcamento 2026')).toBe('orcamento 2026');
    expect(orcamentoTitulo('Orçamentos antigos')).toBe('Orçamento Orçamentos antigos');
  });
});
