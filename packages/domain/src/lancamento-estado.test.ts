import { describe, expect, it } from 'vitest';
import { estadoLancamento, estadoLancamentoTexto, queryEstadoLancamento } from './lancamento-estado';

describe('estadoLancamento', () => {
  it('is Pago when nothing is em aberto, whatever the due date', () => {
    expect(estadoLancamentoTexto({ valor_aberto: '0.00', data_vencimento: '2026-01-01' }, '2026-11-25')).toBe(
      'Pago',
    );
  });

  it('is Em aberto until the due date has passed, and without a due date', () => {
    expect(
      estadoLancamentoTexto({ valor_aberto: '10.00', data_vencimento: '2026-11-25' }, '2026-11-25'),
    ).toBe('Em aberto');
    expect(estadoLancamentoTexto({ valor_aberto: '10.00', data_vencimento: null }, '2026-11-25')).toBe(
      'Em aberto',
    );
  });

  it('counts the days since the due date, across months and summer time', () => {
    expect(estadoLancamento({ valor_aberto: '0.01', data_vencimento: '2026-11-24' }, '2026-11-25')).toEqual({
      estado: 'vencido',
      dias: 1,
    });
    expect(estadoLancamentoTexto({ valor_aberto: '0.01', data_vencimento: '2026-11-24' }, '2026-11-25')).toBe(
      'Vencido há 1 dia',
    );
    expect(estadoLancamentoTexto({ valor_aberto: '5.00', data_vencimento: '2026-02-20' }, '2026-03-10')).toBe(
      'Vencido há 18 dias',
    );
  });

  it('filters by the three states; blank is any, anything else is refused', () => {
    expect(queryEstadoLancamento.parse('vencido')).toBe('vencido');
    expect(queryEstadoLancamento.parse('')).toBeUndefined();
    expect(queryEstadoLancamento.safeParse('atrasado').success).toBe(false);
  });
});
