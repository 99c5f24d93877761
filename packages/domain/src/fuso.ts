// The sites' clock, apart from the diário's schemas: the web app's entry warms Chromium's time-zone
// data with it (decision 196) without loading zod. diario.ts re-exports both names.

// The sites are in Brazil: "today" and "the future" are read on the clock of São Paulo (UTC−3, no
// summer time since 2019), whatever zone the server or the phone runs in.
export const FUSO_DAS_OBRAS = 'America/Sao_Paulo';

/** The calendar day of `instant` on the sites' clock, as 'aaaa-mm-dd'. */
export function diaNoCanteiro(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: FUSO_DAS_OBRAS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
