import { apiErrorSchema } from '@gdo/domain/api-error';
import {
  ORCAMENTO_ITEM_SORT_FIELDS,
  orcamentoItemCreatedSchema,
  orcamentoItemCreateSchema,
  orcamentoItemListQuerySchema,
  orcamentoItemRowSchema,
  orcamentoSubitemCreateSchema,
  orcamentoSubitemListQuerySchema,
  orcamentoSubitemRowSchema,
} from '@gdo/domain/orcamento-item';
import { ORCAMENTO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './itens-service';

const tags = ['orcamentos'];
const writers = requireRole(...ORCAMENTO_WRITE_ROLES);
const sorts = `sort: ${ORCAMENTO_ITEM_SORT_FIELDS.join(', ')} (padrão: ordem, a posição no orçamento).`;

/** Budget itens and subitens one by one (spec §7); the whole budget is written by create and edit. */
export const itensRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/itens/list',
    {
      schema: {
        tags,
        summary: 'Lista os itens (etapas) de um orçamento (?orcamento=id) ou de todos os da empresa',
        description: `${LIST_DESCRIPTION} Busca (q) em número e nome; ${sorts}`,
        querystring: orcamentoItemListQuerySchema,
        response: { 200: z.array(orcamentoItemRowSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listItens({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.get(
    '/subitens/list',
    {
      schema: {
        tags,
        summary: 'Lista os subitens de um item (?item=id), de um orçamento (?orcamento=id) ou de todos',
        description: `${LIST_DESCRIPTION} Busca (q) em número e nome; ${sorts}`,
        querystring: orcamentoSubitemListQuerySchema,
        response: { 200: z.array(orcamentoSubitemRowSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listSubitens({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.post(
    '/itens/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Acrescenta um item (com seus subitens) a um orçamento e refaz os totais',
        body: orcamentoItemCreateSchema,
        response: {
          200: orcamentoItemCreatedSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => service.createItem({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.post(
    '/subitens/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Acrescenta um subitem a um item e refaz os totais do item e do orçamento',
        body: orcamentoSubitemCreateSchema,
        response: {
          200: orcamentoSubitemRowSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => service.createSubitem({ db, empresaId: request.auth.empresaId, input: request.body }),
  );
};
