import { apiErrorSchema } from '@gdo/domain/api-error';
import { REGISTER_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, EmpresaScope } from '../db/client';
import { requireRole } from '../plugins/auth';
import { LIST_DESCRIPTION, sendList } from './list-query';
import { authErrorResponses } from './route-schemas';

type CatalogoService<E, Q, C, U> = {
  list: (options: EmpresaScope & { query: Q }) => Promise<{ rows: E[]; total?: number }>;
  create: (options: EmpresaScope & { input: C }) => Promise<E>;
  update: (options: EmpresaScope & { input: U }) => Promise<E>;
};

/**
 * The routes of the etapa and subetapa catalogue, one implementation for both: each module mounts
 * them under its own prefix with its own tags, summaries, schemas and service. The signature checks
 * that the schemas and the service agree; inside, the entity's types are no longer needed.
 */
export function catalogoRoutes<E, Q, C, U>(options: {
  tags: string[];
  summaries: { list: string; create: string; update: string };
  /** What the update does beyond the fields sent, for the OpenAPI page. */
  updateDescription?: string;
  schemas: { entity: z.ZodType<E>; listQuery: z.ZodType<Q>; create: z.ZodType<C>; update: z.ZodType<U> };
  service: CatalogoService<E, Q, C, U>;
}): FastifyPluginAsyncZod<{ db: Db }> {
  const { tags, summaries, updateDescription } = options;
  const schemas: Record<'entity' | 'listQuery' | 'create' | 'update', z.ZodType> = options.schemas;
  const service = options.service as unknown as CatalogoService<unknown, unknown, unknown, unknown>;
  return async (app, { db }) => {
    app.get(
      '/list',
      {
        config: { answerCache: true },
        schema: {
          tags,
          summary: summaries.list,
          description: `${LIST_DESCRIPTION} Busca (q) em número e nome; sort: numero (numérico), nome, status, data_cadastro.`,
          querystring: schemas.listQuery,
          response: { 200: z.array(schemas.entity), 400: apiErrorSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        sendList(reply, await service.list({ db, empresaId: request.auth.empresaId, query: request.query })),
    );

    app.post(
      '/create',
      {
        config: { idempotent: true },
        preValidation: requireRole(...REGISTER_WRITE_ROLES),
        schema: {
          tags,
          summary: summaries.create,
          body: schemas.create,
          response: { 200: schemas.entity, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
        },
      },
      async (request) => service.create({ db, empresaId: request.auth.empresaId, input: request.body }),
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
            summary: summaries.update,
            ...(updateDescription !== undefined ? { description: updateDescription } : {}),
            body: schemas.update,
            response: {
              200: schemas.entity,
              400: apiErrorSchema,
              404: apiErrorSchema,
              409: apiErrorSchema,
              ...authErrorResponses,
            },
          },
        },
        async (request) => service.update({ db, empresaId: request.auth.empresaId, input: request.body }),
      );
    }
  };
}
