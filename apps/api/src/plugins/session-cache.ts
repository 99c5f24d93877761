import { performance } from 'node:perf_hooks';
import type { AuthContext, FindSession } from './auth';
import type { DbNotifications } from './db-notifications';

// A few seconds of token → session in each API process (decision 124), so most requests skip the
// session lookup. Migration 0019's triggers NOTIFY gdo_sessoes at the commit of anything that
// ends a session or changes who its user is (sign-out, password, removal, roles, status); the
// process's listening connection (db-notifications.ts) makes it forget its whole cache on each
// notification. The cache is used only while that connection is listening; `ttlMs` bounds a
// notification missed anyway. A hit is trusted only once the connection has caught up with the
// request's arrival, so a change committed before a request arrived is seen by it, on any process.

export const SESSION_CHANNEL = 'gdo_sessoes';

type Entry = { auth: AuthContext; until: number };

export type SessionCacheOptions = {
  find: FindSession;
  notifications: DbNotifications;
  ttlMs: number;
  maxEntries?: number;
};

export function sessionCache({
  find,
  notifications,
  ttlMs,
  maxEntries = 10_000,
}: SessionCacheOptions): FindSession {
  if (ttlMs <= 0) return find;
  const entries = new Map<string, Entry>();
  // Bumped by every notification and every lost connection: a lookup that started before one
  // must not store what it read.
  let generation = 0;
  notifications.on(SESSION_CHANNEL, () => {
    generation++;
    entries.clear();
  });

  return async (token) => {
    const now = Date.now();
    const hit = notifications.listening() ? entries.get(token) : undefined;
    if (hit && hit.until > now) {
      const seen = generation;
      const caughtUp = await notifications.caughtUp(performance.now());
      if (caughtUp && seen === generation) return hit.auth;
    }
    const started = generation;
    const auth = await find(token);
    if (auth && notifications.listening() && started === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { auth, until: now + ttlMs });
    }
    return auth;
  };
}
