import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AuthContext, FindSession } from './auth';

// A few seconds of token → session in each API process (decision 124), so most requests skip the
// session lookup. Migration 0019's triggers NOTIFY gdo_sessoes at the commit of anything that
// ends a session or changes who its user is (sign-out, password, removal, roles, status); every
// process LISTENs on a connection of its own and forgets its whole cache on each notification. The
// cache is used only while that connection is listening; `ttlMs` bounds a notification missed
// anyway. A hit is trusted only after a round trip on the listening connection (sync below), so
// a change committed before a request arrived is seen by it, on any process.

export const SESSION_CHANNEL = 'gdo_sessoes';

type Entry = { auth: AuthContext; until: number };

export type SessionCacheOptions = {
  find: FindSession;
  /** How to open the listening connection: the pool's own settings. */
  connection: pg.ClientConfig;
  ttlMs: number;
  maxEntries?: number;
};

export function registerSessionCache(
  app: FastifyInstance,
  { find, connection, ttlMs, maxEntries = 10_000 }: SessionCacheOptions,
): FindSession {
  if (ttlMs <= 0) return find;
  const entries = new Map<string, Entry>();
  // Bumped by every notification and every lost connection: a lookup that started before one
  // must not store what it read.
  let generation = 0;
  let listener: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const forget = () => {
    generation++;
    entries.clear();
  };

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    forget();
    client.end().catch(() => {});
    if (!closing) retry = setTimeout(() => void listen(), 1_000).unref();
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(connection);
    client.on('notification', forget);
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      if (!closing) retry = setTimeout(() => void listen(), 1_000).unref();
      return;
    }
    if (closing) {
      await client.end().catch(() => {});
      return;
    }
    forget();
    listener = client;
  }

  app.addHook('onReady', listen);
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    const client = listener;
    listener = undefined;
    entries.clear();
    await client?.end().catch(() => {});
  });

  // A barrier on the listening connection: a `select 1` sent after the call. PostgreSQL hands a
  // listener every notification committed before a query ahead of that query's answer, so once it
  // is back, every sign-out or role change that had committed when the request arrived has
  // cleared the cache. Requests arriving together share one round trip.
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const roundTrip = (client: pg.Client) => {
    inFlight = client.query('select 1').then(
      () => {},
      () => {},
    );
    const current = inFlight;
    void current.then(() => {
      if (inFlight === current) inFlight = undefined;
    });
    return current;
  };
  const sync = (client: pg.Client): Promise<void> => {
    if (queued) return queued;
    if (!inFlight) return roundTrip(client);
    // The one in flight may have left before this request came: wait for the next.
    queued = inFlight.then(() => {
      queued = undefined;
      return roundTrip(client);
    });
    return queued;
  };

  return async (token) => {
    const now = Date.now();
    const hit = listener ? entries.get(token) : undefined;
    if (hit && hit.until > now && listener) {
      const seen = generation;
      await sync(listener);
      if (seen === generation) return hit.auth;
    }
    const started = generation;
    const auth = await find(token);
    if (auth && listener && started === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { auth, until: now + ttlMs });
    }
    return auth;
  };
}
