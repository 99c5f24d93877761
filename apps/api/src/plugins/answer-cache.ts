import { performance } from 'node:perf_hooks';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerEncoding } from '../lib/compression';
import type { DbNotifications } from './db-notifications';

// The answers of the list routes, kept a few seconds per process and forgotten at the commit of a
// change to their empresa's data (decisions 229 and 231). Migrations 0026 and 0027's statement
// triggers NOTIFY gdo_dados with the empresas a statement changed (empty: all of them) on every
// table but the sessions', the sign-in limits' and the idempotency keys', whichever path writes
// (the API, the admin CLI, a restore, psql); db-notifications.ts listens. An answer is kept per
// user, roles, route address and the sites' day (lists that say "vencido" change at midnight), with
// the headers that carry its totals; it is served only once the listening connection has caught up
// with the request's arrival, so a change committed before a request arrived is seen by it on any
// process, and only after the route's own role checks and validation have run again.

export const DATA_CHANNEL = 'gdo_dados';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose 200 answer depends only on the caller, its address and the data (decision 229). */
    answerCache?: boolean;
  }
}

const FRESH = /no-cache|no-store|max-age=0/i;

/** A notification naming empresas: their ids, comma-separated (migration 0027). */
const EMPRESAS = /^\d{1,15}(,\d{1,15})*$/;

/** The longest a request waits for the same answer being computed by another before asking itself. */
const WAIT_MS = 5_000;

type Entry = {
  empresaId: number;
  payload: string;
  /** The payload's length in UTF-8. */
  bytes: number;
  headers: [string, string][];
  until: number;
  size: number;
  /** The payload compressed, per encoding, made at the first hit that asks for it (decision 246). */
  encoded: Map<AnswerEncoding, Promise<Buffer>>;
};

/** What an entry costs besides its texts (the Map's slot, the object, the arrays), in characters. */
const ENTRY_OVERHEAD = 256;

export type AnswerCacheOptions = {
  notifications: DbNotifications;
  ttlMs: number;
  /**
   * Bound on what is kept, in characters: each answer's JSON, key, headers and compressed copies,
   * plus a fixed overhead per entry; the oldest-used is dropped first. One answer may take an eighth
   * of it.
   */
  maxChars: number;
  maxEntries?: number;
  /** The headers an answer carries besides its body: content type and totals. */
  headers: readonly string[];
  /**
   * How the hooks after this one would compress a kept answer of `bytes` for `request` (none: they
   * get its JSON text, as a computed one), and the compression itself (decision 246).
   */
  compression?: {
    encodingFor: (request: FastifyRequest, bytes: number) => AnswerEncoding | undefined;
    encode: (encoding: AnswerEncoding, body: Buffer) => Promise<Buffer>;
  };
};

