import Big from 'big.js';

// Money travels as a decimal string with two places ("1234.50") and quantities with up to
// three. All arithmetic goes through big.js: a JavaScript float can never reach a total.
export type Money = string;
export type Quantity = string;

export const MONEY_SCALE = 2;
export const QUANTITY_SCALE = 3;

// A private constructor so the settings below never leak into another user of big.js.
// strict: a JS number passed in is an error, not a silent float. DP 2 rounds divisions (only
// percentOf divides) straight to the cent, in one correct rounding step.
const Decimal = Big();
Decimal.strict = true;
Decimal.RM = Big.roundHalfUp;
Decimal.DP = MONEY_SCALE;

const DECIMAL_STRING = /^-?\d+(?:\.(\d+))?$/;

// Plain notation only: no '+', exponent, spaces, thousands separator or bare '.5'.
export function isDecimalString(value: string, maxScale: number = MONEY_SCALE): boolean {
  const match = DECIMAL_STRING.exec(value);
  return match !== null && (match[1]?.length ?? 0) <= maxScale;
}

function decimal(value: string): Big {
  if (!isDecimalString(value, Number.POSITIVE_INFINITY)) {
    throw new RangeError(`Not a decimal string: ${JSON.stringify(value)}`);
  }
  return new Decimal(value);
}

// Half away from zero; big.js keeps the sign of a value rounded to zero ("-0.00"), we do not.
function toScale(value: Big, scale: number): string {
  const text = value.toFixed(scale, Big.roundHalfUp);
  return /^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text;
}

export function toMoney(value: string): Money {
  return toScale(decimal(value), MONEY_SCALE);
}

// Any decimal to a fixed number of places (an area in m² with two), half away from zero.
export function toFixedScale(value: string, scale: number): string {
  return toScale(decimal(value), scale);
}

export function sumMoney(values: readonly string[]): Money {
  const total = values.reduce((sum, value) => sum.plus(decimal(value)), new Decimal('0'));
  return toScale(total, MONEY_SCALE);
}

export function addMoney(...values: string[]): Money {
  return sumMoney(values);
}

export function subtractMoney(a: string, b: string): Money {
  return toScale(decimal(a).minus(decimal(b)), MONEY_SCALE);
}

// quantity × unit price, rounded to the cent half away from zero (domain rule for subitens).
export function multiplyMoney(quantity: string, unitPrice: string): Money {
  return toScale(decimal(quantity).times(decimal(unitPrice)), MONEY_SCALE);
}

// pct % of a value (a retention, an amortisation, a measured share), computed exactly and rounded
// once to the cent, half away from zero.
export function percentageOfMoney(value: string, percent: string): Money {
  return toScale(decimal(value).times(decimal(percent)).times('0.01'), MONEY_SCALE);
}

// Quantities added exactly, to QUANTITY_SCALE places (an item's measured total).
export function addQuantities(...values: string[]): Quantity {
  const total = values.reduce((sum, value) => sum.plus(decimal(value)), new Decimal('0'));
  return toScale(total, QUANTITY_SCALE);
}

export function subtractQuantities(a: string, b: string): Quantity {
  return toScale(decimal(a).minus(decimal(b)), QUANTITY_SCALE);
}

// part as a percentage of whole, to two places; '0.00' when whole is zero (nothing to compare).
export function percentOf(part: string, whole: string): string {
  const base = decimal(whole);
  if (base.eq('0')) return '0.00';
  return toScale(decimal(part).times('100').div(base), MONEY_SCALE);
}

// value ÷ divisor (an amount per m², per day…), rounded once to the cent; null for a zero divisor.
export function divideMoney(value: string, divisor: string): Money | null {
  const base = decimal(divisor);
  if (base.eq('0')) return null;
  return toScale(decimal(value).div(base), MONEY_SCALE);
}

// Sale price: cost × (1 + bdi/100), computed exactly and rounded once, to the cent.
export function applyBdi(cost: string, bdiPercent: string): Money {
  const factor = decimal(bdiPercent).plus('100').times('0.01');
  return toScale(decimal(cost).times(factor), MONEY_SCALE);
}

// Equal instalments in whole cents; the cents left over go to the last one so the parts add
// up exactly to the total. A negative total (a refund) splits the same way, mirrored.
export function splitInstalments(total: string, n: number): Money[] {
  if (!isDecimalString(total, MONEY_SCALE)) {
    throw new RangeError(`Not a money value: ${JSON.stringify(total)}`);
  }
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`Instalment count must be a positive integer: ${n}`);
  }
  const cents = toCents(toMoney(total));
  const count = BigInt(n);
  const base = cents / count; // BigInt division truncates towards zero
  const parts = Array.from({ length: n }, () => base);
  parts[n - 1] = base + (cents - base * count);
  return parts.map(fromCents);
}

/**
 * Splits a total in whole cents in proportion to weights (largest remainder): each part is the
 * exact share rounded down to the cent, and the cents left over go, one each, to the parts that
 * lost most in that rounding (the earlier on a tie). The parts add up exactly to the total and
 * each is less than one cent from its exact share. Total and weights are non-negative money;
 * weights summing to zero leave a zero total as zeros.
 */
