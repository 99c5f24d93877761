import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { fornecedores } from '../../db/schema';
import { lancamentoSearch, lancamentos } from '../../db/schema-lancamentos';
import { matches, matchesBusca } from '../../lib/list-query';
import { REPORT_TIME_ZONE } from '../../lib/report';

// SQL on lançamentos that other modules' repositories compose (decision 060): the entries' lists
// and the payables (modules/pagamentos) search and date entries the same way.

/** Today where the firms work, as the screens and exports count "Vencido há N dias". */
export const HOJE = sql`(now() AT TIME ZONE ${REPORT_TIME_ZONE})::date`;

/**
 * Entries whose own text (descrição, NF, observação) matches, through their trigram index, or whose
 * fornecedor's does (name, CPF/CNPJ, ...), through the fornecedores' index and then the entries
 * by fornecedor. The entries are then read by id: one OR of the two in one WHERE made PostgreSQL
 * scan every entry of the type (0.2 s at 100 000, decision 020).
 */
export function lancamentoSearchable(db: Db, scope: SQL | undefined) {
  const byOwnText = (pattern: string) =>
    db
      .select({ id: lancamentos.id })
      .from(lancamentos)
      .where(and(scope, matches(lancamentoSearch(lancamentos), pattern)));
  const byFornecedor = (pattern: string) =>
    db
      .select({ id: lancamentos.id })
      .from(fornecedores)
      .innerJoin(lancamentos, eq(lancamentos.fornecedor_id, fornecedores.id))
      .where(and(scope, matchesBusca(fornecedores.busca, pattern)));
  return [
    (pattern: string) =>
      sql`${lancamentos.id} = any(array(${byOwnText(pattern).unionAll(byFornecedor(pattern))}))`,
  ];
}
