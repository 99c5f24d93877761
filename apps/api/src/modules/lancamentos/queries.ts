import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { fornecedores } from '../../db/schema';
import { lancamentos } from '../../db/schema-lancamentos';
import { matchesBusca } from '../../lib/list-query';

// SQL on lançamentos that other modules' repositories compose (decision 060): the entries' lists
// and the payables (modules/pagamentos) search and date entries the same way.

/** Today where the firms work, as the screens and exports count "Vencido há N dias". */
export const HOJE = sql`(now() AT TIME ZONE ${FUSO_DAS_OBRAS})::date`;

/**
 * Entries whose own text (descrição, NF, observação: the stored `busca`, migration 0025) matches,
 * or whose fornecedor's does (name, CPF/CNPJ, ...). The matching fornecedores are few and found
 * first through their own index, so the condition stays on the entry's row (decision 182):
 * PostgreSQL walks the list's date index for a common word, or ORs the entries' trigram index with
 * their fornecedor index for a rare one, instead of gathering every matching entry's id.
 */
export function lancamentoSearchable(db: Db, empresaId: number) {
  const fornecedoresAchados = (pattern: string) =>
    db
      .select({ id: fornecedores.id })
      .from(fornecedores)
      .where(and(eq(fornecedores.empresa_id, empresaId), matchesBusca(fornecedores.busca, pattern)));
  return [
    (pattern: string): SQL =>
      sql`(${matchesBusca(lancamentos.busca, pattern)} or ${lancamentos.fornecedor_id} = any(array(${fornecedoresAchados(pattern)})))`,
  ];
}
