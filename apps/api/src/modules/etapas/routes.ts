import { apiErrorSchema } from '@gdo/domain/api-error';
import { etapaCreateSchema, etapaSchema, etapaUpdateSchema } from '@gdo/domain/etapa';
import { listQuerySchema, TOTAL_HEADER } from '@gdo/domain/paging';
import { REGISTER_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION } from '../../lib/list-query';
import { authErrorResponses } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['etapas'];

export const etapasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Lista as etapas da empresa, em ordem de número',
        description: `${LIST_DESCRIPTION} Busca (q) em número e nome; sort: numero (numérico), nome, status, data_cadastro.`,
        querystring: listQuerySchema,
        response: { 200: z.array(etapaSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listEtapas(db, request.auth.empresaId, request.query);
      if (total !== undefined) reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: requireRole(...REGISTER_WRITE_ROLES),
      schema: {
        tags,
        summary: 'Cria uma etapa (administrador ou financeiro); número único na empresa',
        body: etapaCreateSchema,
        response: { 200: etapaSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createEtapa(db, request.auth.empresaId, request.body),
  );

  // The spec's path ends in a slash; the same call without it is accepted too, off the docs.
  for (const url of ['/update/', '/update']) {
    app.post(
      url,
      {
        preValidation: requireRole(...REGISTER_WRITE_ROLES),
        schema: {
          hide: url === '/update',
          tags,
          summary:
            'Altera uma etapa (administrador ou financeiro); o id vem no corpo, campos ausentes ficam como estão',
          description:
            'Um novo número é levado às subetapas da etapa (01.03 passa a 04.03 quando 01 passa a 04).',
          body: etapaUpdateSchema,
          response: {
            200: etapaSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => service.updateEtapa(db, request.auth.empresaId, request.body),
    );
  }
};
