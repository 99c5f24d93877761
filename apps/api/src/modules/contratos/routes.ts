import { apiErrorSchema } from '@gdo/domain/api-error';
import {
  CONTRATO_SORT_FIELDS,
  contratoCreateSchema,
  contratoEditSchema,
  contratoListQuerySchema,
  contratoSchema,
} from '@gdo/domain/contrato';
import { CONTRATO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['contratos'];
const writers = requireRole(...CONTRATO_WRITE_ROLES);

/** Contracts (spec §7 "Contracts"), with what has been paid against each and its balance. */
export const contratosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lista os contratos da empresa, com obra, fornecedor, valor pago, comprometido e saldo',
        description: `${LIST_DESCRIPTION} Busca (q) em número, objeto, fornecedor e obra; obra, fornecedor e status filtram; sort: ${CONTRATO_SORT_FIELDS.join(', ')} (padrão: -data_cadastro). Lista vazia é [] com 200.`,
        querystring: contratoListQuerySchema,
        response: { 200: z.array(contratoSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listContratos({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Um contrato, com valor pago, comprometido, saldo e disponível',
        params: idParamsSchema,
        response: { 200: contratoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getContrato({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Cria um contrato (administrador ou financeiro)',
        description:
          'Obra e fornecedor da empresa. Etapa/subetapa opcionais: do orçamento informado ou, sem ele, do orçamento do RDO da obra.',
        body: contratoCreateSchema,
        response: { 200: contratoSchema, 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createContrato({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Altera um contrato (administrador ou financeiro); campos ausentes ficam como estão',
        description: 'Com lançamentos, a obra e o fornecedor do contrato não mudam (409).',
        params: idParamsSchema,
        body: contratoEditSchema,
        response: {
          200: contratoSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editContrato({
        db,
        empresaId: request.auth.empresaId,
        id: request.params.id,
        input: request.body,
      }),
  );
};
