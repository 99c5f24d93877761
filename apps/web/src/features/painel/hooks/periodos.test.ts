import { describe, expect, it, vi } from 'vitest';
import { descreverPeriodo, diasDoPeriodo, opcoesDePeriodo } from './periodos';

describe('the periods of executado', () => {
  it('turns each choice into its days, counted from today', () => {
    expect(diasDoPeriodo('mes', '2026-03-31')).toEqual({ de: '2026-03-01', ate: '2026-03-31' });
    expect(diasDoPeriodo('mes-passado', '2026-03-31')).toEqual({ de: '2026-02-01', ate: '2026-02-28' });
    expect(diasDoPeriodo('mes-passado', '2026-01-15')).toEqual({ de: '2025-12-01', ate: '2025-12-31' });
    expect(diasDoPeriodo('30-dias', '2026-03-01')).toEqual({ de: '2026-01-31', ate: '2026-03-01' });
    expect(diasDoPeriodo('ano', '2026-11-25')).toEqual({ de: '2026-01-01', ate: '2026-11-25' });
    expect(diasDoPeriodo('todo', '2026-11-25')).toEqual({});
  });

  it("counts from today on the sites' clock, not the device's", () => {
    // 01:30 UTC on 01/04 is 22:30 of 31/03 in São Paulo: "Este mês" is still March.
    vi.useFakeTimers({ now: new Date('2026-04-01T01:30:00Z'), toFake: ['Date'] });
    expect(diasDoPeriodo('mes')).toEqual({ de: '2026-03-01', ate: '2026-03-31' });
    expect(opcoesDePeriodo({ de: '2026-03-01', ate: '2026-03-31' }).atual).toBe('mes');
  });

  it('names the choice the days of the address make, or describes them', () => {
    expect(opcoesDePeriodo({ de: '2026-11-01', ate: '2026-11-25' }, '2026-11-25').atual).toBe('mes');
    expect(opcoesDePeriodo({}, '2026-11-25').atual).toBe('todo');
    const outro = opcoesDePeriodo({ de: '2026-03-01' }, '2026-11-25');
    expect(outro.atual).toBe('personalizado');
    expect(outro.opcoes.at(-1)).toEqual({ value: 'personalizado', label: 'Desde 01/03/2026' });
    expect(descreverPeriodo({ ate: '2026-03-31' })).toBe('Até 31/03/2026');
  });
});
