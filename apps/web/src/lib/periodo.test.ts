import { describe, expect, it } from 'vitest';
import { diaDoEndereco, fimAntesDoInicio, fimPedido } from './periodo';

describe('a list period', () => {
  it('takes from the address only a calendar day, anything else as none', () => {
    expect(diaDoEndereco('2024-02-29')).toBe('2024-02-29');
    for (const texto of ['abc', '2026-02-30', '20/11/2026', '', null]) expect(diaDoEndereco(texto)).toBe('');
  });

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