export function allocateMoney(total: string, weights: readonly string[]): Money[] {
  const totalCents = toCents(toMoney(total));
  const weightCents = weights.map((weight) => toCents(toMoney(weight)));
  if (totalCents < 0n || weightCents.some((weight) => weight < 0n)) {
    throw new RangeError('allocateMoney takes a non-negative total and weights');
  }
  const whole = weightCents.reduce((sum, weight) => sum + weight, 0n);
  if (whole === 0n) {
    if (totalCents !== 0n) throw new RangeError('Nothing to allocate a non-zero total to');
    return weights.map(() => '0.00');
  }
  const shares = weightCents.map((weight, index) => {
    const exact = totalCents * weight;
    return { index, cents: exact / whole, lost: exact % whole };
  });
  let left = totalCents - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byLoss = [...shares].sort((a, b) =>
    a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1,
  );
  for (const share of byLoss) {
    if (left === 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  return shares.map((share) => fromCents(share.cents));
}

function toCents(money: Money): bigint {
  return BigInt(money.replace('.', ''));
}

function fromCents(cents: bigint): Money {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  const sign = cents < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  return decimal(a).cmp(decimal(b));
}

export function isNegativeMoney(value: string): boolean {
  return decimal(value).lt('0');
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// '1.234.567': a count (records, lines, entries, photos), its digits grouped as the amounts' are.
// Any integer reads in digits, even one past the safe range ('2e+21' as a string: the first row of
// a page number typed into the address), where formatQuantity would refuse the exponent.
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const count = BigInt(Math.trunc(value));
  const digits = (count < 0n ? -count : count).toString();
  return `${count < 0n ? '-' : ''}${groupThousands(digits)}`;
}

// Between 'R$' and its number: a non-breaking space, so a narrow cell, a PDF line or a toast never
// leaves 'R$' alone at the end of a line (decision 099).
export const MONEY_SPACE = '\u00a0';

// '1.234,56', '-1.234,56': the amount without its sign, for a field with 'R$' beside it.
export function formatMoneyNumber(value: string): string {
  const money = toMoney(value);
  const negative = money.startsWith('-');
  const [integer = '0', cents = '00'] = (negative ? money.slice(1) : money).split('.');
  return `${negative ? '-' : ''}${groupThousands(integer)},${cents}`;
}

// 'R$ 1.234,56' and '-R$ 1.234,56', the space a non-breaking one (MONEY_SPACE).
export function formatBRL(value: string): string {
  const number = formatMoneyNumber(value);
  return number.startsWith('-') ? `-R$${MONEY_SPACE}${number.slice(1)}` : `R$${MONEY_SPACE}${number}`;
}

// '1.234,5': up to three places, trailing zeros dropped.
export function formatQuantity(value: string): string {
  const text = toScale(decimal(value), QUANTITY_SCALE).replace(/\.?0+$/, '');
  const negative = text.startsWith('-');
  const [integer = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = groupThousands(integer);
  return `${negative ? '-' : ''}${fraction ? `${grouped},${fraction}` : grouped}`;
}

// Reading a number typed the Brazilian way. The rule:
// - ',' is the decimal separator; '.' groups thousands, in groups of exactly three digits
//   ('1.234,56', '1234,5', '1.234.567');
// - with no ',', a '.' that groups thousands correctly is a thousands separator ('1.234' is
//   one thousand two hundred and thirty-four); any other single '.' is a decimal point, so a
//   value in machine form still reads ('1234.56', '0.5', '1.5');
// - more decimal places than maxScale is refused rather than silently rounded.
// Returns a plain decimal string ('1234.56'), or null when the text is not a number.
export function parseDecimalBR(input: string, maxScale: number): string | null {
  const match = /^(-?)\s*([\d.]+)(?:,(\d+))?$/.exec(input.trim());
  if (!match) return null;
  const [, sign = '', integerPart = '', fraction = ''] = match;
  const digits = readIntegerPart(integerPart, match[3] !== undefined);
  if (digits === null) return null;
  const [integer = '0', decimals = ''] = digits.includes('.') ? digits.split('.') : [digits, fraction];
  if (decimals.length > maxScale) return null;
  const canonical = decimals ? `${sign}${integer}.${decimals}` : `${sign}${integer}`;
  return toScale(decimal(canonical), decimals.length);
}

const GROUPED_THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

// Returns the integer digits, or for a machine-form number ('1234.56') the number itself.
function readIntegerPart(text: string, hasComma: boolean): string | null {
  if (/^\d+$/.test(text)) return text;
  if (GROUPED_THOUSANDS.test(text)) return text.replaceAll('.', '');
  if (!hasComma && /^\d+\.\d+$/.test(text)) return text;
  return null;
}

// What a money field keeps of what is typed or pasted: digits, the thousands' dots and one
// decimal comma with at most two digits after it ('R$ 1.234,567' → '1.234,56'). No sign, letter or
// space: an amount typed here is never negative (fields.ts, decision 053).
export function typedMoney(input: string): string {
  const kept = input.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  if (comma === -1) return kept;
  const cents = kept
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, MONEY_SCALE);
  return `${kept.slice(0, comma)},${cents}`;
}

// Accepts 'R$ 1.234,56', '-R$ 1.234,56', 'R$ -1.234,56', '1.234,56', '1234,5', '1234.56'
// (see parseDecimalBR for how '.' reads). Returns a Money string or null.
export function parseBRL(input: string): Money | null {
  const trimmed = input.trim();
  const currency = /^(-?)\s*R\$\s*(.*)$/s.exec(trimmed);
  const number = currency ? `${currency[1]}${currency[2]}` : trimmed;
  const parsed = parseDecimalBR(number, MONEY_SCALE);
  return parsed === null ? null : toMoney(parsed);
}

export function parseQuantity(input: string): Quantity | null {
  return parseDecimalBR(input, QUANTITY_SCALE);
}
