import { partsOf } from './fuso';

// Dates in JSON are ISO 8601: '2026-03-01' for a day, full timestamps for created/changed.
// A day string is a calendar day, not an instant: it is never sent through Date, whose time
// zone would move it to the day before west of Greenwich.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// dd/mm/aaaa as people type it: 'd/m/aa', with '/', '.', '-' or a space between the parts, or
// the digits alone ('31122026', '311226').
const BR_DATE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/;
const BR_DATE_DIGITS = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// A day of the calendar, leap years included, as zod's ISO date says (date.test.ts compares the
// two); the year 0000 is refused, as the calendar has no year zero. Without zod, so the screens that
// only show days load none (decision 217).
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

// What a typed day says: the ISO day, or why it is none. 'inexistente' has the shape of a day
// the calendar lacks (31/02/2026); 'ilegivel' is not a day at all.
export type DateReading = { day: string } | { error: 'inexistente' | 'ilegivel' };

// A two-digit year is of this century: the days typed here are of works and invoices.
function fullYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

export function readDateBR(input: string): DateReading {
  const text = input.trim();
  const match = BR_DATE.exec(text) ?? BR_DATE_DIGITS.exec(text);
  if (!match) return { error: 'ilegivel' };
  const day = `${fullYear(match[3]!)}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isIsoDate(day) ? { day } : { error: 'inexistente' };
}

// 'dd/mm/aaaa' → 'aaaa-mm-dd' (and the other ways of readDateBR). Null unless it is a real day.
export function parseDateBR(input: string): string | null {
  const reading = readDateBR(input);
  return 'day' in reading ? reading.day : null;
}

type DateInput = string | Date | null | undefined;

function toInstant(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

// 'dd/mm/aaaa'. Empty text for a missing or unreadable value, so a table cell stays blank.
export function formatDate(value: DateInput, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    return isIsoDate(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
  }
  const instant = toInstant(value);
  if (!instant) return '';
  const { day, month, year } = partsOf(instant, timeZone);
  return `${day}/${month}/${year}`;
}

// 'dd/mm/aaaa hh:mm' (24 h). A day string has no time of day, so it gets the date alone.
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  const instant = toInstant(value);
  if (!instant) return '';
  const { day, month, year, hour, minute } = partsOf(instant, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

// setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
function utc(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function utcDay(day: string): Date {
  if (!isIsoDate(day)) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return utc(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

// Calendar arithmetic on day strings, done in UTC so no time zone or summer time moves a day.
export function addDays(day: string, days: number): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

// The same day `months` later; a day the month lacks becomes its last (31/01 + 1 → 28/02 or 29/02).
export function addMonths(day: string, months: number): string {
  const date = utcDay(day);
  const first = utc(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  // Day 0 of the next month is the last day of this one.
  const last = utc(first.getUTCFullYear(), first.getUTCMonth() + 1, 0).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return fromUtc(first);
}
