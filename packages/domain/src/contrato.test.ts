import { describe, expect, it } from 'vitest';
import { CONTRATO_MESSAGES, contratoCreateSchema, contratoEditSchema } from './contrato';

const base = { obra: 1, fornecedor: 2, objeto: 'Estrutura de concreto', valor: '150000' };

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('contratoCreateSchema', () => {
  it('accepts a contract, normalising its value, with status Ativo by default', () => {
    expect(contratoCreateSchema.parse(base)).toMatchObject({ valor: '150000.00', status: 1 });
  });

  it('needs a value above zero, an end not before the start, and an etapa for a subetapa', () => {
    expect(issues(contratoCreateSchema.safeParse({ ...base, valor: '0' }))).toEqual([
      ['valor', 'Informe um valor maior que zero.'],
    ]);
    const dates = { ...base, data_inicio: '2026-03-10', data_fim: '2026-03-09' };
    expect(issues(contratoCreateSchema.safeParse(dates))).toEqual([
      ['data_fim', 'A data de término não pode ser anterior à data de início.'],
    ]);
    expect(issues(contratoCreateSchema.safeParse({ ...base, subetapa: 5 }))).toEqual([
      ['etapa', CONTRATO_MESSAGES.subetapaSemEtapa],
    ]);
  });

  it('on an edit, checks only what is sent', () => {
    expect(contratoEditSchema.safeParse({ subetapa: 5 }).success).toBe(true);
    expect(contratoEditSchema.safeParse({ subetapa: 5, etapa: null }).success).toBe(false);
  });

  it('refuses a percentage that is no number, and terms above 100% together, without throwing', () => {
    expect(contratoCreateSchema.safeParse({ ...base, retencao_percentual: '⥲ꆽ' }).success).toBe(false);
    expect(
      contratoEditSchema.safeParse({ retencao_percentual: 'abc', amortizacao_percentual: '5' }).success,
    ).toBe(false);
    expect(
      issues(
        contratoCreateSchema.safeParse({ ...base, retencao_percentual: '60', amortizacao_percentual: '50' }),
      ),
    ).toEqual([
      ['amortizacao_percentual', 'Retenção e amortização juntas não podem passar de 100% da medição.'],
    ]);
  });

  it('asks for the value only of a contract without itens', () => {
    const { valor: _, ...semValor } = base;
    expect(issues(contratoCreateSchema.safeParse(semValor))).toEqual([['valor', 'Campo obrigatório.']]);
    const item = {
      descricao: 'Reboco',
      unidade: 'm²',
      quantidade: '10',
      valor_unitario: '5',
      etapa: 1,
      subetapa: 2,
    };
    expect(contratoCreateSchema.safeParse({ ...semValor, itens: [item] }).success).toBe(true);
  });
});
