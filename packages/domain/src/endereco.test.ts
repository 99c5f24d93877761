import { describe, expect, it } from 'vitest';
import { enderecoSchema, isUf, UFS } from './endereco';
import { FIELD_MESSAGES } from './field-messages';

describe('UFS', () => {
  it('lists the 27 federative units', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(isUf('SP')).toBe(true);
    expect(isUf('sp')).toBe(false);
    expect(isUf('XX')).toBe(false);
  });
});

describe('enderecoSchema', () => {
  it('normalises what a form sends', () => {
    expect(
      enderecoSchema.parse({
        cep: '01310-100',
        logradouro: ' Avenida Paulista ',
        numero: '1000',
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'sp',
      }),
    ).toEqual({
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    });
  });

  it('accepts nothing at all, and nulls from the database', () => {
    expect(enderecoSchema.parse({})).toEqual({});
    expect(enderecoSchema.parse({ cep: null, uf: null })).toEqual({ cep: null, uf: null });
  });

  it('refuses a bad CEP or UF with pt-BR messages', () => {
    const result = enderecoSchema.safeParse({ cep: '1310-100', uf: 'XX' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cep', FIELD_MESSAGES.cepInvalido],
      ['uf', FIELD_MESSAGES.ufInvalida],
    ]);
  });
});
