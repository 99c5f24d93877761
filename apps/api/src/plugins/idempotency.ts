import { createHash } from 'node:crypto';
import { apiErrorSchema } from '@gdo/domain/api-error';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@gdo/domain/idempotencia';
import { API_ERRORS } from '@gdo/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  claimKey,
  deleteExpiredKeys,
  type KeyRef,
  type KeyState,
  readKey,
  releaseKey,
  storeAnswer,
} from '../db/idempotencia';
import { AppError } from '../lib/app-error';
import { canonicalJson } from '../lib/canonical-json';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create: a retry sent with the same `Idempotency-Key` gets the first answer (decision 054). */
    idempotent?: boolean;
  }
}

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a request waits for another one holding its key before answering 409. */
const WAIT_MS = 10_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The request a key was first used for: route, path ids and the body as the route parsed it. */
function fingerprint(request: FastifyRequest): string {
  const what = canonicalJson([
    request.method,
    request.routeOptions.url,
    request.params ?? {},
    request.body ?? null,
  ]);
  return createHash('sha256').update(what).digest('hex');
}

/** Documents the header and its refusals on every idempotent route, and validates the key's format. */
function declareHeader(route: RouteOptions): void {
  if (!route.config?.idempotent) return;
  const schema = route.schema ?? {};
  const headers = schema.headers instanceof z.ZodObject ? schema.headers.shape : {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  route.schema = {
    ...schema,
    headers: z.looseObject({ ...headers, [HEADER]: idempotencyKeySchema.optional() }),
    response: { 409: apiErrorSchema, 422: apiErrorSchema, ...response },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key, or waits for the request holding it: its answer, or the key back when it failed.
 * A request still running after WAIT_MS is not waited for longer: the client may retry with the key.
 */
async function settle(db: Db, ref: KeyRef, impressao: string): Promise<KeyState> {
  const deadline = Date.now() + WAIT_MS;
  let pause = 20;
  let state = await claimKey(db, ref, impressao);
  while (state.kind === 'in-flight' || state.kind === 'gone') {
    if (state.kind === 'gone') {
      state = await claimKey(db, ref, impressao);
      continue;
    }
    if (Date.now() >= deadline) break;
    // Polling, not a held lock: a waiting request keeps no database connection busy.
    await sleep(pause);
    pause = Math.min(pause * 1.5, 250);
    state = await readKey(db, ref, impressao);
  }
  return state;
}

/**
 * Idempotency keys (decision 054). A route that says `config: { idempotent: true }` accepts an
 * `Idempotency-Key` header: the first request with a key, per user, runs and its answer (2xx) is
 * kept 24 h in the database; any later or simultaneous request with that key gets that same answer
 * and writes nothing, on this API process or another. The same key with other data is refused
 * (422); a request that failed gives its key back, so a retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, { db }: { db: Db }): void {
  const claims = new WeakMap<FastifyRequest, KeyRef>();
  let lastPurge = 0;

  app.addHook('onRoute', declareHeader);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const chave = request.headers[HEADER];
    if (!request.routeOptions.config.idempotent || typeof chave !== 'string') return;
    const ref = { usuarioId: request.auth.usuarioId, chave };
    const state = await settle(db, ref, fingerprint(request));
    if (state.kind === 'other-request')
      throw new AppError('UNPROCESSABLE', API_ERRORS.chaveIdempotenciaReutilizada);
    if (state.kind === 'in-flight') throw new AppError('CONFLICT', API_ERRORS.chaveIdempotenciaEmAndamento);
    if (state.kind === 'answered') {
      return reply
        .code(state.status)
        .header('content-type', state.tipoConteudo)
        .header(REPLAYED_HEADER, 'true')
        .send(state.resposta);
    }
    claims.set(request, ref);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await deleteExpiredKeys(db);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ref = claims.get(request);
    if (!ref) return payload;
    claims.delete(request);
    if (reply.statusCode < 300 && typeof payload === 'string') {
      const tipoConteudo = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await storeAnswer(db, ref, { status: reply.statusCode, tipoConteudo, resposta: payload });
    } else {
      await releaseKey(db, ref);
    }
    return payload;
  });

  // An answer that never went through onSend (the connection dropped first) still gives the key back.
  app.addHook('onResponse', async (request) => {
    const ref = claims.get(request);
    if (!ref) return;
    claims.delete(request);
    await releaseKey(db, ref);
  });
}
