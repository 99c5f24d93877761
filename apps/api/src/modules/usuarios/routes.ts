import { listQuerySchema } from '@gdo/domain/paging';
import { usuarioCreateSchema, usuarioEditSchema, usuarioSchema } from '@gdo/domain/usuario';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, TOTAL_HEADER } from '../../lib/list-query';
import { authErrorResponses, errorSchema, idParamsSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['usuários'];

export const usuariosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Lista os usuários da empresa',
        description: LIST_DESCRIPTION,
        querystring: listQuerySchema,
        response: { 200: z.array(usuarioSchema), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listUsuarios(db, request.auth.empresaId, request.query);
      if (total !== undefined) reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Um usuário da empresa',
        params: idParamsSchema,
        response: { 200: usuarioSchema, 404: errorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getUsuario(db, request.auth.empresaId, request.params.id),
  );

  app.post(
    '/create',
    {
      preValidation: requireRole('admin'),
      schema: {
        tags,
        summary: 'Cria um usuário (somente administradores)',
        body: usuarioCreateSchema,
        response: { 200: usuarioSchema, 400: errorSchema, 409: errorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createUsuario(db, request.auth.empresaId, request.body),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: requireRole('admin'),
      schema: {
        tags,
        summary: 'Altera um usuário (somente administradores); sem senha, mantém a atual',
        params: idParamsSchema,
        body: usuarioEditSchema,
        response: {
          200: usuarioSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => service.editUsuario(db, request.auth.empresaId, request.params.id, request.body),
  );
};
