import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import type { Role } from '@gdo/domain/usuario';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { tokenFromHeader } from '../lib/token';

/** Who is calling: the session, its user, the user's empresa and roles. */
export type AuthContext = {
  sessaoId: number;
  usuarioId: number;
  empresaId: number;
  permissoes: string[];
};

/** Looks a token up: the live session it opens, or undefined (app.ts wires the autenticacao module). */
export type FindSession = (token: string) => Promise<AuthContext | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Route open without a token: sign-in, health, docs. */
    public?: boolean;
  }
}

/**
 * Every API route needs a live token unless it says `config: { public: true }`. The decision is
 * taken on the route the router matched (its pattern, after percent-decoding), never on the raw URL:
 * `/%61pi/users/list` is the route `/api/users/list` and needs a token like it.
 */
export function registerAuth(app: FastifyInstance, { findSession }: { findSession: FindSession }): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    const isApiRoute = route !== undefined && (route === '/api' || route.startsWith('/api/'));
    if (!isApiRoute || request.routeOptions.config.public) return;
    const token = tokenFromHeader(request.headers.authorization);
    const auth = token ? await findSession(token) : undefined;
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
