import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tentativasLogin } from '../../db/schema';

export type ThrottleSettings = { maxFailures: number; windowMs: number };

// Failures live in the database, not in memory, so that several API processes share the count.
const keysFor = (ip: string, email: string) => [`ip:${ip}`, `email:${email.toLowerCase()}`];

export async function isThrottled(db: Db, ip: string, email: string, s: ThrottleSettings): Promise<boolean> {
  const since = new Date(Date.now() - s.windowMs);
  const rows = await db
    .select({ chave: tentativasLogin.chave, n: sql<number>`count(*)::int` })
    .from(tentativasLogin)
    .where(and(inArray(tentativasLogin.chave, keysFor(ip, email)), gt(tentativasLogin.ocorrida_em, since)))
    .groupBy(tentativasLogin.chave);
  return rows.some((r) => r.n >= s.maxFailures);
}

export async function recordFailure(db: Db, ip: string, email: string, s: ThrottleSettings): Promise<void> {
  await db.insert(tentativasLogin).values(keysFor(ip, email).map((chave) => ({ chave })));
  // Old rows are useless: trim them on the failure path, never on a successful sign-in.
  await db.delete(tentativasLogin).where(lt(tentativasLogin.ocorrida_em, new Date(Date.now() - s.windowMs)));
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(tentativasLogin).where(eq(tentativasLogin.chave, `email:${email.toLowerCase()}`));
}
