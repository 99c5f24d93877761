import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LANCAMENTO_MESSAGES,
  lancamentoCreateSchema,
  lancamentoEditSchema,
  planParcelas,
  SITUACAO_LANCAMENTO,
  situacaoLancamento,
  valorAberto,
  vencimentosParcelas,
} from './lancamento';
import { lancamentoListQuerySchema } from './lancamento-response';
import { sumMoney } from './money';

const base = {
  obra: 1,
  data_lancamento: '2026-03-01',
  fornecedor: 2,
  descricao: 'Cimento CP-II',
  etapa: 3,
  subetapa: 4,
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('situacao and valor aberto', () => {
  it('is Pendente with nothing paid, Pago when paid covers the commitment, parcial in between', () => {
    expect(situacaoLancamento('100.00', '0.00')).toBe(SITUACAO_LANCAMENTO.pendente);
    expect(situacaoLancamento('100.00', '40.00')).toBe(SITUACAO_LANCAMENTO.parcial);
    expect(situacaoLancamento('100.00', '100.00')).toBe(SITUACAO_LANCAMENTO.pago);
    expect(situacaoLancamento('0.00', '55.10')).toBe(SITUACAO_LANCAMENTO.pago);
    expect(valorAberto('100.00', '40.00')).toBe('60.00');
    expect(valorAberto('100.00', '120.00')).toBe('0.00');
  });
});

describe('lancamentoCreateSchema', () => {
  it('accepts an entry with a committed value and normalises money', () => {
    const parsed = lancamentoCreateSchema.parse({ ...base, valor_comprometido: '1500.5' });
    expect(parsed.valor_comprometido).toBe('1500.50');
  });

  it('needs an amount above zero, and a payment with its date and value', () => {
    expect(issues(lancamentoCreateSchema.safeParse(base))).toEqual([
      ['valor_comprometido', LANCAMENTO_MESSAGES.semValor],
    ]);
    expect(issues(lancamentoCreateSchema.safeParse({ ...base, valor_pagamento: '10' }))).toEqual([
      ['data_pagamento', LANCAMENTO_MESSAGES.semDataPagamento],
    ]);
    const dateOnly = { ...base, valor_comprometido: '10', data_pagamento: '2026-03-02' };
    expect(issues(lancamentoCreateSchema.safeParse(dateOnly))).toEqual([
      ['valor_pagamento', LANCAMENTO_MESSAGES.semValorPagamento],
    ]);
  });

  it('checks parcela and instalments', () => {
    expect(
      issues(
        lancamentoCreateSchema.safeParse({
          ...base,
          valor_pagamento: '1',
          data_pagamento: '2026-03-01',
          parcela: '4/3',
        }),
      ),
    ).toEqual([['parcela', LANCAMENTO_MESSAGES.parcelaInvalida]]);
    const parcelas = [{ data_vencimento: '2026-04-01' }, { data_vencimento: '2026-05-01' }];
    expect(lancamentoCreateSchema.safeParse({ ...base, valor_comprometido: '10', parcelas }).success).toBe(
      true,
    );
    expect(
      issues(lancamentoCreateSchema.safeParse({ ...base, valor_comprometido: '0.01', parcelas })),
    ).toEqual([['parcelas', LANCAMENTO_MESSAGES.parcelasPequenas]]);
    const paid = {
      ...base,
      valor_comprometido: '10',
      valor_pagamento: '10',
      data_pagamento: '2026-03-01',
      parcelas,
    };
    expect(issues(lancamentoCreateSchema.safeParse(paid))).toEqual([
      ['parcelas', LANCAMENTO_MESSAGES.parcelasPagas],
    ]);
    const badDate = [{ data_vencimento: '2026-02-30' }];
    expect(
      issues(lancamentoCreateSchema.safeParse({ ...base, valor_comprometido: '10', parcelas: badDate })),
    ).toEqual([['parcelas.0.data_vencimento', 'Data inválida.']]);
    // An empty list is refused by its count, not by a split into zero instalments (the fuzzing's 500).
    expect(
      issues(lancamentoCreateSchema.safeParse({ ...base, valor_comprometido: '10', parcelas: [] })),
    ).toEqual([['parcelas', LANCAMENTO_MESSAGES.parcelasQuantidade]]);
  });
});

describe('lancamentoEditSchema', () => {
  it('checks only what the edit sends', () => {
    expect(lancamentoEditSchema.safeParse({ descricao: 'Outra' }).success).toBe(true);
    expect(lancamentoEditSchema.safeParse({ valor_pagamento: '10' }).success).toBe(true);
    expect(issues(lancamentoEditSchema.safeParse({ valor_pagamento: '10', data_pagamento: null }))).toEqual([
      ['data_pagamento', LANCAMENTO_MESSAGES.semDataPagamento],
    ]);
  });
});

describe('planParcelas', () => {
  it('splits a total exactly, the remainder cent on the last instalment, labelled k/N', () => {
    expect(planParcelas('100.00', ['2026-04-10', '2026-05-10', '2026-06-10'])).toEqual([
      { parcela: '1/3', valor_comprometido: '33.33', data_vencimento: '2026-04-10' },
      { parcela: '2/3', valor_comprometido: '33.33', data_vencimento: '2026-05-10' },
      { parcela: '3/3', valor_comprometido: '33.34', data_vencimento: '2026-06-10' },
    ]);
  });

  it('always sums to the total', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 1, max: 120 }),
        (cents, n) => {
          const digits = cents.toString().padStart(3, '0');
          const total = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
          const parts = planParcelas(total, vencimentosParcelas('2026-01-31', n));
          expect(parts).toHaveLength(n);
          expect(sumMoney(parts.map((p) => p.valor_comprometido))).toBe(total);
        },
      ),
    );
  });
});

describe('vencimentosParcelas', () => {
  it('is monthly from the first date, or every N days', () => {
    expect(vencimentosParcelas('2026-01-31', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(vencimentosParcelas('2026-03-10', 3, 15)).toEqual(['2026-03-10', '2026-03-25', '2026-04-09']);
  });
});

describe('lancamentoListQuerySchema', () => {
  it('reads a date range and refuses one that ends before it starts', () => {
    expect(lancamentoListQuerySchema.parse({ de: '2026-03-01', ate: '', situacao: '2' })).toMatchObject({
      de: '2026-03-01',
      ate: undefined,
      situacao: 2,
    });
    expect(issues(lancamentoListQuerySchema.safeParse({ de: '2026-03-02', ate: '2026-03-01' }))).toEqual([
      ['ate', 'A data final não pode ser anterior à data inicial.'],
    ]);
    expect(lancamentoListQuerySchema.safeParse({ de: '2026-02-30' }).success).toBe(false);
  });
});
