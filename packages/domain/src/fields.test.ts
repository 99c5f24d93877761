import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import {
  optionalCpf,
  optionalCpfCnpj,
  optionalDecimal,
  optionalEmail,
  optionalIsoDate,
  optionalTelefone,
  optionalText,
  requiredCpfCnpj,
  requiredEmail,
  requiredId,
  requiredIsoDate,
  requiredMoney,
  requiredQuantity,
  requiredTelefone,
  requiredText,
} from './fields';
import { formatBRL } from './money';

// Parses { value } so absent, null and '' can be told apart.
function parse(schema: z.ZodType, input: Record<string, unknown>) {
  const result = z.object({ value: schema }).safeParse(input);
  return result.success ? { data: result.data } : { error: result.error.issues[0]?.message };
}

describe('text fields', () => {
  it('requires, trims and bounds a required text', () => {
    expect(parse(requiredText(5), { value: '  abc ' })).toEqual({ data: { value: 'abc' } });
    expect(parse(requiredText(5), {})).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(requiredText(5), { value: null })).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(requiredText(5), { value: '   ' })).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(requiredText(5), { value: 12 })).toEqual({ error: FIELD_MESSAGES.valorInvalido });
    expect(parse(requiredText(5), { value: 'abcdef' })).toEqual({ error: 'Use no máximo 5 caracteres.' });
  });

  it('keeps absent absent, and turns blank into null, in an optional text', () => {
    expect(parse(optionalText(5), {})).toEqual({ data: {} });
    expect(parse(optionalText(5), { value: null })).toEqual({ data: { value: null } });
    expect(parse(optionalText(5), { value: '' })).toEqual({ data: { value: null } });
    expect(parse(optionalText(5), { value: '   ' })).toEqual({ data: { value: null } });
    expect(parse(optionalText(5), { value: ' ab ' })).toEqual({ data: { value: 'ab' } });
    expect(parse(optionalText(5), { value: 'abcdef' })).toEqual({ error: 'Use no máximo 5 caracteres.' });
    expect(parse(optionalText(5), { value: 3 })).toEqual({ error: FIELD_MESSAGES.valorInvalido });
  });

  it('refuses the NUL character, which the database cannot store', () => {
    expect(parse(requiredText(5), { value: 'a\u0000b' })).toEqual({ error: FIELD_MESSAGES.textoInvalido });
    expect(parse(optionalText(5), { value: 'a\u0000' })).toEqual({ error: FIELD_MESSAGES.textoInvalido });
  });
});

describe('references', () => {
  it('takes a positive integer id that fits the database', () => {
    expect(parse(requiredId, { value: 7 })).toEqual({ data: { value: 7 } });
    expect(parse(requiredId, {})).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(requiredId, { value: null })).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    for (const value of [0, -1, 1.5, 2_147_483_648, '7']) {
      expect(parse(requiredId, { value })).toEqual({ error: FIELD_MESSAGES.valorInvalido });
    }
  });
});

describe('e-mail fields', () => {
  it('trims, validates and lower-cases', () => {
    expect(parse(requiredEmail, { value: ' Maria@Example.COM ' })).toEqual({
      data: { value: 'maria@example.com' },
    });
    expect(parse(requiredEmail, { value: 'maria@example' })).toEqual({ error: FIELD_MESSAGES.emailInvalido });
    expect(parse(requiredEmail, { value: '' })).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(requiredEmail, {})).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(optionalEmail, { value: '' })).toEqual({ data: { value: null } });
    expect(parse(optionalEmail, { value: 'x' })).toEqual({ error: FIELD_MESSAGES.emailInvalido });
  });
});

