import { describe, expect, it } from 'vitest';
import { feriadosNacionais, feriadosNacionaisEntre, isFeriadoNacional, pascoa } from './feriados';

describe('national holidays', () => {
  it('finds Easter Sunday in the years the calendar publishes', () => {
    expect(pascoa(2000)).toBe('2000-04-23');
    expect(pascoa(2019)).toBe('2019-04-21');
    expect(pascoa(2024)).toBe('2024-03-31');
    expect(pascoa(2025)).toBe('2025-04-20');
    expect(pascoa(2026)).toBe('2026-04-05');
    expect(pascoa(2027)).toBe('2027-03-28');
    expect(pascoa(2038)).toBe('2038-04-25');
  });

  it('lists the year’s ten holidays in calendar order, Good Friday two days before Easter', () => {
    expect(feriadosNacionais(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
  });

  it('counts a day once when Good Friday falls on Tiradentes', () => {
    expect(feriadosNacionais(2011)).toContain('2011-04-22');
    expect(feriadosNacionais(2000).filter((dia) => dia === '2000-04-21')).toHaveLength(1);
    expect(feriadosNacionais(2000)).toHaveLength(8);
    expect(feriadosNacionaisEntre('2000-04-01', '2000-04-30')).toEqual(['2000-04-21']);
  });

  it('has Consciência Negra from 2024 on, when the law made it national', () => {
    expect(isFeriadoNacional('2023-11-20')).toBe(false);
    expect(isFeriadoNacional('2024-11-20')).toBe(true);
    expect(feriadosNacionais(2023)).toHaveLength(9);
  });

  it('keeps Carnaval and Corpus Christi as working days (pontos facultativos)', () => {
    expect(isFeriadoNacional('2026-02-16')).toBe(false);
    expect(isFeriadoNacional('2026-02-17')).toBe(false);
    expect(isFeriadoNacional('2026-06-04')).toBe(false);
  });

  it('gives the holidays of a period across years, both ends included', () => {
    expect(feriadosNacionaisEntre('2025-12-25', '2026-01-01')).toEqual(['2025-12-25', '2026-01-01']);
    expect(feriadosNacionaisEntre('2026-11-03', '2026-11-14')).toEqual([]);
    expect(feriadosNacionaisEntre('2026-11-21', '2026-11-20')).toEqual([]);
  });
});
