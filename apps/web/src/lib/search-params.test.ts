import { describe, expect, it } from 'vitest';
import { inteiroDoEndereco, withSearchParams } from './search-params';

describe('inteiroDoEndereco', () => {
  it('reads the positive whole numbers an address names', () => {
    expect(inteiroDoEndereco('1')).toBe(1);
    expect(inteiroDoEndereco('42')).toBe(42);
    expect(inteiroDoEndereco('999999999')).toBe(999_999_999);
  });

  it('takes anything else as none: a link typed or cut by hand is no filter', () => {
    for (const value of [null, '', '0', '-1', '007', '1e3', '+5', ' 5', '5 ', '1.5', 'abc', '1234567890']) {
      expect(inteiroDoEndereco(value), String(value)).toBeUndefined();
    }
  });
});

describe('withSearchParams', () => {
  it('sets the values given, removes the empty ones and keeps the rest', () => {
    const next = withSearchParams(new URLSearchParams('a=1&b=2&c=3'), { a: 9, b: '', c: undefined, d: 'x' });
    expect(next.toString()).toBe('a=9&d=x');
  });
});
