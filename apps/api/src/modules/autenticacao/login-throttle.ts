import { sql } from 'drizzle-orm';
import type { Limit, ThrottleSettings } from '../../config';
import type { Db } from '../../db/client';

/**
 * Sign-in throttling (decision 050, after OWASP's Authentication Cheat Sheet): every attempt is
 * counted in the database *before* the password is hashed, in one atomic statement, so N guesses in
 * parallel — on one API process or several — are treated exactly like N in a row.
 *
 * Three counters, each with a number of free attempts in a window and then a growing delay (1 s,
 * 2 s, 4 s… up to a ceiling) rather than a hard lock:
 * - the (e-mail, address) pair: the tightest; it stops one attacker guessing one account;
 * - the e-mail, from any address: looser, with a short ceiling, so that many addresses guessing one
 *   account are slowed while its owner waits at most that ceiling;
 * - the address, whatever the e-mail: much higher, so one office behind one address is not locked
 *   out by a colleague's typos or by guesses at e-mails that do not exist.
 * An address the owner has signed in from before (a known pair) is held only by its own pair
 * counter: guesses at the e-mail from elsewhere never lock the owner out of their usual place.
 */

/** `known`: the address signed in to this e-mail before, so only the pair was counted. */
export type AttemptDecision =
  | { allowed: true; known: boolean }
  | { allowed: false; retryAfterSeconds: number };

const norm = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `par:${norm(email)}|${ip}`;
const emailKey = (email: string) => `email:${norm(email)}`;
const addressKey = (ip: string) => `ip:${ip}`;
const knownKey = (email: string, ip: string) => `conhecido:${norm(email)}|${ip}`;

type Row = { recusado: boolean; espera: number };

/**
 * A counter is waiting when it has gone past its free attempts and its release is still ahead. The
 * count is what says a wait was imposed, not the release alone: a free counter's release is the
 * `now()` of the attempt that last wrote it, and `now()` is when that statement's transaction began,
 * so an attempt that began a moment earlier but waited for the row's lock would find it "ahead"
 * and be refused, or not counted, with no wait imposed (decision 191).
 */
const esperando = sql.raw('(l.tentativas > l.livres AND now() < l.liberado_em)');

/**
 * Counts one attempt on every counter that applies and says whether it may go on to the password
 * check. A counter that is waiting refuses without counting, so a flood cannot push the wait
 * further than the growing schedule does; the rows are taken in key order, so simultaneous
 * attempts never deadlock.
 */
export async function registerAttempt(
  db: Db,
  { email, ip }: { email: string; ip: string },
  s: ThrottleSettings,
): Promise<AttemptDecision> {
  const known = await db.execute(sql`
    SELECT 1 FROM limites_login
     WHERE chave = ${knownKey(email, ip)} AND janela_inicio > now() - make_interval(days => ${s.knownForDays})`);
  const counters: [string, Limit][] = [[pairKey(email, ip), s.pair]];
  const isKnown = known.rows.length > 0;
  if (!isKnown) counters.push([emailKey(email), s.email], [addressKey(ip), s.address]);
  counters.sort(([a], [b]) => (a < b ? -1 : 1));
  const windowSeconds = s.windowMs / 1000;
  const { rows } = await db.execute<Row>(sql`
    INSERT INTO limites_login AS l (chave, livres, teto_segundos, tentativas, janela_inicio, liberado_em, recusado)
    VALUES ${sql.join(
      counters.map(
        ([key, limit]) => sql`(${key}, ${limit.free}, ${limit.maxDelaySeconds}, 1, now(), now(), false)`,
      ),
      sql`, `,
    )}
    ON CONFLICT (chave) DO UPDATE SET
      livres = excluded.livres,
      teto_segundos = excluded.teto_segundos,
      recusado = l.janela_inicio > now() - make_interval(secs => ${windowSeconds}) AND ${esperando},
      tentativas = CASE
        WHEN l.janela_inicio <= now() - make_interval(secs => ${windowSeconds}) THEN 1
        WHEN ${esperando} THEN l.tentativas
        ELSE l.tentativas + 1 END,
      janela_inicio = CASE
        WHEN l.janela_inicio <= now() - make_interval(secs => ${windowSeconds}) THEN now()
        ELSE l.janela_inicio END,
      liberado_em = CASE
        WHEN l.janela_inicio <= now() - make_interval(secs => ${windowSeconds}) THEN now()
        WHEN ${esperando} THEN l.liberado_em
        WHEN l.tentativas + 1 > excluded.livres THEN now() + make_interval(secs =>
          least(excluded.teto_segundos, power(2, least(l.tentativas - excluded.livres, 30))))
        ELSE now() END
    RETURNING recusado, ceil(extract(epoch FROM liberado_em - now()))::int AS espera`);
  const refused = rows.filter((r) => r.recusado);
  if (refused.length === 0) return { allowed: true, known: isKnown };
  return { allowed: false, retryAfterSeconds: Math.max(1, ...refused.map((r) => r.espera)) };
}

/**
 * A right password: the pair starts again, the attempt is given back to the e-mail and address
 * counters when it was counted there (it was no guess), and the address becomes known for the e-mail.
 */
export async function registerSuccess(
  db: Db,
  { email, ip, known }: { email: string; ip: string; known: boolean },
): Promise<void> {
  const refunded = known ? [] : [emailKey(email), addressKey(ip)];
  await db.execute(sql`
    WITH limpo AS (DELETE FROM limites_login WHERE chave = ${pairKey(email, ip)}),
    devolvido AS (
      UPDATE limites_login
         SET tentativas = greatest(tentativas - 1, 0),
             liberado_em = CASE WHEN tentativas - 1 <= livres THEN now() ELSE liberado_em END
       WHERE chave = ANY(${sql.param(refunded)}::text[]))
    INSERT INTO limites_login (chave, livres, teto_segundos, tentativas, janela_inicio, liberado_em)
    VALUES (${knownKey(email, ip)}, 0, 0, 0, now(), now())
    ON CONFLICT (chave) DO UPDATE SET janela_inicio = now()`);
}

/** Counters whose window and wait are over, and known addresses past their time, are dropped. */
export async function forgetOldAttempts(db: Db, s: ThrottleSettings): Promise<void> {
  await db.execute(sql`
    DELETE FROM limites_login
     WHERE (chave NOT LIKE 'conhecido:%' AND janela_inicio < now() - make_interval(secs => ${s.windowMs / 1000})
            AND liberado_em < now())
        OR (chave LIKE 'conhecido:%' AND janela_inicio < now() - make_interval(days => ${s.knownForDays}))`);
}
