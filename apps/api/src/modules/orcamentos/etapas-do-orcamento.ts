import type { FieldError } from '@gdo/domain/api-error';
import { API_ERRORS } from '@gdo/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { etapas, subetapas } from '../../db/schema';
import { orcamentoItens, orcamentoSubitens, orcamentos } from '../../db/schema-orcamentos';
import { lockCatalogoShared } from '../etapas/service';

// Whether an etapa and subetapa can be charged: a contract's link and a lançamento point at the
// budget through (orcamento, etapa, subetapa), which stays put when a budget edit replaces its
// itens (decision 010), never at item or subitem ids.

/**
 * Field errors for charging `etapa` (and `subetapa`, when given) to budget `orcamentoId`: the budget
 * must hold an item of that etapa, and that item a subitem of that subetapa. The budget row is
 * locked FOR SHARE until the caller commits, so a budget edit replacing its structure waits.
 */
export async function etapaNoOrcamentoErrors({
  db,
  empresaId,
  orcamento,
  etapa,
  subetapa,
}: EmpresaScope<DbOrTx> & { orcamento: number; etapa: number; subetapa: number | null }): Promise<
  FieldError[]
> {
  await db
    .select({ id: orcamentos.id })
    .from(orcamentos)
    .where(and(eq(orcamentos.empresa_id, empresaId), eq(orcamentos.id, orcamento)))
    .for('share');
  const [row] = await db
    .select({ item: orcamentoItens.id, subitem: orcamentoSubitens.id })
    .from(orcamentoItens)
    .leftJoin(
      orcamentoSubitens,
      and(eq(orcamentoSubitens.item_id, orcamentoItens.id), eq(orcamentoSubitens.subetapa_id, subetapa ?? 0)),
    )
    .where(
      and(
        eq(orcamentoItens.empresa_id, empresaId),
        eq(orcamentoItens.orcamento_id, orcamento),
        eq(orcamentoItens.etapa_id, etapa),
      ),
    );
  if (!row) return [{ field: 'etapa', message: API_ERRORS.etapaForaDoOrcamento }];
  if (subetapa !== null && row.subitem === null) {
    return [{ field: 'subetapa', message: API_ERRORS.subetapaForaDoOrcamento }];
  }
  return [];
}

/**
 * Without a budget (an RDA kept apart from it), the etapa and subetapa must be the empresa's and
 * the subetapa of that etapa. Takes the catalogue lock shared, as budgets do (decision 006).
 */
export async function etapaNoCatalogoErrors({
  db,
  empresaId,
  etapa,
  subetapa,
}: EmpresaScope<DbOrTx> & { etapa: number; subetapa: number | null }): Promise<FieldError[]> {
  await lockCatalogoShared(db, empresaId);
  const [etapaRow] = await db
    .select({ id: etapas.id })
    .from(etapas)
    .where(and(eq(etapas.empresa_id, empresaId), eq(etapas.id, etapa)));
  if (!etapaRow) return [{ field: 'etapa', message: API_ERRORS.etapaNaoEncontrada }];
  if (subetapa === null) return [];
  const [subetapaRow] = await db
    .select({ etapa: subetapas.etapa_id })
    .from(subetapas)
    .where(and(eq(subetapas.empresa_id, empresaId), eq(subetapas.id, subetapa)));
  if (!subetapaRow) return [{ field: 'subetapa', message: API_ERRORS.subetapaNaoEncontrada }];
  if (subetapaRow.etapa !== etapa) return [{ field: 'subetapa', message: API_ERRORS.subetapaForaDaEtapa }];
  return [];
}
