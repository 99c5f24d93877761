import { API_ERRORS } from '@gdo/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newToken } from '../../lib/token';
import { clearFailures, isThrottled, recordFailure, type ThrottleSettings } from './login-throttle';
import { insertSessao } from './sessao-repository';

// Verifying against a throw-away hash when the e-mail is unknown keeps both failures equally slow,
// so response time tells nobody which e-mails exist.
const dummyHash = hashPassword('senha-que-nunca-confere');

export async function authenticate(
  db: Db,
  {
    email,
    password,
    ip,
    ttlMs,
    throttle,
  }: { email: string; password: string; ip: string; ttlMs: number; throttle: ThrottleSettings },
): Promise<{ id_user: number; token: string }> {
  if (await isThrottled(db, ip, email, throttle)) {
    throw new AppError('TOO_MANY_REQUESTS', API_ERRORS.muitasTentativas);
  }
  const [user] = await db
    .select({ id: usuarios.id, empresaId: usuarios.empresa_id, hash: usuarios.senha_hash })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`, eq(usuarios.status, 1)))
    .limit(1);
  const ok = await verifyPassword(user?.hash ?? (await dummyHash), password);
  if (!user || !ok) {
    await recordFailure(db, ip, email, throttle);
    throw new AppError('UNAUTHORIZED', API_ERRORS.credenciaisInvalidas);
  }
  await clearFailures(db, email);
  const token = newToken();
  await insertSessao(db, { token, usuarioId: user.id, empresaId: user.empresaId, ttlMs });
  return { id_user: user.id, token };
}
