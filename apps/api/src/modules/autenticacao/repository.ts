import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessoes, usuarios } from '../../db/schema';
import { hashToken } from '../../lib/token';
import type { AuthContext } from '../../plugins/auth';

export async function insertSessao(
  db: Db,
  {
    token,
    usuarioId,
    empresaId,
    ttlMs,
  }: { token: string; usuarioId: number; empresaId: number; ttlMs: number },
): Promise<void> {
  await db.insert(sessoes).values({
    token_hash: hashToken(token),
    usuario_id: usuarioId,
    empresa_id: empresaId,
    expira_em: new Date(Date.now() + ttlMs),
  });
}

/**
 * A live session of an active user, or undefined. Sliding expiry: each use pushes the expiry to
 * now + ttl, written at most once a minute so that a burst of calls costs one UPDATE.
 */
export async function findLiveSessao(db: Db, token: string, ttlMs: number): Promise<AuthContext | undefined> {
  const [row] = await db
    .select({
      sessaoId: sessoes.id,
      usuarioId: usuarios.id,
      empresaId: usuarios.empresa_id,
      permissoes: usuarios.permissoes,
      expiraEm: sessoes.expira_em,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuario_id))
    .where(
      and(
        eq(sessoes.token_hash, hashToken(token)),
        isNull(sessoes.revogada_em),
        gt(sessoes.expira_em, sql`now()`),
        eq(usuarios.status, 1),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.expiraEm.getTime() - Date.now() < ttlMs - 60_000) {
    await db
      .update(sessoes)
      .set({ expira_em: new Date(Date.now() + ttlMs) })
      .where(eq(sessoes.id, row.sessaoId));
  }
  return {
    sessaoId: row.sessaoId,
    usuarioId: row.usuarioId,
    empresaId: row.empresaId,
    permissoes: row.permissoes,
  };
}

export async function revokeSessao(db: Db, sessaoId: number): Promise<void> {
  await db.update(sessoes).set({ revogada_em: sql`now()` }).where(eq(sessoes.id, sessaoId));
}

/** Ends every open session of the user, but `exceptSessaoId` (the one changing its own password). */
export async function revokeSessoesOfUsuario(
  db: Db,
  usuarioId: number,
  exceptSessaoId?: number,
): Promise<void> {
  await db
    .update(sessoes)
    .set({ revogada_em: sql`now()` })
    .where(
      and(
        eq(sessoes.usuario_id, usuarioId),
        isNull(sessoes.revogada_em),
        exceptSessaoId === undefined ? undefined : ne(sessoes.id, exceptSessaoId),
      ),
    );
}

/** The active user an e-mail signs in as (compared case-insensitively), with its password hash. */
export async function findUsuarioParaLogin(db: Db, email: string) {
  const [user] = await db
    .select({ id: usuarios.id, empresaId: usuarios.empresa_id, hash: usuarios.senha_hash })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`, eq(usuarios.status, 1)))
    .limit(1);
  return user;
}
