import type { OrcamentoUnidade } from '@gdo/domain/orcamento-unidade';
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orcamentoModeloSubitens, orcamentoSubitens, orcamentoUnidades } from '../../db/schema-orcamentos';

// The firm's own units (decision 104). A subitem names its unit as text, so "in use" is a subitem
// of a budget or of a model, of the same firm, whose unidade is the unit's name. The name keeps the
// database's collation, as the subitens' unidade does (they are compared); the list is ordered in
// pt-BR (gdo_ptbr, decision 043) by the ORDER BY itself.

const usadaEm = (table: typeof orcamentoSubitens | typeof orcamentoModeloSubitens) =>
  exists(
    sql`(select 1 from ${table} where ${table.empresa_id} = ${orcamentoUnidades.empresa_id} and ${table.unidade} = ${orcamentoUnidades.nome})`,
  );

const emUso = or(usadaEm(orcamentoSubitens), usadaEm(orcamentoModeloSubitens))!;

export async function listUnidades(db: DbOrTx, empresaId: number): Promise<OrcamentoUnidade[]> {
  return db
    .select({ id: orcamentoUnidades.id, nome: orcamentoUnidades.nome, em_uso: sql<boolean>`${emUso}` })
    .from(orcamentoUnidades)
    .where(eq(orcamentoUnidades.empresa_id, empresaId))
    .orderBy(sql`${orcamentoUnidades.nome} collate "gdo_ptbr"`, asc(orcamentoUnidades.id));
}

/** The unit with whether it is in use, its row locked for the delete that may follow. */
export async function findUnidadeForDelete(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await db
    .select({ id: orcamentoUnidades.id, nome: orcamentoUnidades.nome, em_uso: sql<boolean>`${emUso}` })
    .from(orcamentoUnidades)
    .where(and(eq(orcamentoUnidades.empresa_id, empresaId), eq(orcamentoUnidades.id, id)))
    .for('update');
  return row;
}

export async function findUnidadeByChave(db: DbOrTx, empresaId: number, chave: string) {
  const [row] = await db
    .select({ nome: orcamentoUnidades.nome })
    .from(orcamentoUnidades)
    .where(and(eq(orcamentoUnidades.empresa_id, empresaId), eq(orcamentoUnidades.chave, chave)));
  return row;
}

export async function insertUnidade(db: DbOrTx, empresaId: number, values: { nome: string; chave: string }) {
  const [row] = await db
    .insert(orcamentoUnidades)
    .values({ empresa_id: empresaId, ...values })
    .returning({ id: orcamentoUnidades.id, nome: orcamentoUnidades.nome });
  return { ...row!, em_uso: false };
}

export async function deleteUnidade(db: DbOrTx, empresaId: number, id: number): Promise<void> {
  await db
    .delete(orcamentoUnidades)
    .where(and(eq(orcamentoUnidades.empresa_id, empresaId), eq(orcamentoUnidades.id, id)));
}

/** Which of these names are units of the firm (exactly as kept). */
export async function unidadesExistentes(
  db: DbOrTx,
  empresaId: number,
  nomes: string[],
): Promise<Set<string>> {
  if (nomes.length === 0) return new Set();
  const rows = await db
    .select({ nome: orcamentoUnidades.nome })
    .from(orcamentoUnidades)
    .where(and(eq(orcamentoUnidades.empresa_id, empresaId), inArray(orcamentoUnidades.nome, nomes)));
  return new Set(rows.map((row) => row.nome));
}
