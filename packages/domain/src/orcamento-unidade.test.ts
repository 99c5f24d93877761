import { describe, expect, it } from 'vitest';
import {
  orcamentoUnidadeInputSchema,
  UNIDADE_MESSAGES,
  unidadeChave,
  unidadeLabel,
  unidadePadraoIgual,
} from './orcamento-unidade';

describe('firm units (decision 104)', () => {
  it('compares names as people read them: case, composition and spacing aside', () => {
    expect(unidadeChave('  PEÇA   de  Reposição ')).toBe('peça de reposição');
    // 'ç' typed as c + combining cedilla is the same letter.
    expect(unidadeChave('Pec\u0327a')).toBe(unidadeChave('peça'));
    expect(unidadeChave('Hora')).not.toBe(unidadeChave('Horas'));
  });

  it('finds a default unit by its key or its label, in any case', () => {
    expect(unidadePadraoIgual('M2')).toBe('m²');
    expect(unidadePadraoIgual('m²')).toBe('m²');
    expect(unidadePadraoIgual('MÊS')).toBe('Mês');
    expect(unidadePadraoIgual('hora')).toBeUndefined();
  });

  it('reads a default unit by its label and the firm own by its name', () => {
    expect(unidadeLabel('m3')).toBe('m³');
    expect(unidadeLabel('tonelada')).toBe('tonelada');
  });

  it('refuses a default unit, and keeps a new name with its spaces collapsed', () => {
    const padrao = orcamentoUnidadeInputSchema.safeParse({ nome: 'Verba' });
    expect(padrao.success).toBe(false);
    expect(padrao.error?.issues[0]?.message).toBe(UNIDADE_MESSAGES.padrao('Verba'));
    expect(orcamentoUnidadeInputSchema.parse({ nome: '  peça   de reposição ' })).toEqual({
      nome: 'peça de reposição',
    });
    expect(orcamentoUnidadeInputSchema.safeParse({ nome: 'x'.repeat(31) }).success).toBe(false);
  });
});
