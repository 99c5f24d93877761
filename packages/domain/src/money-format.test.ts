import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatCount,
  formatMoneyNumber,
  formatQuantity,
  parseBRL,
  parseQuantity,
  typedMoney,
} from './money';

describe('formatBRL', () => {
  it.each([
    ['0', 'R$ 0,00'],
    ['1234.56', 'R$ 1.234,56'],
    ['1234.5', 'R$ 1.234,50'],
    ['-1234.56', '-R$ 1.234,56'],
    ['999.999', 'R$ 1.000,00'],
    ['1234567.89', 'R$ 1.234.567,89'],
    ['100', 'R$ 100,00'],
    ['-0.001', 'R$ 0,00'],
  ])('%s → %s', (input, expected) => {
    expect(formatBRL(input)).toBe(expected.replace(' ', '\u00a0'));
  });

  it('never lets R$ and its number break apart, and reads back what it writes', () => {
    expect(formatBRL('1234.56')).toBe('R$\u00a01.234,56');
    expect(formatBRL('-5')).toBe('-R$\u00a05,00');
    expect(formatBRL('1234.56')).not.toContain(' ');
    expect(parseBRL(formatBRL('-1234.56'))).toBe('-1234.56');
  });
});

describe('formatMoneyNumber', () => {
  it.each([
    ['0', '0,00'],
    ['1234.5', '1.234,50'],
    ['-1234567.891', '-1.234.567,89'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoneyNumber(input)).toBe(expected);
  });
});

describe('quantities', () => {
  it.each([
    ['1234.5', '1.234,5'],
    ['2', '2'],
    ['2.000', '2'],
    ['0.125', '0,125'],
    ['1.0005', '1,001'],
    ['-1234.25', '-1.234,25'],
    ['1000000', '1.000.000'],
  ])('formatQuantity %s → %s', (input, expected) => {
    expect(formatQuantity(input)).toBe(expected);
  });

  // Counts as the lists, exports and messages show them (decision 225), whatever integer arrives.
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1.234'],
    [10_000, '10.000'],
    [-45, '-45'],
    [1_000_000, '1.000.000'],
    [2e21, '2.000.000.000.000.000.000.000'],
  ])('formatCount %s → %s', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it('parses up to three places', () => {
    expect(parseQuantity('1.234,5')).toBe('1234.5');
    expect(parseQuantity('0,125')).toBe('0.125');
    expect(parseQuantity('0.125')).toBe('0.125');
    expect(parseQuantity('1.234')).toBe('1234');
    expect(parseQuantity('1,2345')).toBeNull();
  });
});

describe('typedMoney', () => {
  it.each([
    ['1234,56', '1234,56'],
    ['1.234,56', '1.234,56'],
    ['R$ 1.234,56', '1.234,56'],
    ['1234,567', '1234,56'],
    ['12,3,4', '12,34'],
    ['-50', '50'],
    ['abc', ''],
    ['1 000,00', '1000,00'],
    ['1234.56', '1234.56'],
    [',5', ',5'],
  ])('%j keeps %j', (typed, kept) => {
    expect(typedMoney(typed)).toBe(kept);
  });
});
