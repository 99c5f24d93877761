import { describe, expect, it, vi } from 'vitest';
import { fluxoPadrao } from './use-fluxo-filtros';

describe('the cash flow by default', () => {
  it("shows this year on the sites' clock, not the device's", () => {
    // 01:30 UTC on 01/01/2027 is 22:30 of 31/12/2026 in São Paulo: the year shown is still 2026.
    vi.useFakeTimers({ now: new Date('2027-01-01T01:30:00Z'), toFake: ['Date'] });
    expect(fluxoPadrao()).toEqual({ de: '2026-01-01', ate: '2026-12-31', agrupamento: 'mes' });
  });
});
