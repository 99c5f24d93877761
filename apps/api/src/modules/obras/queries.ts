import { and, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { clientes, obras } from '../../db/schema';
import { matchesBusca } from '../../lib/list-query';

// SQL that other modules' repositories compose into their own queries (decision 060).

/**
 * Ids of the obras whose own text matches, or whose cliente's does (name, CPF/CNPJ, ...). Each half
 * is found through its table's trigram index: an OR of the two texts in one WHERE would make
 * PostgreSQL test every obra of the empresa (a third of a second at 100 000). Lists of records that
 * belong to an obra (contracts, RDO/RDA documents) search their obra with it too.
 */
export function obraIdsMatching(db: Db, empresaId: number, pattern: string) {
  const byOwnText = db
    .select({ id: obras.id })
    .from(obras)
    .where(and(eq(obras.empresa_id, empresaId), matchesBusca(obras.busca, pattern)));
  const byClienteText = db
    .select({ id: obras.id })
    .from(clientes)
    .innerJoin(obras, and(eq(obras.empresa_id, empresaId), eq(obras.id_cliente, clientes.id)))
    .where(and(eq(clientes.empresa_id, empresaId), matchesBusca(clientes.busca, pattern)));
  return byOwnText.unionAll(byClienteText);
}
