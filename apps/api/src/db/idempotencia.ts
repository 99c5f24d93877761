import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** How long a key answers with its first answer (decision 054). */
export const KEY_TTL_HOURS = 24;
/**
 * A key still in flight after this long belongs to a request that died with its process (a crash
 * between claiming the key and answering): a retry may take it over. Far above any create's time.
 */
export const ABANDONED_AFTER_SECONDS = 120;

export type KeyRef = { usuarioId: number; chave: string };
export type StoredAnswer = { status: number; tipoConteudo: string; resposta: string };
export type KeyState =
  | { kind: 'claimed' }
  | { kind: 'gone' }
  | { kind: 'other-request' }
  | { kind: 'in-flight' }
  | ({ kind: 'answered' } & StoredAnswer);

type Row = {
  impressao: string;
  status: number | null;
  tipo_conteudo: string | null;
  resposta: string | null;
};

/**
 * Claims the key for this request in one statement: a new key, or one expired or abandoned, is
 * this request's to answer. Under simultaneous requests the primary key lets exactly one of them
 * insert (or take over); the others find the row and read its state.
 */
export async function claimKey(db: Db, { usuarioId, chave }: KeyRef, impressao: string): Promise<KeyState> {
  const claimed = await db.execute(sql`
    INSERT INTO idempotencia AS i (usuario_id, chave, impressao)
    VALUES (${usuarioId}, ${chave}, ${impressao})
    ON CONFLICT (usuario_id, chave) DO UPDATE
       SET impressao = excluded.impressao, status = NULL, tipo_conteudo = NULL, resposta = NULL, criada_em = now()
     WHERE i.criada_em <= now() - make_interval(hours => ${KEY_TTL_HOURS})
        OR (i.status IS NULL AND i.criada_em <= now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))
    RETURNING 1`);
  if (claimed.rows.length > 0) return { kind: 'claimed' };
  return readKey(db, { usuarioId, chave }, impressao);
}

/** What became of a key another request holds; `gone` when it failed and gave the key back. */
export async function readKey(db: Db, { usuarioId, chave }: KeyRef, impressao: string): Promise<KeyState> {
  const { rows } = await db.execute<Row>(sql`
    SELECT impressao, status, tipo_conteudo, resposta FROM idempotencia
     WHERE usuario_id = ${usuarioId} AND chave = ${chave}`);
  const row = rows[0];
  if (!row) return { kind: 'gone' };
  if (row.impressao !== impressao) return { kind: 'other-request' };
  if (row.status === null) return { kind: 'in-flight' };
  return {
    kind: 'answered',
    status: row.status,
    tipoConteudo: row.tipo_conteudo ?? '',
    resposta: row.resposta ?? '',
  };
}

export async function storeAnswer(db: Db, { usuarioId, chave }: KeyRef, answer: StoredAnswer): Promise<void> {
  await db.execute(sql`
    UPDATE idempotencia SET status = ${answer.status}, tipo_conteudo = ${answer.tipoConteudo}, resposta = ${answer.resposta}
     WHERE usuario_id = ${usuarioId} AND chave = ${chave}`);
}

/** A request that failed gives its key back, so a retry with it runs again. */
export async function releaseKey(db: Db, { usuarioId, chave }: KeyRef): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotencia WHERE usuario_id = ${usuarioId} AND chave = ${chave} AND status IS NULL`,
  );
}

export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotencia WHERE criada_em <= now() - make_interval(hours => ${KEY_TTL_HOURS})`,
  );
}
