import { describe, expect, it } from 'vitest';
import { figuras } from './painel';

describe('figuras', () => {
  it('computes the balance and percentages of the budget exactly', () => {
    expect(figuras({ orcamento: '1000.00', executado: '333.33', comprometido: '100.01' })).toEqual({
      orcamento: '1000.00',
      executado: '333.33',
      comprometido: '100.01',
      saldo: '566.66',
      percentual_executado: '33.33',
      percentual_comprometido: '10.00',
      percentual_saldo: '56.67',
      acima_do_orcamento: false,
    });
  });

  it('flags an obra over budget, with a negative balance', () => {
    const f = figuras({ orcamento: '100.00', executado: '90.00', comprometido: '20.00' });
    expect(f.saldo).toBe('-10.00');
    expect(f.acima_do_orcamento).toBe(true);
  });

  it('gives zero percentages for an obra without a budget', () => {
    const f = figuras({ orcamento: '0.00', executado: '50.00', comprometido: '0.00' });
    expect(f.percentual_executado).toBe('0.00');
    expect(f.acima_do_orcamento).toBe(true);
  });
});
