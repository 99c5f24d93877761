import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contratos } from '../../db/schema-contratos';
import { rdoRda } from '../../db/schema-lancamentos';

/**
 * What keeps a budget from being deleted: an RDO or RDA that follows it (and so its lançamentos,
 * charged to its etapas), or a contract linked to it (domain.md). deleteOrcamento runs every check
 * inside its transaction with the budget row locked, and answers 409 (orcamentoReferenciado) when
 * one says yes. Both tables also point at orcamentos with foreign keys WITHOUT ON DELETE CASCADE
 * (migration 0004): the delete then fails on the key, which the service answers with the same
 * 409, so a reference written by a concurrent transaction after the checks ran is caught too.
 */
export type OrcamentoReferenciaCheck = (
  db: DbOrTx,
  empresaId: number,
  orcamentoId: number,
) => Promise<boolean>;

const referencedBy =
  (table: typeof rdoRda | typeof contratos): OrcamentoReferenciaCheck =>
  async (db, empresaId, orcamentoId) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.empresa_id, empresaId), eq(table.orcamento_id, orcamentoId)))
        .limit(1)
    ).length > 0;

export const ORCAMENTO_REFERENCIA_CHECKS: readonly OrcamentoReferenciaCheck[] = [
  referencedBy(rdoRda),
  referencedBy(contratos),
];

export async function isOrcamentoReferenciado(
  db: DbOrTx,
  empresaId: number,
  orcamentoId: number,
): Promise<boolean> {
  for (const check of ORCAMENTO_REFERENCIA_CHECKS) {
    if (await check(db, empresaId, orcamentoId)) return true;
  }
  return false;
}
