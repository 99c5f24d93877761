import { apiErrorSchema } from '@gdo/domain/api-error';
import { listQuerySchema } from '@gdo/domain/paging';
import { alterarSenhaSchema } from '@gdo/domain/senha';
import {
  perfilEditSchema,
  ROLES,
  usuarioCreateSchema,
  usuarioEditSchema,
  usuarioSchema,
} from '@gdo/domain/usuario';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ThrottleSettings } from '../../config';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema, messageSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['usuários'];

// The list and get carry everyone's CPF, phone and address: administrators only. Every role reads
// and edits its own profile through /me.
const adminOnly = requireRole('admin');
/**
 * A user's record is an admin's to read, and also the user's own: what `/me` already answers, by
 * the call the earlier product's client makes at start (decision 080).
 */
const adminOrSelf = async (request: FastifyRequest) => {
  // Before validation the id is the path's text: only the exact digits of one's own id pass.
  if ((request.params as { id?: unknown }).id === String(request.auth.usuarioId)) return;
  await adminOnly(request);
};
const anyRole = requireRole(...ROLES);

type Options = { db: Db; throttle: ThrottleSettings };

export const usuariosRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, throttle }) => {
  app.get(
    '/list',
    {
      config: { answerCache: true },
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Lista os usuários da empresa, com os seus dados (somente administradores)',
        description: LIST_DESCRIPTION,
        querystring: listQuerySchema,
        response: { 200: z.array(usuarioSchema), ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listUsuarios({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.get(
    '/get/:id',
    {
      preValidation: adminOrSelf,
      schema: {
        tags,
        summary: 'Um usuário da empresa (administradores; os demais perfis, só o próprio)',
        params: idParamsSchema,
        response: { 200: usuarioSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getUsuario({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Cria um usuário (somente administradores)',
        body: usuarioCreateSchema,
        response: { 200: usuarioSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createUsuario({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Altera um usuário (somente administradores); sem senha, mantém a atual',
        params: idParamsSchema,
        body: usuarioEditSchema,
        response: {
          200: usuarioSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editUsuario({
        db,
        empresaId: request.auth.empresaId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/me',
    {
      preValidation: anyRole,
      schema: {
        tags,
        summary: 'O próprio usuário conectado (qualquer perfil)',
        response: { 200: usuarioSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getPerfil(db, request.auth),
  );

  app.put(
    '/me',
    {
      preValidation: anyRole,
      schema: {
        tags,
        summary: 'Altera o próprio perfil: nome, CPF, telefone e endereço (qualquer perfil)',
        description: 'O e-mail, as permissões e a situação são alterados só por um administrador.',
        body: perfilEditSchema,
        response: { 200: usuarioSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.editPerfil({ db, self: request.auth, input: request.body }),
  );

  app.post(
    '/me/senha',
    {
      preValidation: anyRole,
      schema: {
        tags,
        summary: 'Troca a própria senha, com a senha atual; encerra as outras sessões do usuário',
        body: alterarSenhaSchema,
        description:
          'Cada tentativa conta como uma tentativa de login do e-mail do usuário a partir deste endereço: depois de muitas senhas atuais erradas, a resposta é 429 com Retry-After.',
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.alterarSenha({ db, self: request.auth, input: request.body, ip: request.ip, throttle }),
  );
};
