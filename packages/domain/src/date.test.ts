import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, addMonths, formatDate, formatDateTime, isIsoDate, parseDateBR, readDateBR } from './date';

describe('isIsoDate', () => {
  it.each(['2026-03-01', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '',
    '2026-3-1',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-03-01T00:00:00Z',
    ' 2026-03-01',
    '01/03/2026',
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  // Written without zod (decision 217): the same days as zod's ISO date, the year 0000 apart.
  it('says what zod says of every string of the shape of a day', () => {
    const zodDay = z.iso.date().refine((value) => !value.startsWith('0000'));
    const digits = (length: number) =>
      fc
        .array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length })
        .map((d) => d.join(''));
    const day = fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`);
    const nearDay = fc
      .tuple(
        fc.integer({ min: 0, max: 2400 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(fc.oneof(day, nearDay, fc.string()), (value) => {
        expect(isIsoDate(value)).toBe(zodDay.safeParse(value).success);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('readDateBR', () => {
  it('says why a typed text is no day', () => {
    expect(readDateBR('31/02/2026')).toEqual({ error: 'inexistente' });
    expect(readDateBR('31022026')).toEqual({ error: 'inexistente' });
    expect(readDateBR('29/2/26')).toEqual({ error: 'inexistente' });
    expect(readDateBR('31/2')).toEqual({ error: 'ilegivel' });
    expect(readDateBR('amanhã')).toEqual({ error: 'ilegivel' });
    expect(readDateBR('29/2/24')).toEqual({ day: '2024-02-29' });
  });
});

describe('parseDateBR', () => {
  it.each([
    ['01/03/2026', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['31/12/1999', '1999-12-31'],
    ['31/12/2026', '2026-12-31'],
    ['31122026', '2026-12-31'],
    ['311226', '2026-12-31'],
    ['1/2/26', '2026-02-01'],
    ['01.03.2026', '2026-03-01'],
    ['01-03-2026', '2026-03-01'],
    ['1 3 26', '2026-03-01'],
  ])('%j → %s', (input, expected) => {
    expect(parseDateBR(input)).toBe(expected);
  });

  it.each([
    '',
    '29/02/2026',
    '31/04/2026',
    '00/01/2026',
    '01/13/2026',
    '2026-03-01',
    '01/03/202',
    '1/3/2',
    '0103202',
    '01/03-2026x',
    'abc',
  ])('rejects %j', (input) => {
    expect(parseDateBR(input)).toBeNull();
  });
});

describe('formatDate', () => {
  it('slices a day string without going through a time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'America/Manaus')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'Pacific/Kiritimati')).toBe('01/03/2026');
  });

  it('formats an instant in the given zone', () => {
    expect(formatDate('2026-03-01T02:30:00Z', 'America/Sao_Paulo')).toBe('28/02/2026');
    expect(formatDate('2026-03-01T02:30:00Z', 'UTC')).toBe('01/03/2026');
    expect(formatDate(new Date('2026-12-31T12:00:00Z'), 'UTC')).toBe('31/12/2026');
  });

  it('uses the local zone by default', () => {
    expect(formatDate(new Date(2026, 2, 1, 23, 59))).toBe('01/03/2026');
  });

  it('gives empty text for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('gives day and 24-hour time in the given zone', () => {
    expect(formatDateTime('2026-03-01T15:04:00Z', 'UTC')).toBe('01/03/2026 15:04');
    expect(formatDateTime('2026-03-01T15:04:00Z', 'America/Sao_Paulo')).toBe('01/03/2026 12:04');
    expect(formatDateTime('2026-03-01T00:00:00Z', 'UTC')).toBe('01/03/2026 00:00');
    expect(formatDateTime('2026-03-01T00:30:00-03:00', 'America/Sao_Paulo')).toBe('01/03/2026 00:30');
  });

  it('uses the local zone by default', () => {
    expect(formatDateTime(new Date(2026, 2, 1, 9, 5))).toBe('01/03/2026 09:05');
  });

  it('shows a day string as the date alone', () => {
    expect(formatDateTime('2026-03-01')).toBe('01/03/2026');
  });

  it('gives empty text for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('31/12/2026')).toBe('');
  });
});

describe('addDays and addMonths', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-10', 30)).toBe('2026-04-09');
  });

  it('keeps the day of the month, or the last day when the month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('0050-01-10', 1)).toBe('0050-02-10');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('01/03/2026', 1)).toThrow(RangeError);
  });
});
