import { loginResponseSchema, loginSchema } from '@gdo/domain/autenticacao';
import { API_ERRORS } from '@gdo/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ThrottleSettings } from '../../config';
import type { Db } from '../../db/client';
import { errorSchema, messageSchema } from '../../lib/route-schemas';
import { authenticate, signOut } from './service';

type Options = { db: Db; tokenTtlMs: number; throttle: ThrottleSettings };

export const autenticacaoRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, tokenTtlMs, throttle },
) => {
  app.post(
    '/autenticar',
    {
      config: { public: true },
      schema: {
        tags: ['autenticação'],
        summary: 'Entra com e-mail e senha e recebe um token',
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => authenticate(db, { ...request.body, ip: request.ip, ttlMs: tokenTtlMs, throttle }),
  );

  app.get(
    '/validatoken',
    {
      schema: {
        tags: ['autenticação'],
        summary: 'Confirma que o token é válido (401 quando não é)',
        response: { 200: z.object({ id_user: z.number() }), 401: errorSchema },
      },
    },
    async (request) => ({ id_user: request.auth.usuarioId }),
  );

  app.post(
    '/sair',
    {
      schema: {
        tags: ['autenticação'],
        summary: 'Revoga o token (desvio da especificação: ver docs/spec-deviations.md)',
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await signOut(db, request.auth.sessaoId);
      return { message: API_ERRORS.sessaoEncerrada };
    },
  );
};
