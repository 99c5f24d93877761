import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import {
  isNumeroSubetapa,
  nextNumeroSubetapa,
  normalizeNumeroSubetapa,
  numeroPertenceAEtapa,
  subetapaCreateSchema,
  subetapaForaDaEtapaMessage,
  subetapaListQuerySchema,
  subetapaUpdateSchema,
} from './subetapa';

describe('subetapa numbers', () => {
  it('normalises each level', () => {
    expect(normalizeNumeroSubetapa('1.2')).toBe('01.02');
    expect(normalizeNumeroSubetapa('01.10')).toBe('01.10');
    expect(normalizeNumeroSubetapa('1.2.3')).toBe('1.2.3');
    expect(['01.02', '10.120'].every(isNumeroSubetapa)).toBe(true);
    expect(['01', '01.', '01.02.03', '1.2', '01-02'].some(isNumeroSubetapa)).toBe(false);
  });

  it('belongs to the etapa whose number it starts with', () => {
    expect(numeroPertenceAEtapa('01.02', '01')).toBe(true);
    expect(numeroPertenceAEtapa('10.02', '01')).toBe(false);
    expect(numeroPertenceAEtapa('011.02', '01')).toBe(false);
    expect(subetapaForaDaEtapaMessage('03')).toBe('O número deve começar com "03.", o número da etapa.');
  });
});

describe('subetapa schemas', () => {
  it('creates under an etapa with a normalised number', () => {
    expect(subetapaCreateSchema.parse({ etapa: 2, numero: '2.1', nome: 'Pilares' })).toEqual({
      etapa: 2,
      numero: '02.01',
      nome: 'Pilares',
      status: 1,
    });
    const result = subetapaCreateSchema.safeParse({ numero: '2', nome: 'Pilares' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['etapa', FIELD_MESSAGES.obrigatorio],
      ['numero', FIELD_MESSAGES.numeroSubetapaInvalido],
    ]);
  });

  it('updates by the id in the body, with only the fields sent', () => {
    expect(subetapaUpdateSchema.parse({ id: 9, status: 2 })).toEqual({ id: 9, status: 2 });
  });

  it('filters a list by etapa', () => {
    expect(subetapaListQuerySchema.parse({ etapa: '3' })).toEqual({ etapa: 3 });
    expect(subetapaListQuerySchema.safeParse({ etapa: 'x' }).success).toBe(false);
  });
});

describe('nextNumeroSubetapa', () => {
  it.each([
    ['01', [], '01.01'],
    ['01', ['01.01'], '01.02'],
    ['01', ['01.01', '01.07', '01.03'], '01.08'],
    ['02', ['01.05', '02.01'], '02.02'],
    ['03', ['03.99'], '03.100'],
    ['03', ['03.999'], ''],
  ])('etapa %s with %j → %j', (etapa, numeros, expected) => {
    expect(nextNumeroSubetapa(etapa, numeros)).toBe(expected);
  });
});
