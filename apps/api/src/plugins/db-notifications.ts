import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

// One connection per API process LISTENing to the database's notifications (decisions 124 and 229):
// the caches of this process (sessions, answers) forget what a notification says has changed,
// whichever process or tool committed the change. A cache is trusted only while this connection
// listens; losing it tells every subscriber, as a notification would.

const BARRIER_TIMEOUT_MS = 2_000;

/** How the listening connections name themselves in pg_stat_activity. */
export const NOTIFICATIONS_APPLICATION = 'gdo-avisos';

export type DbNotifications = {
  /** Whether the connection is listening: without it no cache may be trusted. */
  listening(): boolean;
  /**
   * Calls `forget` with the payload of each notification on `channel`, and with `undefined`
   * (forget everything) whenever the connection is lost.
   */
  on(channel: string, forget: (payload: string | undefined) => void): void;
  /**
   * True once every notification committed before `since` (a `performance.now()`) has been
   * handled: a `select 1` on the listening connection sent after `since` has come back; false when
   * it could not be (no connection, or it failed on the way: the connection counts as lost). PostgreSQL
   * hands a listener every notification committed before a query ahead of that query's answer.
   * Callers arriving together share one round trip; one that started after `since` and is done
   * already answers at once.
   */
  caughtUp(since: number): Promise<boolean>;
};

export function registerDbNotifications(app: FastifyInstance, connection: pg.ClientConfig): DbNotifications {
  const subscribers = new Map<string, ((payload: string | undefined) => void)[]>();
  let listener: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const forgetAll = () => {
    for (const list of subscribers.values()) for (const forget of list) forget(undefined);
  };
  const notified = (message: pg.Notification) => {
    for (const forget of subscribers.get(message.channel) ?? []) forget(message.payload ?? '');
  };

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    forgetAll();
    client.end().catch(() => {});
    if (!closing) retry = setTimeout(() => void listen(), 1_000).unref();
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({
      ...connection,
      application_name: NOTIFICATIONS_APPLICATION,
      keepAlive: true,
    });
    client.on('notification', notified);
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of subscribers.keys()) await client.query(`LISTEN ${channel}`);
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
    forgetAll();
    listener = client;
  }

  app.addHook('onReady', async () => {
    if (subscribers.size > 0) await listen();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    const client = listener;
    listener = undefined;
    forgetAll();
    await client?.end().catch(() => {});
  });

  type Trip = { sentAt: number; done: Promise<boolean> };
  let inFlight: Trip | undefined;
  let queued: Promise<boolean> | undefined;
  let lastDoneSentAt = Number.NEGATIVE_INFINITY;
  const roundTrip = (client: pg.Client): Promise<boolean> => {
    const sentAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    // A connection that stops answering (half open) counts as lost rather than holding every hit.
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('sem resposta')), BARRIER_TIMEOUT_MS);
    });
    const done = Promise.race([client.query('select 1'), silence]).then(
      () => {
        clearTimeout(timer);
        lastDoneSentAt = Math.max(lastDoneSentAt, sentAt);
        return true;
      },
      () => {
        clearTimeout(timer);
        lost(client);
        return false;
      },
    );
    const trip = { sentAt, done };
    inFlight = trip;
    void done.then(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    return done;
  };

  return {
    listening: () => listener !== undefined,
    on(channel, forget) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Canal inválido: ${channel}`);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), forget]);
    },
    caughtUp(since) {
      const client = listener;
      if (!client) return Promise.resolve(false);
      if (lastDoneSentAt >= since) return Promise.resolve(true);
      if (inFlight && inFlight.sentAt >= since) return inFlight.done;
      if (queued) return queued;
      if (!inFlight) return roundTrip(client);
      // The one in flight left before `since`: wait for the next.
      queued = inFlight.done.then(() => {
        queued = undefined;
        return listener ? roundTrip(listener) : false;
      });
      return queued;
    },
  };
}
