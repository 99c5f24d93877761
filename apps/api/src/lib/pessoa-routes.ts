import { apiErrorSchema } from '@gdo/domain/api-error';
import { listQuerySchema } from '@gdo/domain/paging';
import { REGISTER_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requireRole } from '../plugins/auth';
import { LIST_DESCRIPTION, sendList } from './list-query';
import type { PessoaService } from './pessoa-service';
import { authErrorResponses, idParamsSchema } from './route-schemas';

/**
 * The routes of the cliente and fornecedor registers, one implementation for both: each module
 * mounts them under its own prefix with its own tags, names (masculine nouns: "um cliente", "os
 * fornecedores"), schemas and service. The signature checks that the schemas and the service
 * agree; inside, the entity's types are no longer needed.
 */
export function pessoaRoutes<E, C, Ed extends { versao?: number }>(options: {
  tags: string[];
  nome: { singular: string; plural: string };
  schemas: { entity: z.ZodType<E>; create: z.ZodType<C>; edit: z.ZodType<Ed> };
  service: PessoaService<E, C, Ed>;
}): FastifyPluginAsyncZod<{ db: Db }> {
  const {
    tags,
    nome: { singular, plural },
  } = options;
  const schemas: { entity: z.ZodType; create: z.ZodType; edit: z.ZodType<{ versao?: number }> } =
    options.schemas;
  const service = options.service as unknown as PessoaService<unknown, unknown, { versao?: number }>;
  return async (app, { db }) => {
    app.get(
      '/list',
      {
        config: { answerCache: true },
        schema: {
          tags,
          summary: `Lista os ${plural} da empresa`,
          description: `${LIST_DESCRIPTION} Busca (q) em nome, razão social, CPF/CNPJ, e-mail, telefone e responsável; sort: nome, cpf_cnpj, email, telefone, responsavel, status, data_cadastro.`,
          querystring: listQuerySchema,
          response: { 200: z.array(schemas.entity), 400: apiErrorSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        sendList(reply, await service.list({ db, empresaId: request.auth.empresaId, query: request.query })),
    );

    app.get(
      '/get/:id',
      {
        schema: {
          tags,
          summary: `Um ${singular} da empresa`,
          params: idParamsSchema,
          response: { 200: schemas.entity, 404: apiErrorSchema, ...authErrorResponses },
        },
      },
      async (request) => service.get({ db, empresaId: request.auth.empresaId, id: request.params.id }),
    );

    app.post(
      '/create',
      {
        config: { idempotent: true },
        preValidation: requireRole(...REGISTER_WRITE_ROLES),
        schema: {
          tags,
          summary: `Cria um ${singular} (administrador ou financeiro)`,
          body: schemas.create,
          response: { 200: schemas.entity, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
        },
      },
      async (request) => service.create({ db, empresaId: request.auth.empresaId, input: request.body }),
    );

    app.put(
      '/edit/:id',
      {
        preValidation: requireRole(...REGISTER_WRITE_ROLES),
        schema: {
          tags,
          summary: `Altera um ${singular} (administrador ou financeiro); campos ausentes ficam como estão`,
          params: idParamsSchema,
          body: schemas.edit,
          response: {
            200: schemas.entity,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) =>
        service.edit({ db, empresaId: request.auth.empresaId, id: request.params.id, input: request.body }),
    );
  };
}
