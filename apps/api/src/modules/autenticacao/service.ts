import { API_ERRORS, muitasTentativasMessage } from '@gdo/domain/messages';
import type { ThrottleSettings } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newToken } from '../../lib/token';
import type { AuthContext } from '../../plugins/auth';
import { forgetOldAttempts, registerAttempt, registerSuccess } from './login-throttle';
import {
  findLiveSessao,
  findUsuarioParaLogin,
  insertSessao,
  revokeSessao,
  revokeSessoesOfUsuario,
} from './repository';

// What other modules and app.ts use of sign-in: the throttle (a password typed again on the
// profile counts like a sign-in) and the sessions.
export { registerSuccess } from './login-throttle';
export { revokeSessoesOfUsuario };

/**
 * Counts one password attempt (a sign-in, or the current password typed on the profile) before
 * the password is checked; a held attempt is a 429 saying how long to wait (decision 050).
 */
export async function countPasswordAttempt({
  db,
  email,
  ip,
  throttle,
}: {
  db: Db;
  email: string;
  ip: string;
  throttle: ThrottleSettings;
}): Promise<{ known: boolean }> {
  const attempt = await registerAttempt(db, { email, ip }, throttle);
  if (attempt.allowed) return { known: attempt.known };
  const wait = attempt.retryAfterSeconds;
  throw new AppError('TOO_MANY_REQUESTS', muitasTentativasMessage(wait), undefined, {
    'retry-after': String(wait),
  });
}

/** The live session a token opens, for the auth plugin (wired in app.ts). */
export function findSession({
  db,
  token,
  ttlMs,
}: {
  db: Db;
  token: string;
  ttlMs: number;
}): Promise<AuthContext | undefined> {
  return findLiveSessao(db, token, ttlMs);
}

/** Ends the caller's own session (POST /sair). */
export function signOut(db: Db, sessaoId: number): Promise<void> {
  return revokeSessao(db, sessaoId);
}

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
  // Counted before the ~60 ms hash, atomically: parallel guesses are held like serial ones.
  const attempt = await countPasswordAttempt({ db, email, ip, throttle });
  const user = await findUsuarioParaLogin(db, email);
  const ok = await verifyPassword(user?.hash ?? (await dummyHash), password);
  if (!user || !ok) {
    await forgetOldAttempts(db, throttle);
    throw new AppError('UNAUTHORIZED', API_ERRORS.credenciaisInvalidas);
  }
  await registerSuccess(db, { email, ip, known: attempt.known });
  const token = newToken();
  await insertSessao(db, { token, usuarioId: user.id, empresaId: user.empresaId, ttlMs });
  return { id_user: user.id, token };
}
