import { apiErrorSchema } from '@gdo/domain/api-error';
import { loginResponseSchema, loginSchema } from '@gdo/domain/autenticacao';
import { API_ERRORS } from '@gdo/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ThrottleSettings } from '../../config';
import type { Db } from '../../db/client';
import { messageSchema } from '../../lib/route-schemas';
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
        response: { 200: loginResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
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
        response: { 200: z.object({ id_user: z.number() }), 401: apiErrorSchema },
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
        response: { 200: messageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await signOut(db, request.auth.sessaoId);
      return { message: API_ERRORS.sessaoEncerrada };
    },
  );
};
