import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  applyBdi,
  compareMoney,
  divideMoney,
  formatBRL,
  isDecimalString,
  isNegativeMoney,
  multiplyMoney,
  parseBRL,
  percentOf,
  splitInstalments,
  subtractMoney,
  sumMoney,
  toMoney,
} from './money';

// An independent model of the rules in integer arithmetic, to check big.js against.
const abs = (n: bigint) => (n < 0n ? -n : n);
const sign = (n: bigint) => (n < 0n ? -1n : 1n);

// numerator / denominator rounded to an integer, half away from zero.
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const q = (2n * abs(numerator) + abs(denominator)) / (2n * abs(denominator));
  return q === 0n ? 0n : sign(numerator) * sign(denominator) * q;
}

function scaled(units: bigint, scale: number): string {
  const digits = abs(units)
    .toString()
    .padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return units < 0n ? `-${text}` : text;
}

const cents = (min = -(10n ** 15n), max = 10n ** 15n) => fc.bigInt({ min, max });
const RUNS = { numRuns: 5000 };

describe('isDecimalString', () => {
  it('accepts plain decimals up to the scale', () => {
    expect(isDecimalString('0')).toBe(true);
    expect(isDecimalString('1234.5')).toBe(true);
    expect(isDecimalString('-1234.50')).toBe(true);
    expect(isDecimalString('1.234', 3)).toBe(true);
    expect(isDecimalString('12', 0)).toBe(true);
  });

  it.each(['', '1.234', '1,5', '+1', '.5', '1.', '1e3', ' 1', '1 ', 'abc', '--1', 'NaN', 'Infinity'])(
    'rejects %j at two places',
    (value) => {
      expect(isDecimalString(value)).toBe(false);
    },
  );
});