export function registerAnswerCache(
  app: FastifyInstance,
  { notifications, ttlMs, maxChars, maxEntries = 10_000, headers, compression }: AnswerCacheOptions,
): void {
  if (ttlMs <= 0) return;
  // In the order of their last use; and the keys of each empresa's, to forget them alone.
  const entries = new Map<string, Entry>();
  const keysOf = new Map<number, Set<string>>();
  let chars = 0;
  // Bumped by every notification (an empresa's own, or the whole generation's for one that names
  // none) and every lost connection: an answer computed across one is not kept.
  let generation = 0;
  const empresaGenerations = new Map<number, number>();
  const stampOf = (empresaId: number) => `${generation}.${empresaGenerations.get(empresaId) ?? 0}`;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.size;
    const keys = keysOf.get(entry.empresaId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.empresaId);
  };
  const forgetAll = () => {
    generation++;
    empresaGenerations.clear();
    entries.clear();
    keysOf.clear();
    chars = 0;
  };
  notifications.on(DATA_CHANNEL, (payload) => {
    // Anything but a list of ids ('', '1,', ' ') forgets everything; so does a process that has
    // heard of more empresas than it may keep answers (any role can NOTIFY made-up ids).
    if (!payload || !EMPRESAS.test(payload) || empresaGenerations.size > maxEntries) return forgetAll();
    for (const empresaId of payload.split(',').map(Number)) {
      empresaGenerations.set(empresaId, (empresaGenerations.get(empresaId) ?? 0) + 1);
      for (const key of keysOf.get(empresaId) ?? []) drop(key, entries.get(key)!);
    }
  });
  type Mark = { key: string; empresaId: number; stamp: string; finish?: () => void };
  const started = new WeakMap<FastifyRequest, Mark>();

  // The sites' day, read again at each new minute (São Paulo's offset is whole hours).
  let day = { value: '', until: 0 };
  const today = () => {
    const now = Date.now();
    if (now >= day.until) day = { value: diaNoCanteiro(), until: now - (now % 60_000) + 60_000 };
    return day.value;
  };
  // The route, its parameters and its query as validated (unknown parameters are gone, numbers are
  // numbers): `?x=<16 KB>` or `%61` spellings make no new entries.
  const keyOf = (request: FastifyRequest) => {
    const { usuarioId, empresaId, permissoes } = request.auth;
    const address = `${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
    return `${empresaId} ${usuarioId} ${permissoes.join(',')} ${today()} ${address}`;
  };
  const applies = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.answerCache === true && request.auth != null;

  /** The kept answer for `key`, once the barrier says no change committed before `since` was missed. */
  const lookup = async (key: string, since: number): Promise<Entry | undefined> => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      drop(key, hit);
      return undefined;
    }
    const seen = stampOf(hit.empresaId);
    const caughtUp = await notifications.caughtUp(since);
    if (!caughtUp || seen !== stampOf(hit.empresaId)) return undefined;
    // Most recently used last: the oldest-used goes first when the bound is reached (unless it was
    // dropped or replaced while the barrier ran).
    if (entries.get(key) === hit) {
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  };

  // Answers being computed, per key: requests for the same list arriving meanwhile (after a change,
  // everyone's screen asks again at once) wait for it instead of each asking the database.
  const computing = new Map<string, { done: Promise<void>; finish: () => void }>();
  const finish = (request: FastifyRequest) => {
    const mark = started.get(request);
    if (!mark?.finish) return;
    mark.finish();
    mark.finish = undefined;
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!applies(request) || !notifications.listening()) return;
    const key = keyOf(request);
    const since = performance.now() - reply.elapsedTime;
    // A client asking for a fresh answer (`Cache-Control: no-cache`, as a browser's hard reload
    // does) gets one computed now, which is then kept.
    const fresh = FRESH.test(request.headers['cache-control'] ?? '');
    let hit = fresh ? undefined : await lookup(key, since);
    const other = fresh || hit ? undefined : computing.get(key);
    if (other) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([other.done, new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
      clearTimeout(timer);
      hit = await lookup(key, since);
    }
    if (hit) {
      for (const [name, value] of hit.headers) reply.header(name, value);
      const encoded = await compressed(key, hit, request);
      if (!encoded) return reply.send(hit.payload);
      // As @fastify/compress marks what it compresses; it then leaves this body as it is.
      reply.header('content-encoding', encoded.encoding);
      varyOnEncoding(reply);
      return reply.send(encoded.body);
    }
    const { empresaId } = request.auth;
    const mark: Mark = { key, empresaId, stamp: stampOf(empresaId) };
    if (!fresh && !computing.has(key)) {
      let done!: () => void;
      const promise = new Promise<void>((resolve) => {
        done = resolve;
      });
      const slot = { done: promise, finish: () => {} };
      slot.finish = () => {
        if (computing.get(key) === slot) computing.delete(key);
        done();
      };
      computing.set(key, slot);
      mark.finish = slot.finish;
    }
    started.set(request, mark);
  });

  /**
   * A kept answer compressed for `request`, as the hooks after this one would compress it: made once
   * per entry and encoding, not on every hit (a page of 50 at ~26 KB took 3× the time of the kept
   * JSON alone; decision 246), and counted in the bound.
   */
  async function compressed(key: string, hit: Entry, request: FastifyRequest) {
    if (!compression) return undefined;
    const encoding = compression.encodingFor(request, hit.bytes);
    if (encoding === undefined) return undefined;
    let making = hit.encoded.get(encoding);
    if (!making) {
      // Hits arriving while it is made wait for the same compression.
      making = compression.encode(encoding, Buffer.from(hit.payload));
      hit.encoded.set(encoding, making);
      const made = making;
      made.then(
        (body) => {
          // Unless dropped or replaced meanwhile; and no answer past an eighth of the bound.
          if (entries.get(key) !== hit || hit.encoded.get(encoding) !== made) return;
          if (hit.size + body.length > maxChars / 8) return void hit.encoded.delete(encoding);
          hit.size += body.length;
          chars += body.length;
          trim();
        },
        () => hit.encoded.delete(encoding),
      );
    }
    try {
      return { encoding, body: await making };
    } catch {
      return undefined; // the JSON text, which the hooks after this one compress
    }
  }

  /** The oldest-used dropped until the bounds hold. */
  function trim(): void {
    for (const [key, entry] of entries) {
      if (chars <= maxChars && entries.size <= maxEntries) break;
      drop(key, entry);
    }
  }

  // Whatever became of the answer (an error, a dropped connection), those waiting stop waiting.
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));

  app.addHook('onSend', async (request, reply, payload) => {
    const mark = started.get(request);
    if (!mark) return payload;
    started.delete(request);
    try {
      keep(mark, reply, payload);
    } finally {
      mark.finish?.();
    }
    return payload;
  });

  function keep(mark: Mark, reply: FastifyReply, payload: unknown): void {
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      mark.stamp !== stampOf(mark.empresaId) ||
      !notifications.listening()
    )
      return;
    const kept: [string, string][] = [];
    let size = ENTRY_OVERHEAD + mark.key.length + payload.length;
    for (const name of headers) {
      const value = reply.getHeader(name);
      if (value === undefined) continue;
      kept.push([name, String(value)]);
      size += name.length + String(value).length;
    }
    if (size > maxChars / 8) return;
    const old = entries.get(mark.key);
    if (old) drop(mark.key, old);
    entries.set(mark.key, {
      empresaId: mark.empresaId,
      payload,
      bytes: Buffer.byteLength(payload),
      headers: kept,
      until: Date.now() + ttlMs,
      size,
      encoded: new Map(),
    });
    const keys = keysOf.get(mark.empresaId) ?? new Set<string>();
    keysOf.set(mark.empresaId, keys.add(mark.key));
    chars += size;
    trim();
  }
}

/** `Vary: accept-encoding` added to what the answer varies on already (CORS's Origin, say). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary.map(String) : [String(vary)];
  if (values.some((value) => value.toLowerCase().includes('accept-encoding'))) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
