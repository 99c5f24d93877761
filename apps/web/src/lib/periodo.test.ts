import { describe, expect, it } from 'vitest';
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
});