describe('toMoney', () => {
  it.each([
    ['0', '0.00'],
    ['1234.5', '1234.50'],
    ['1234.567', '1234.57'],
    ['0.005', '0.01'],
    ['0.004', '0.00'],
    ['-0.005', '-0.01'],
    ['-0.004', '0.00'],
    ['-0', '0.00'],
    ['007.10', '7.10'],
    ['99999999999999.995', '100000000000000.00'],
  ])('%s → %s', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it('throws on anything but a decimal string', () => {
    expect(() => toMoney('1,5')).toThrow(RangeError);
    expect(() => toMoney('1e3')).toThrow(RangeError);
    expect(() => toMoney('')).toThrow(RangeError);
  });
});

describe('sums and differences', () => {
  it('adds exactly where floats do not', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney()).toBe('0.00');
    expect(addMoney('1234.56', '-234.56', '0.01')).toBe('1000.01');
    expect(sumMoney(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(subtractMoney('0.30', '0.10')).toBe('0.20');
    expect(subtractMoney('10.00', '10.01')).toBe('-0.01');
  });

  it('matches integer cents on random input', () => {
    fc.assert(
      fc.property(fc.array(cents(), { maxLength: 30 }), (values) => {
        const expected = values.reduce((sum, value) => sum + value, 0n);
        expect(sumMoney(values.map((value) => scaled(value, 2)))).toBe(scaled(expected, 2));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('multiplyMoney', () => {
  it.each([
    ['3', '33.33', '99.99'],
    ['1.5', '10.01', '15.02'], // 15.015 rounds up
    ['2.5', '0.01', '0.03'], // 0.025 rounds away from zero
    ['-2.5', '0.01', '-0.03'],
    ['0.333', '3.00', '1.00'], // 0.999
    ['0', '123.45', '0.00'],
    ['-0.001', '1.00', '0.00'],
    ['1000000', '99999.99', '99999990000.00'],
  ])('%s × %s = %s', (quantity, price, expected) => {
    expect(multiplyMoney(quantity, price)).toBe(expected);
  });

  it('equals an integer-cents computation on random input', () => {
    fc.assert(
      fc.property(
        cents(-(10n ** 12n), 10n ** 12n),
        cents(-(10n ** 12n), 10n ** 12n),
        (thousandths, price) => {
          // thousandths × cents is in units of 10^-5; back to cents divides by 1000.
          const expected = roundDiv(thousandths * price, 1000n);
          expect(multiplyMoney(scaled(thousandths, 3), scaled(price, 2))).toBe(scaled(expected, 2));
        },
      ),
      RUNS,
    );
  });
});

describe('percentOf', () => {
  it('gives two places', () => {
    expect(percentOf('1', '3')).toBe('33.33');
    expect(percentOf('2', '3')).toBe('66.67');
    expect(percentOf('50.00', '200.00')).toBe('25.00');
    expect(percentOf('300', '200')).toBe('150.00');
    expect(percentOf('-1', '8')).toBe('-12.50');
  });

  it('is zero when the whole is zero', () => {
    expect(percentOf('10.00', '0.00')).toBe('0.00');
    expect(percentOf('0', '0')).toBe('0.00');
  });

  it('equals an integer computation on random input', () => {
    fc.assert(
      fc.property(
        cents(),
        cents().filter((value) => value !== 0n),
        (part, whole) => {
          expect(percentOf(scaled(part, 2), scaled(whole, 2))).toBe(
            scaled(roundDiv(part * 10_000n, whole), 2),
          );
        },
      ),
      RUNS,
    );
  });
});

describe('applyBdi', () => {
  it('adds the percentage on top of cost', () => {
    expect(applyBdi('1000.00', '25')).toBe('1250.00');
    expect(applyBdi('1000.00', '0')).toBe('1000.00');
    expect(applyBdi('99.99', '22.5')).toBe('122.49'); // 122.48775
    expect(applyBdi('0.10', '5')).toBe('0.11'); // 0.105 rounds up
  });

  it('equals an integer computation on random input', () => {
    fc.assert(
      fc.property(cents(0n, 10n ** 13n), cents(0n, 100_00n), (cost, bdiHundredths) => {
        const expected = roundDiv(cost * (10_000n + bdiHundredths), 10_000n);
        expect(applyBdi(scaled(cost, 2), scaled(bdiHundredths, 2))).toBe(scaled(expected, 2));
      }),
      RUNS,
    );
  });
});

describe('splitInstalments', () => {
  it('puts the remainder cents on the last instalment', () => {
    expect(splitInstalments('100.00', 3)).toEqual(['33.33', '33.33', '33.34']);
    expect(splitInstalments('100', 1)).toEqual(['100.00']);
    expect(splitInstalments('0.05', 3)).toEqual(['0.01', '0.01', '0.03']);
    expect(splitInstalments('0.01', 3)).toEqual(['0.00', '0.00', '0.01']);
    expect(splitInstalments('-100.00', 3)).toEqual(['-33.33', '-33.33', '-33.34']);
  });

  it('refuses a bad total or count', () => {
    expect(() => splitInstalments('100.001', 2)).toThrow(RangeError);
    expect(() => splitInstalments('abc', 2)).toThrow(RangeError);
    expect(() => splitInstalments('100.00', 0)).toThrow(RangeError);
    expect(() => splitInstalments('100.00', 1.5)).toThrow(RangeError);
    expect(() => splitInstalments('100.00', -2)).toThrow(RangeError);
  });

  it('sums exactly and differs only by the remainder, on random input', () => {
    fc.assert(
      fc.property(cents(), fc.integer({ min: 1, max: 120 }), (total, n) => {
        const parts = splitInstalments(scaled(total, 2), n);
        expect(parts).toHaveLength(n);
        expect(sumMoney(parts)).toBe(scaled(total, 2));
        const partCents = parts.map((part) => BigInt(part.replace('.', '')));
        const first = partCents[0]!;
        expect(partCents.slice(0, -1).every((part) => part === first)).toBe(true);
        expect(abs(partCents[n - 1]! - first)).toBeLessThan(BigInt(n));
      }),
      RUNS,
    );
  });
});

describe('compareMoney and isNegativeMoney', () => {
  it('compares by value, not by text', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('10', '10.00')).toBe(0);
    expect(compareMoney('-1.00', '0.00')).toBe(-1);
    expect(isNegativeMoney('-0.01')).toBe(true);
    expect(isNegativeMoney('0.00')).toBe(false);
  });
});

describe('parseBRL', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['R$ 1.234,56', '1234.56'],
    ['R$1.234,56', '1234.56'],
    ['R$\u00a01.234,56', '1234.56'],
    ['-R$ 1.234,56', '-1234.56'],
    ['R$ -1.234,56', '-1234.56'],
    ['  1234,5  ', '1234.50'],
    ['1234', '1234.00'],
    ['1.234', '1234.00'],
    ['1.234.567', '1234567.00'],
    ['1234.56', '1234.56'],
    ['1.5', '1.50'],
    ['0,5', '0.50'],
    ['-0,00', '0.00'],
    ['0', '0.00'],
  ])('%j → %s', (input, expected) => {
    expect(parseBRL(input)).toBe(expected);
  });

  it.each([
    '',
    'R$',
    'abc',
    '1,234.56',
    '1.23,45',
    '12.34.56',
    '1.234,567',
    '1234.567',
    '0.125',
    '1,2,3',
    ',5',
    '1,',
    '--1',
    '-R$ -1,00',
    '1e3',
    'R$ 1 234,56',
  ])('rejects %j', (input) => {
    expect(parseBRL(input)).toBeNull();
  });

  it('round-trips with formatBRL on random values', () => {
    fc.assert(
      fc.property(cents(), (value) => {
        const money = scaled(value, 2);
        expect(parseBRL(formatBRL(money))).toBe(money);
      }),
      RUNS,
    );
  });
});

describe('divideMoney', () => {
  it('rounds the quotient once, half away from zero, and refuses a zero divisor', () => {
    expect(divideMoney('100.00', '3')).toBe('33.33');
    expect(divideMoney('0.05', '2')).toBe('0.03');
    expect(divideMoney('-0.05', '2')).toBe('-0.03');
    expect(divideMoney('10.00', '0')).toBeNull();
  });
});
