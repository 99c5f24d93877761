import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUSO_DAS_OBRAS, partsByIntl, partsOf } from './fuso';

// Instants every 17 minutes across São Paulo's last summer-time change (2019-02-17 00:00 back to
// 23:00 the day before) and the one before it (2018-11-04 00:00 to 01:00), and a few far ones.
function instantes(): Date[] {
  const out: Date[] = [];
  for (const inicio of ['2018-11-03T20:00:00Z', '2019-02-16T20:00:00Z']) {
    for (let i = 0; i < 60; i++) out.push(new Date(Date.parse(inicio) + i * 17 * 60_000));
  }
  out.push(
    new Date('0050-06-15T12:34:00Z'),
    new Date('9999-12-31T23:59:00Z'),
    new Date('2026-11-27T02:59:59Z'),
  );
  return out;
}

describe('partsOf', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("reads the machine's own zone by Date's getters exactly as Intl reads it, summer time included", () => {
    for (const zona of [FUSO_DAS_OBRAS, 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      vi.stubEnv('TZ', zona);
      for (const instante of instantes()) {
        expect(partsOf(instante), `${instante.toISOString()} em ${zona}`).toEqual(
          partsByIntl(instante, zona),
        );
      }
    }
  });

  it('gives two-digit parts and a four-digit year', () => {
    expect(partsOf(new Date('0050-06-15T12:04:00Z'), 'UTC')).toEqual({
      day: '15',
      month: '06',
      year: '0050',
      hour: '12',
      minute: '04',
    });
    expect(partsOf(new Date('2019-02-17T01:30:00Z'), FUSO_DAS_OBRAS)).toMatchObject({
      day: '16',
      hour: '23',
    });
  });
});
