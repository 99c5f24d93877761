import { describe, expect, it } from 'vitest';
import { mediasPagamento } from './medias-pagamento';

describe('mediasPagamento', () => {
  it('shows nothing before the first payment', () => {
    expect(mediasPagamento([], '2026-11-25')).toEqual({
      semanal: null,
      quinzenal: null,
      mensal: null,
      desde: null,
    });
  });

  it('shows nothing for a period not yet complete once (R$ 6.000 paid four days ago)', () => {
    const medias = mediasPagamento([{ data: '2026-11-21', valor: '6000.00' }], '2026-11-25');
    expect(medias).toEqual({ semanal: null, quinzenal: null, mensal: null, desde: '2026-11-21' });
  });

  it('a week is complete on the seventh day after the first payment', () => {
    const pagos = [{ data: '2026-11-01', valor: '700.00' }];
    expect(mediasPagamento(pagos, '2026-11-07').semanal).toBeNull();
    expect(mediasPagamento(pagos, '2026-11-08').semanal).toBe('700.00');
  });

  it('averages only what was paid inside the complete periods', () => {
    const pagos = [
      { data: '2026-01-10', valor: '1000.00' },
      { data: '2026-01-20', valor: '500.00' },
      { data: '2026-02-12', valor: '300.00' },
      // Inside the current, unfinished month: left out of the monthly average.
      { data: '2026-03-15', valor: '9999.99' },
    ];
    const medias = mediasPagamento(pagos, '2026-03-20');
    // Months 10/01–09/02 and 10/02–09/03: (1000 + 500 + 300) ÷ 2.
    expect(medias.mensal).toBe('900.00');
    // 69 days: 4 fortnights (10/01–09/03): 1800 ÷ 4.
    expect(medias.quinzenal).toBe('450.00');
    // 9 weeks (10/01–13/03): 1800 ÷ 9.
    expect(medias.semanal).toBe('200.00');
    expect(medias.desde).toBe('2026-01-10');
  });

  it('is exact to the cent, rounding half away from zero once', () => {
    const pagos = [{ data: '2026-01-01', valor: '100.00' }];
    // Three complete weeks: 100 ÷ 3 = 33,333… → 33,33.
    expect(mediasPagamento(pagos, '2026-01-22').semanal).toBe('33.33');
    // 0,05 ÷ 2 = 0,025 → 0,03.
    expect(mediasPagamento([{ data: '2026-01-01', valor: '0.05' }], '2026-01-15').semanal).toBe('0.03');
  });

  it('counts months by the calendar (31/01 → 28/02)', () => {
    const pagos = [{ data: '2026-01-31', valor: '250.00' }];
    expect(mediasPagamento(pagos, '2026-02-27').mensal).toBeNull();
    expect(mediasPagamento(pagos, '2026-02-28').mensal).toBe('250.00');
  });

  it('ignores days without money and days after today', () => {
    const pagos = [
      { data: '2026-01-01', valor: '0.00' },
      { data: '2026-01-05', valor: '70.00' },
      { data: '2026-02-01', valor: '10.00' },
    ];
    const medias = mediasPagamento(pagos, '2026-01-12');
    expect(medias.desde).toBe('2026-01-05');
    expect(medias.semanal).toBe('70.00');
  });
});
