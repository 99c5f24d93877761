import { describe, expect, it } from 'vitest';
import { etapaCreateSchema, etapaUpdateSchema, isNumeroPart, normalizeNumeroPart } from './etapa';
import { FIELD_MESSAGES } from './field-messages';

describe('etapa numbers', () => {
  it('writes 1 to 999 with at least two digits', () => {
    expect(['1', '01', '001', '10', '120', '0999'].map(normalizeNumeroPart)).toEqual([
      '01',
      '01',
      '01',
      '10',
      '120',
      '999',
    ]);
    for (const kept of ['0', '1000', 'A1', '', '1.1']) expect(normalizeNumeroPart(kept)).toBe(kept);
  });

  it('knows a normalised number', () => {
    expect(['01', '09', '10', '999'].every(isNumeroPart)).toBe(true);
    expect(['1', '00', '001', '1000', 'AB'].some(isNumeroPart)).toBe(false);
  });
});

describe('etapa schemas', () => {
  it('creates with a normalised number and status Ativo', () => {
    expect(etapaCreateSchema.parse({ numero: ' 3 ', nome: 'Alvenaria' })).toEqual({
      numero: '03',
      nome: 'Alvenaria',
      status: 1,
    });
    const result = etapaCreateSchema.safeParse({ numero: 'três', nome: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['numero', FIELD_MESSAGES.numeroEtapaInvalido],
      ['nome', FIELD_MESSAGES.obrigatorio],
    ]);
  });

  it('updates by the id in the body, with only the fields sent', () => {
    expect(etapaUpdateSchema.parse({ id: 4, nome: 'Estrutura', data_cadastro: 'x' })).toEqual({
      id: 4,
      nome: 'Estrutura',
    });
    expect(etapaUpdateSchema.safeParse({ nome: 'Sem id' }).error?.issues[0]).toMatchObject({
      path: ['id'],
      message: FIELD_MESSAGES.obrigatorio,
    });
  });
});
