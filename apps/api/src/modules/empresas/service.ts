import { usuarioCreateSchema } from '@gdo/domain/usuario';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { empresas } from '../../db/schema';
import { createUsuario } from '../usuarios/service';

export type NovaEmpresa = { nome: string; admin: { nome: string; email: string; password: string } };

/** A firm and its first admin, together or not at all. */
export async function createEmpresa(db: Db, { nome, admin }: NovaEmpresa) {
  return db.transaction(async (tx) => {
    const [empresa] = await tx.insert(empresas).values({ nome }).returning();
    const fields = usuarioCreateSchema.parse({ ...admin, permissoes: ['admin'] });
    const usuario = await createUsuario(tx, empresa!.id, fields);
    return { empresa: empresa!, usuario };
  });
}

/**
 * First start on an empty database: one empresa and its admin from ADMIN_EMAIL/ADMIN_PASSWORD.
 * Later starts find an empresa and leave everything alone.
 */
export async function bootstrapFirstEmpresa(db: Db, input: NovaEmpresa): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(empresas);
  if (row!.n > 0) return false;
  await createEmpresa(db, input);
  return true;
}
