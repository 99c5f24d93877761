import { describe, expect, it } from 'vitest';
import { lancamentoFilters } from '@/features/lancamentos/components/use-periodo';
import { fimAntesDoInicio, fimPedido } from './periodo';

describe('a list period', () => {
  it('has an end before its start only when both ends are given and the end is earlier', () => {
    expect(fimAntesDoInicio('2026-03-10', '2026-03-01')).toBe(true);
    expect(fimAntesDoInicio('2026-03-10', '2026-03-10')).toBe(false);
    expect(fimAntesDoInicio('', '2026-03-01')).toBe(false);
    expect(fimAntesDoInicio('2026-03-10', undefined)).toBe(false);
  });

  it('asks without an end before the start, and with any other end as given', () => {
    expect(fimPedido('2026-03-10', '2026-03-01')).toBeUndefined();
    expect(fimPedido('2026-03-01', '2026-03-10')).toBe('2026-03-10');
    expect(fimPedido(undefined, '2026-03-10')).toBe('2026-03-10');
    expect(fimPedido('2026-03-01', '')).toBeUndefined();
  });

  it("leaves out each of the entries' two ends that falls before its start", () => {
    const filtros = lancamentoFilters(
      { q: '', sort: '-data_lancamento', page: 1, pageSize: 50, status: undefined },
      {
        de: '2026-03-10',
        ate: '2026-03-01',
        vencimento_de: '2026-04-01',
        vencimento_ate: '2026-04-30',
        estado: '',
      },
    );
    expect(filtros).toMatchObject({
      de: '2026-03-10',
      vencimento_de: '2026-04-01',
      vencimento_ate: '2026-04-30',
    });
    expect(filtros.ate).toBeUndefined();
  });
});
