import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './date';
import { diasSemRelatorio, diasUteisEntre, isDiaUtil, periodoDoDiario } from './diario-resumo';

const diaArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('working days (Monday to Saturday, national holidays excepted)', () => {
  it('knows a Sunday from a Saturday', () => {
    expect(isDiaUtil('2026-11-22')).toBe(false); // domingo
    expect(isDiaUtil('2026-11-21')).toBe(true); // sábado
    expect(isDiaUtil('2026-11-23')).toBe(true); // segunda
  });

  it('knows a national holiday on a weekday from a working day', () => {
    expect(isDiaUtil('2026-11-20')).toBe(false); // sexta, Consciência Negra
    expect(isDiaUtil('2026-04-03')).toBe(false); // Sexta-feira da Paixão
    expect(isDiaUtil('2026-02-17')).toBe(true); // Carnaval: ponto facultativo, the site may work
    expect(isDiaUtil('2026-06-04')).toBe(true); // Corpus Christi: ponto facultativo
  });

  it('counts a week as six, less its holidays, and an empty range as none', () => {
    expect(diasUteisEntre('2026-11-23', '2026-11-29')).toBe(6);
    // Friday 20/11 is Consciência Negra.
    expect(diasUteisEntre('2026-11-16', '2026-11-22')).toBe(5);
    expect(diasUteisEntre('2026-11-22', '2026-11-22')).toBe(0);
    expect(diasUteisEntre('2026-11-21', '2026-11-21')).toBe(1);
    expect(diasUteisEntre('2026-11-23', '2026-11-22')).toBe(0);
    // 25 days from Monday to Saturday; Finados (Monday 2) and Consciência Negra (Friday 20) off,
    // the Proclamação da República on a Sunday (15) changes nothing.
    expect(diasUteisEntre('2026-11-01', '2026-11-30')).toBe(23);
  });

  it('takes a day off once when two holidays fall on it (Good Friday on Tiradentes, 2000)', () => {
    // 1 January 2000 (Saturday) to 21 April (Friday): 112 days, 16 Sundays, two days off.
    expect(diasUteisEntre('2000-01-01', '2000-04-21')).toBe(94);
  });

  it('agrees with counting day by day', () => {
    fc.assert(
      fc.property(diaArb, fc.integer({ min: -3, max: 120 }), (de, n) => {
        const ate = addDays(de, n);
        let count = 0;
        for (let d = de; d <= ate; d = addDays(d, 1)) if (isDiaUtil(d)) count++;
        expect(diasUteisEntre(de, ate)).toBe(count);
      }),
    );
  });
});

describe('the days a report is expected', () => {
  it('runs from the start to yesterday, never past the delivery', () => {
    const hoje = '2026-11-25';
    expect(periodoDoDiario({ inicio: '2026-11-02', primeiroRelatorio: null, entrega: null, hoje })).toEqual({
      de: '2026-11-02',
      ate: '2026-11-24',
    });
    expect(
      periodoDoDiario({ inicio: null, primeiroRelatorio: '2026-11-10', entrega: '2026-11-20', hoje }),
    ).toEqual({ de: '2026-11-10', ate: '2026-11-20' });
    expect(periodoDoDiario({ inicio: null, primeiroRelatorio: null, entrega: null, hoje })).toBeNull();
  });

  it('subtracts the reports of working days and never goes below zero', () => {
    expect(diasSemRelatorio({ de: '2026-11-23', ate: '2026-11-29' }, 4)).toBe(2);
    expect(diasSemRelatorio({ de: '2026-11-30', ate: '2026-11-24' }, 0)).toBe(0);
    expect(diasSemRelatorio(null, 0)).toBeNull();
  });
});
