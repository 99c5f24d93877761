import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import type { Role } from '@gdo/domain/usuario';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { tokenFromHeader } from '../lib/token';
import { type AuthContext, findLiveSessao } from '../modules/autenticacao/sessao-repository';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Route open without a token: sign-in, health, docs. */
    public?: boolean;
  }
}

/** Every API route needs a live token unless it says `config: { public: true }`. */
export function registerAuth(app: FastifyInstance, { db, tokenTtlMs }: { db: Db; tokenTtlMs: number }): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const isApiRoute = request.url.startsWith('/api/') && request.routeOptions.url;
    if (!isApiRoute || request.routeOptions.config.public) return;
    const token = tokenFromHeader(request.headers.authorization);
    const auth = token ? await findLiveSessao(db, token, tokenTtlMs) : undefined;
    if (!auth) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalido);
    request.auth = auth;
  });
}

/**
 * A preValidation hook refusing (403) callers that hold none of `roles`; admin may do everything.
 * It runs before the body is validated, so a caller without the role learns nothing about it.
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const held = request.auth.permissoes;
    if (held.includes('admin') || roles.some((r) => held.includes(r))) return;
    throw new AppError('FORBIDDEN', API_ERRORS.semPermissao);
  };
}
