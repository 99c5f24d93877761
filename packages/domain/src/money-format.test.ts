import { describe, expect, it } from 'vitest';
import { formatBRL, formatQuantity, parseQuantity } from './money';

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
    expect(formatBRL(input)).toBe(expected);
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

  it('parses up to three places', () => {
    expect(parseQuantity('1.234,5')).toBe('1234.5');
    expect(parseQuantity('0,125')).toBe('0.125');
    expect(parseQuantity('0.125')).toBe('0.125');
    expect(parseQuantity('1.234')).toBe('1234');
    expect(parseQuantity('1,2345')).toBeNull();
  });
});
