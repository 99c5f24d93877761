import { describe, expect, it } from 'vitest';
import { maskCep, maskCpfCnpj, maskDecimal, maskTelefone } from './masks';

describe('maskCpfCnpj', () => {
  it.each([
    ['529', '529'],
    ['5299822', '529.982.2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['11.222.333/0001-8199', '11.222.333/0001-81'],
  ])('masks %s as %s', (typed, masked) => expect(maskCpfCnpj(typed)).toBe(masked));
});

describe('maskTelefone', () => {
  it.each([
    ['11', '(11'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
  ])('masks %s as %s', (typed, masked) => expect(maskTelefone(typed)).toBe(masked));
});

describe('other masks', () => {
  it('masks a CEP', () => expect(maskCep('01310100')).toBe('01310-100'));
  it('keeps one decimal comma', () => expect(maskDecimal('1.234,5,6m')).toBe('1.234,56'));
});
