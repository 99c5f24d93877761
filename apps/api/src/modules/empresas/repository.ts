import { count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { empresas } from '../../db/schema';

export async function insertEmpresa(tx: DbOrTx, nome: string) {
  const [empresa] = await tx.insert(empresas).values({ nome }).returning();
  return empresa!;
}

export async function countEmpresas(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(empresas);
  return row!.n;
}

/** The firm's name, printed on its exports. */
export async function empresaNome(db: Db, empresaId: number): Promise<string> {
  const [row] = await db.select({ nome: empresas.nome }).from(empresas).where(eq(empresas.id, empresaId));
  return row?.nome ?? '';
}
