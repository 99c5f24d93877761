import { describe, expect, it } from 'vitest';
import { estadoDoDia } from './faixa-dias';

const resumo = { periodo: { de: '2026-11-16', ate: '2026-11-25' }, hoje: '2026-11-26' };
const dia = (data: string, util: boolean) => ({ data, util, relatorio: null, impraticavel: false });

describe('a day of the last 30 days strip', () => {
  it('expects a report on a working day of the period', () => {
    expect(estadoDoDia(dia('2026-11-19', true), resumo)).toEqual({
      estado: 'sem',
      texto: 'quinta, 19/11/2026: sem relatório',
    });
  });

  it('names a national holiday and a Sunday apart, and expects no report on either', () => {
    expect(estadoDoDia(dia('2026-11-20', false), resumo)).toEqual({
      estado: 'neutro',
      texto: 'sexta, 20/11/2026: feriado nacional, sem relatório',
    });
    expect(estadoDoDia(dia('2026-11-22', false), resumo)).toEqual({
      estado: 'neutro',
      texto: 'domingo, 22/11/2026: sem relatório',
    });
  });
});
