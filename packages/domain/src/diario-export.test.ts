import { describe, expect, it } from 'vitest';
import { diarioPeriodoQuerySchema, periodoGrandeMessage, totaisDoDiario } from './diario-export';

const praticavel = { tempo: 'claro', condicao: 'praticavel' } as const;
const impraticavel = { tempo: 'chuvoso', condicao: 'impraticavel' } as const;

describe('totaisDoDiario', () => {
  it('sums the workforce per origem and the equipment, and counts the rest', () => {
    expect(
      totaisDoDiario({
        status: 'assinado',
        clima: { manha: praticavel, tarde: impraticavel, noite: impraticavel },
        efetivo: [
          { origem: 'propria', quantidade: 4 },
          { origem: 'terceirizada', quantidade: 2 },
          { origem: 'propria', quantidade: 3 },
        ],
        equipamentos: [{ quantidade: 1 }, { quantidade: 12 }],
        atividades: [{}, {}],
        ocorrencias: [{}],
        fotos: [{}, {}, {}],
      }),
    ).toEqual({
      efetivo: { propria: 7, terceirizada: 2, total: 9 },
      equipamentos: 13,
      atividades: 2,
      ocorrencias: 1,
      turnosImpraticaveis: 2,
      fotos: 3,
    });
  });

  it('gives zeros for an empty rascunho', () => {
    const vazio = totaisDoDiario({
      status: 'rascunho',
      clima: { manha: null, tarde: null, noite: null },
      efetivo: [],
      equipamentos: [],
      atividades: [],
      ocorrencias: [],
      fotos: [],
    });
    expect(vazio.efetivo.total + vazio.equipamentos + vazio.turnosImpraticaveis).toBe(0);
  });
});

describe('the period of an export', () => {
  it('takes no period, either end or both, and refuses an end before the start', () => {
    expect(diarioPeriodoQuerySchema.parse({})).toEqual({});
    expect(diarioPeriodoQuerySchema.parse({ de: '2026-03-01', ate: '2026-03-31' })).toEqual({
      de: '2026-03-01',
      ate: '2026-03-31',
    });
    expect(diarioPeriodoQuerySchema.safeParse({ de: '2026-03-31', ate: '2026-03-01' }).success).toBe(false);
    expect(diarioPeriodoQuerySchema.safeParse({ de: '2026-02-30' }).success).toBe(false);
  });

  it('says in pt-BR how large the period is and what a PDF holds', () => {
    expect(periodoGrandeMessage(1234, 5678)).toBe(
      'O período tem 1.234 relatórios e 5.678 fotos; um PDF leva até 62 relatórios e 400 fotos. Escolha um período menor ou baixe a planilha (XLSX).',
    );
  });
});
