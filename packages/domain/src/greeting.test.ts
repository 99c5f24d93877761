import { describe, expect, it } from 'vitest';
import { greetingFor, greetingText } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'bom dia'],
    [11, 'bom dia'],
    [12, 'boa tarde'],
    [16, 'boa tarde'],
    [17, 'boa noite'],
    [23, 'boa noite'],
  ] as const)('hour %i gives %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });

  it('treats a fractional hour by its boundary', () => {
    expect(greetingFor(11.99)).toBe('bom dia');
    expect(greetingFor(16.5)).toBe('boa tarde');
  });
});

describe('greetingText', () => {
  it('uses the local hour of the date', () => {
    expect(greetingText(new Date(2026, 2, 1, 8, 0))).toBe('Olá, bom dia!');
    expect(greetingText(new Date(2026, 2, 1, 12, 0))).toBe('Olá, boa tarde!');
    expect(greetingText(new Date(2026, 2, 1, 16, 59))).toBe('Olá, boa tarde!');
    expect(greetingText(new Date(2026, 2, 1, 17, 0))).toBe('Olá, boa noite!');
  });
});
