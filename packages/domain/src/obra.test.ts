import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import { obraCreateSchema, obraDateErrors, obraEditSchema, obraListQuerySchema } from './obra';
import { OBRA_STATUS_LABELS } from './obra-status';

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('obra', () => {
  it('has the common situations plus Entregue', () => {
    expect(OBRA_STATUS_LABELS).toEqual({ 1: 'Ativo', 2: 'Inativo', 3: 'Cancelado', 4: 'Entregue' });
    expect(obraCreateSchema.parse({ id_cliente: 1, nome: 'Casa', status: 4 }).status).toBe(4);
  });

  it('normalises what a form sends', () => {
    expect(
      obraCreateSchema.parse({
        id_cliente: 3,
        nome: ' Residência ',
        alvara: '',
        data_inicio: '2026-03-01',
        previsao_entrega: '2026-03-01',
        metragem: '245.5',
        uf: 'mg',
        cliente_nome: 'ignorado',
      }),
    ).toEqual({
      id_cliente: 3,
      nome: 'Residência',
      alvara: null,
      data_inicio: '2026-03-01',
      previsao_entrega: '2026-03-01',
      metragem: '245.50',
      uf: 'MG',
      status: 1,
    });
  });

  it('refuses what cannot be stored', () => {
    const result = obraCreateSchema.safeParse({
      id_cliente: 0,
      nome: '',
      data_inicio: '01/03/2026',
      metragem: '12345678901.5',
      status: 5,
    });
    expect(errors(result)).toEqual([
      ['id_cliente', FIELD_MESSAGES.valorInvalido],
      ['nome', FIELD_MESSAGES.obrigatorio],
      ['data_inicio', FIELD_MESSAGES.dataInvalida],
      ['metragem', FIELD_MESSAGES.metragemInvalida],
      ['status', FIELD_MESSAGES.situacaoInvalida],
    ]);
    expect(errors(obraCreateSchema.safeParse({ nome: 'Casa' }))).toEqual([
      ['id_cliente', FIELD_MESSAGES.obrigatorio],
    ]);
  });

  it('keeps deliveries on or after the start', () => {
    expect(
      obraDateErrors({
        data_inicio: '2026-03-01',
        previsao_entrega: '2026-02-28',
        data_entrega: '2026-01-01',
      }),
    ).toEqual([
      { field: 'previsao_entrega', message: FIELD_MESSAGES.previsaoAntesDoInicio },
      { field: 'data_entrega', message: FIELD_MESSAGES.entregaAntesDoInicio },
    ]);
    expect(obraDateErrors({ data_inicio: '2026-03-01', previsao_entrega: '2026-03-01' })).toEqual([]);
    expect(obraDateErrors({ previsao_entrega: '2020-01-01' })).toEqual([]);
    expect(obraDateErrors({ data_inicio: null, data_entrega: '2020-01-01' })).toEqual([]);
    const result = obraEditSchema.safeParse({ data_inicio: '2026-12-01', previsao_entrega: '2026-11-30' });
    expect(errors(result)).toEqual([['previsao_entrega', FIELD_MESSAGES.previsaoAntesDoInicio]]);
  });

  it('edits only what is sent', () => {
    expect(obraEditSchema.parse({ engenheiro: 'Eng. Ana' })).toEqual({ engenheiro: 'Eng. Ana' });
  });

  it('filters a list by cliente', () => {
    expect(obraListQuerySchema.parse({ id_cliente: '7', q: 'casa' })).toEqual({ id_cliente: 7, q: 'casa' });
    expect(obraListQuerySchema.parse({ id_cliente: '' })).toEqual({});
    expect(obraListQuerySchema.safeParse({ id_cliente: '0' }).success).toBe(false);
  });
});
