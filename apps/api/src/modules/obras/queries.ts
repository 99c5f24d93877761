import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { obras } from '../../db/schema';
import { matchesBusca } from '../../lib/list-query';

// SQL that other modules' repositories compose into their own queries (decision 060).

/**
 * An obra matches by its own text (name, alvará, CNO, engineer) or its cliente's (name, CPF/CNPJ,
 * ...), both kept on the obra's row (migration 0022, decision 180): one condition on one table, so
 * PostgreSQL can walk the name index, whose entries hold both documents, or OR the two trigram
 * indexes, whichever the word's frequency makes cheaper.
 */
export function obraMatches(pattern: string): SQL {
  return or(matchesBusca(obras.busca, pattern), matchesBusca(obras.busca_cliente, pattern))!;
}

/** planList's `searchable` for the obras' own list. */
export const obraSearchable = [obraMatches];

/**
 * Ids of the empresa's obras matching `pattern`. Lists of records that belong to an obra
 * (contracts, RDO/RDA documents, the dashboard's cards) search their obra with it.
 */
export function obraIdsMatching(db: Db, empresaId: number, pattern: string) {
  return db
    .select({ id: obras.id })
    .from(obras)
    .where(and(eq(obras.empresa_id, empresaId), obraMatches(pattern)));
}
