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
});
