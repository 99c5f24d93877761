import { sumMoney, toMoney } from '@gdo/domain/money';
import { type ContasAPagarQuery, type ContasAPagarResumo, GRUPOS_VENCIMENTO } from '@gdo/domain/pagamento';
import type { EmpresaScope } from '../../db/client';
import * as contas from './contas-repository';

// Contas a pagar: the payables of the firm and their totals per due-date group (money.md).

export const listarContas = ({ db, empresaId, query }: EmpresaScope & { query: ContasAPagarQuery }) =>
  contas.listContas(db, empresaId, query);

export const contarContas = ({ db, empresaId, query }: EmpresaScope & { query: ContasAPagarQuery }) =>
  contas.countContas(db, empresaId, query);

/** Em aberto and count per group; every group present (zero when empty); the total is their sum. */
export async function resumirContas({
  db,
  empresaId,
  query,
}: EmpresaScope & { query: ContasAPagarQuery }): Promise<ContasAPagarResumo> {
  const rows = await contas.resumoContas(db, empresaId, query);
  const grupos = Object.fromEntries(
    GRUPOS_VENCIMENTO.map((g) => {
      const row = rows.find((r) => r.grupo === g);
      return [g, { em_aberto: toMoney(row?.em_aberto ?? '0'), quantidade: row?.quantidade ?? 0 }];
    }),
  ) as ContasAPagarResumo['grupos'];
  const valores = Object.values(grupos);
  return {
    grupos,
    total: {
      em_aberto: sumMoney(valores.map((g) => g.em_aberto)),
      quantidade: valores.reduce((n, g) => n + g.quantidade, 0),
    },
  };
}
