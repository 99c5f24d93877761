import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { segredos } from './schema-diario-fotos';

/**
 * The database's secret named `nome`, made by the first process that asks (a random 256-bit value)
 * and then shared by every process on the database, so a link one signs the others accept.
 */
export async function segredoDoBanco(db: Db, nome: string): Promise<string> {
  await db
    .insert(segredos)
    .values({ nome, valor: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(segredos).where(eq(segredos.nome, nome));
  return row!.valor;
}
