// Time zones: the sites' clock and how every date of the product is read in a zone. Apart from the
// diário's schemas and from date.ts: the web app's entry readies the sites' clock with
// diaNoCanteiro (decision 196) without loading zod or the date helpers, which matters where the
// reader has no Temporal (below). Every module imports them from here (decision 217).

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

// Three ways to an instant's parts, the cheapest the reader has (decision 233):
// - the machine's own zone: Date's getters, which need no formatter;
// - another zone where Temporal exists (Chromium 144+, Firefox 139+): it reads the zone's rules
//   alone, 1–3 ms for the first call of a page where building the first Intl.DateTimeFormat took
//   54–98 ms in the same Chromium (ICU's locale data and pattern generator, once per page);
// - otherwise (Node 20, Safari) Intl.DateTimeFormat, one per zone, kept: building it is dearer than
//   formatting by far, and a list's rows each format a date. The zones asked for are the code's
//   constants, so the map stays a few entries long.
// The three agree to the minute on every instant (tests: fuso.test.ts, and the page's Temporal
// against Intl in Chromium, e2e/tests/datas.spec.ts).

/** Temporal's few members read here (TypeScript's ES2023 lib has no Temporal). */
export interface TemporalPartes {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): {
        year: number;
        month: number;
        day: number;
        hour: number;
        minute: number;
      };
    };
  };
}

const two = (n: number) => String(n).padStart(2, '0');

function parts(year: number, month: number, day: number, hour: number, minute: number): DateParts {
  return {
    day: two(day),
    month: two(month),
    year: String(year).padStart(4, '0'),
    hour: two(hour),
    minute: two(minute),
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
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

/** An instant's parts in `timeZone` by Intl.DateTimeFormat (exported for the tests that compare). */
export function partsByIntl(value: Date, timeZone: string): DateParts {
  const found = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(value)
      .map((p) => [p.type, p.value]),
  );
  return parts(
    Number(found.year),
    Number(found.month),
    Number(found.day),
    Number(found.hour),
    Number(found.minute),
  );
}

/** An instant's parts in `timeZone` by Temporal, where the reader has it. */
export function partsByTemporal(value: Date, timeZone: string, temporal: TemporalPartes): DateParts {
  const zoned = temporal.Instant.fromEpochMilliseconds(value.getTime()).toZonedDateTimeISO(timeZone);
  return parts(zoned.year, zoned.month, zoned.day, zoned.hour, zoned.minute);
}

const temporal = (globalThis as { Temporal?: TemporalPartes }).Temporal;

/** An instant's day and time in `timeZone` (IANA); without it, the machine's (the reader's browser). */
export function partsOf(value: Date, timeZone?: string): DateParts {
  if (timeZone === undefined) {
    return parts(
      value.getFullYear(),
      value.getMonth() + 1,
      value.getDate(),
      value.getHours(),
      value.getMinutes(),
    );
  }
  return temporal ? partsByTemporal(value, timeZone, temporal) : partsByIntl(value, timeZone);
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
