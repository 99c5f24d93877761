import type { FluxoDeCaixa, FluxoDeCaixaQuery } from '@gdo/domain/fluxo-de-caixa';
import { sumMoney, toMoney } from '@gdo/domain/money';
import type { EmpresaScope } from '../../db/client';
import { fluxoPorPeriodo, vencidoESemVencimento } from './fluxo-repository';

/** The cash flow of the firm or one obra (decision 111): the periods, their totals (sums of the rows). */
export async function fluxoDeCaixa({
  db,
  empresaId,
  query,
}: EmpresaScope & { query: FluxoDeCaixaQuery }): Promise<FluxoDeCaixa> {
  // The schema refuses a query without both dates.
  const periodo = { ...query, de: query.de!, ate: query.ate! };
  const [linhas, abertos] = await Promise.all([
    fluxoPorPeriodo(db, empresaId, periodo),
    vencidoESemVencimento(db, empresaId, query),
  ]);
  const periodos = linhas.map((l) => ({
    inicio: l.inicio,
    fim: l.fim,
    pago: toMoney(l.pago),
    juros: toMoney(l.juros),
    desconto: toMoney(l.desconto),
    em_aberto: toMoney(l.em_aberto),
    acumulado_pago: toMoney(l.acumulado_pago),
    acumulado_em_aberto: toMoney(l.acumulado_em_aberto),
    acumulado: toMoney(l.acumulado),
  }));
  const soma = (campo: 'pago' | 'juros' | 'desconto' | 'em_aberto') =>
    sumMoney(periodos.map((p) => p[campo]));
  return {
    de: periodo.de,
    ate: periodo.ate,
    agrupamento: query.agrupamento,
    periodos,
    total: {
      pago: soma('pago'),
      juros: soma('juros'),
      desconto: soma('desconto'),
      em_aberto: soma('em_aberto'),
    },
    vencido: toMoney(abertos.vencido),
    sem_vencimento: toMoney(abertos.sem_vencimento),
  };
}
