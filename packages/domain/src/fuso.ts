// The sites' clock, apart from the diário's schemas: the web app's entry warms Chromium's time-zone
// data with it (decision 196) without loading zod. Every module imports them from here (decision 217).

// The sites are in Brazil: "today" and "the future" are read on the clock of São Paulo (UTC−3, no
// summer time since 2019), whatever zone the server or the phone runs in.
export const FUSO_DAS_OBRAS = 'America/Sao_Paulo';

// One formatter for every call: building an Intl.DateTimeFormat with a time zone loads and parses
// the zone's data, far dearer than formatting (a card list or every request would pay it each time).
let formato: Intl.DateTimeFormat | undefined;

/** The calendar day of `instant` on the sites' clock, as 'aaaa-mm-dd'. */
export function diaNoCanteiro(instant: Date = new Date()): string {
  formato ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FUSO_DAS_OBRAS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formato.format(instant);
}
