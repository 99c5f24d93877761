import { apiErrorSchema } from '@gdo/domain/api-error';
import { TOTAL_HEADER } from '@gdo/domain/paging';
import { REGISTER_WRITE_ROLES } from '@gdo/domain/permissoes';
import {
  subetapaCreateSchema,
  subetapaListQuerySchema,
  subetapaSchema,
  subetapaUpdateSchema,
} from '@gdo/domain/subetapa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION } from '../../lib/list-query';
import { authErrorResponses } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['subetapas'];

export const subetapasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Lista as subetapas da empresa (ou de uma etapa, com ?etapa=id), em ordem de número',
        description: `${LIST_DESCRIPTION} Busca (q) em número e nome; sort: numero (numérico), nome, status, data_cadastro.`,
        querystring: subetapaListQuerySchema,
        response: { 200: z.array(subetapaSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listSubetapas(db, request.auth.empresaId, request.query);
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
        summary:
          'Cria uma subetapa (administrador ou financeiro); número único na etapa, começando pelo dela',
        body: subetapaCreateSchema,
        response: { 200: subetapaSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createSubetapa(db, request.auth.empresaId, request.body),
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
            'Altera uma subetapa (administrador ou financeiro); o id vem no corpo, campos ausentes ficam como estão',
          body: subetapaUpdateSchema,
          response: {
            200: subetapaSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => service.updateSubetapa(db, request.auth.empresaId, request.body),
    );
  }
};
