import { describe, expect, it } from 'vitest';
import { addDays } from './date';
import { diarioCreateSchema, diarioEditSchema } from './diario';
import { DIARIO_MESSAGES } from './diario-constantes';
import { diaEm, diaNoCanteiro } from './fuso';

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('diaEm', () => {
  it('takes today in the firm’s time zone', () => {
    expect(diaEm(new Date('2026-11-26T01:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-25');
  });
});

describe('diaNoCanteiro', () => {
  it('reads the day on São Paulo’s clock, not UTC’s', () => {
    expect(diaNoCanteiro(new Date('2026-03-02T02:30:00Z'))).toBe('2026-03-01');
    expect(diaNoCanteiro(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-02');
  });
});

describe('diarioCreateSchema', () => {
  it('fills what a rascunho may leave out', () => {
    expect(diarioCreateSchema.parse({ obra: 1, data: '2026-03-02' })).toEqual({
      obra: 1,
      data: '2026-03-02',
      clima: { manha: null, tarde: null, noite: null },
      efetivo: [],
      equipamentos: [],
      atividades: [],
      ocorrencias: [],
      observacoes: null,
      observacoes_fiscal: null,
    });
  });

  it('refuses a future day, and lines that break their rules, in pt-BR', () => {
    const result = diarioCreateSchema.safeParse({
      obra: 1,
      data: addDays(diaNoCanteiro(), 1),
      clima: { manha: { tempo: 'nevando', condicao: 'praticavel' } },
      efetivo: [
        { funcao: 'Armador', origem: 'terceirizada', quantidade: 2 },
        { funcao: 'Pedreiro', origem: 'propria', fornecedor: 3, quantidade: 0, horas: 8.25 },
      ],
      atividades: [{ etapa: 1, descricao: 'x', situacao: 'feita', percentual: 101 }],
      ocorrencias: [{ tipo: 'acidente', descricao: 'Queda', hora: '25:00' }],
    });
    expect(errors(result)).toEqual([
      ['data', DIARIO_MESSAGES.dataFutura],
      ['clima.manha.tempo', DIARIO_MESSAGES.tempoInvalido],
      ['efetivo.0.fornecedor', DIARIO_MESSAGES.fornecedorDaTerceirizada],
      ['efetivo.1.quantidade', DIARIO_MESSAGES.quantidadeInvalida],
      ['efetivo.1.horas', DIARIO_MESSAGES.horasInvalidas],
      ['efetivo.1.fornecedor', DIARIO_MESSAGES.fornecedorSoTerceirizada],
      ['atividades.0.situacao', DIARIO_MESSAGES.situacaoAtividadeInvalida],
      ['atividades.0.percentual', DIARIO_MESSAGES.percentualInvalido],
      ['ocorrencias.0.hora', DIARIO_MESSAGES.horaInvalida],
    ]);
  });
});

describe('diarioEditSchema', () => {
  it('keeps absent fields absent, so an edit changes only what it sends', () => {
    expect(diarioEditSchema.parse({ observacoes: ' Chuva ', versao: 3 })).toEqual({
      observacoes: 'Chuva',
      versao: 3,
    });
  });
});