describe('document fields', () => {
  it('normalises a valid CPF to digits', () => {
    expect(parse(optionalCpf, { value: '529.982.247-25' })).toEqual({ data: { value: '52998224725' } });
    expect(parse(optionalCpf, { value: '529.982.247-24' })).toEqual({ error: FIELD_MESSAGES.cpfInvalido });
    expect(parse(optionalCpf, { value: '' })).toEqual({ data: { value: null } });
    expect(parse(optionalCpf, {})).toEqual({ data: {} });
  });

  it('takes a CPF or a CNPJ, alphanumeric included', () => {
    expect(parse(requiredCpfCnpj, { value: '12.abc.345/01de-35' })).toEqual({
      data: { value: '12ABC34501DE35' },
    });
    expect(parse(requiredCpfCnpj, { value: '11.222.333/0001-81' })).toEqual({
      data: { value: '11222333000181' },
    });
    expect(parse(requiredCpfCnpj, { value: '529.982.247-25' })).toEqual({ data: { value: '52998224725' } });
    expect(parse(requiredCpfCnpj, { value: '11.222.333/0001-80' })).toEqual({
      error: FIELD_MESSAGES.cpfCnpjInvalido,
    });
    expect(parse(requiredCpfCnpj, {})).toEqual({ error: FIELD_MESSAGES.obrigatorio });
    expect(parse(optionalCpfCnpj, { value: null })).toEqual({ data: { value: null } });
  });

  it('normalises a telefone to digits', () => {
    expect(parse(requiredTelefone, { value: '(11) 98765-4321' })).toEqual({ data: { value: '11987654321' } });
    expect(parse(requiredTelefone, { value: '98765-4321' })).toEqual({
      error: FIELD_MESSAGES.telefoneInvalido,
    });
    expect(parse(optionalTelefone, { value: '' })).toEqual({ data: { value: null } });
  });
});

describe('numbers and dates', () => {
  it('normalises money to two places and refuses what does not fit', () => {
    expect(parse(requiredMoney, { value: '1234.5' })).toEqual({ data: { value: '1234.50' } });
    expect(parse(requiredMoney, { value: '0' })).toEqual({ data: { value: '0.00' } });
    // One record's maximum, R$ 9.999.999.999,99, is what the message says (decision 053).
    expect(parse(requiredMoney, { value: '9999999999.99' })).toEqual({ data: { value: '9999999999.99' } });
    expect(FIELD_MESSAGES.valorMonetarioInvalido).toContain(formatBRL('9999999999.99'));
    for (const value of ['-1.00', '1.234', '1,50', '10000000000', '9999999999999.99', 'abc']) {
      expect(parse(requiredMoney, { value })).toEqual({ error: FIELD_MESSAGES.valorMonetarioInvalido });
    }
    expect(parse(requiredMoney, { value: 12.5 })).toEqual({ error: FIELD_MESSAGES.valorInvalido });
  });

  it('accepts quantities with up to three places', () => {
    expect(parse(requiredQuantity, { value: '3' })).toEqual({ data: { value: '3' } });
    expect(parse(requiredQuantity, { value: '2.125' })).toEqual({ data: { value: '2.125' } });
    expect(parse(requiredQuantity, { value: '2.1255' })).toEqual({
      error: FIELD_MESSAGES.quantidadeInvalida,
    });
  });

  it('fixes an optional decimal to its scale', () => {
    const area = optionalDecimal(2, 4, FIELD_MESSAGES.metragemInvalida);
    expect(parse(area, { value: '12.5' })).toEqual({ data: { value: '12.50' } });
    expect(parse(area, { value: '9999.99' })).toEqual({ data: { value: '9999.99' } });
    expect(parse(area, { value: '' })).toEqual({ data: { value: null } });
    expect(parse(area, {})).toEqual({ data: {} });
    for (const value of ['10000', '1.234', '-1', '1,5']) {
      expect(parse(area, { value })).toEqual({ error: FIELD_MESSAGES.metragemInvalida });
    }
  });

  it('accepts real calendar days only', () => {
    expect(parse(requiredIsoDate, { value: '2024-02-29' })).toEqual({ data: { value: '2024-02-29' } });
    expect(parse(requiredIsoDate, { value: '2026-02-29' })).toEqual({ error: FIELD_MESSAGES.dataInvalida });
    expect(parse(optionalIsoDate, { value: '' })).toEqual({ data: { value: null } });
  });
});
