// Time zones: the sites' clock and the one formatter per zone every date of the product is read
// with. Apart from the diário's schemas and from date.ts: the web app's entry warms Chromium's
// time-zone data with diaNoCanteiro (decision 196) without loading zod or the date helpers. Every
// module imports them from here (decision 217).

// The sites are in Brazil: "today" and "the future" are read on the clock of São Paulo (UTC−3, no
// summer time since 2019), whatever zone the server or the phone runs in.
export const FUSO_DAS_OBRAS = 'America/Sao_Paulo';

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

// One formatter per zone, kept: building an Intl.DateTimeFormat loads and parses the zone's data,
// dearer than formatting by far, and a list's rows each format a date. The first of a page loads
// ICU's data whatever its zone (decision 227). The zones asked for are the code's constants, so the
// map stays a few entries long. The machine's own zone (no timeZone) is read at the first call and
// kept for the process or page.
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** An instant's day and time in `timeZone` (IANA); without it, the machine's (the reader's browser). */
export function partsOf(value: Date, timeZone?: string): DateParts {
  const format = formatterFor(timeZone);
  const parts = Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value]));
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: String(Number(parts.year)).padStart(4, '0'),
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** The calendar day of an instant in a time zone (IANA), as aaaa-mm-dd. */
export function diaEm(instante: Date, timeZone: string): string {
  const { year, month, day } = partsOf(instante, timeZone);
  return `${year}-${month}-${day}`;
}

/** The calendar day of `instant` on the sites' clock, as 'aaaa-mm-dd'. */
export function diaNoCanteiro(instant: Date = new Date()): string {
  return diaEm(instant, FUSO_DAS_OBRAS);
}
