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
import type { Db, EmpresaScope } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './itens-service';

const tags = ['orcamentos'];
const writers = requireRole(...ORCAMENTO_WRITE_ROLES);
const sorts = `sort: ${ORCAMENTO_ITEM_SORT_FIELDS.join(', ')} (padrão: ordem, a posição no orçamento).`;

type RowRoutes<Q, E, C, R> = {
  path: string;
  summaries: { list: string; create: string };
  schemas: { listQuery: z.ZodType<Q>; row: z.ZodType<E>; create: z.ZodType<C>; created: z.ZodType<R> };
  list: (options: EmpresaScope & { query: Q }) => Promise<{ rows: E[]; total?: number }>;
  create: (options: EmpresaScope & { input: C }) => Promise<R>;
};

/** The signature checks that a kind's schemas and service agree; the routes need no more. */
const rowRoutes = <Q, E, C, R>(routes: RowRoutes<Q, E, C, R>) =>
  routes as unknown as RowRoutes<unknown, unknown, unknown, unknown>;

const kinds = [
  rowRoutes({
    path: 'itens',
    summaries: {
      list: 'Lista os itens (etapas) de um orçamento (?orcamento=id) ou de todos os da empresa',
      create: 'Acrescenta um item (com seus subitens) a um orçamento e refaz os totais',
    },
    schemas: {
      listQuery: orcamentoItemListQuerySchema,
      row: orcamentoItemRowSchema,
      create: orcamentoItemCreateSchema,
      created: orcamentoItemCreatedSchema,
    },
    list: service.listItens,
    create: service.createItem,
  }),
  rowRoutes({
    path: 'subitens',
    summaries: {
      list: 'Lista os subitens de um item (?item=id), de um orçamento (?orcamento=id) ou de todos',
      create: 'Acrescenta um subitem a um item e refaz os totais do item e do orçamento',
    },
    schemas: {
      listQuery: orcamentoSubitemListQuerySchema,
      row: orcamentoSubitemRowSchema,
      create: orcamentoSubitemCreateSchema,
      created: orcamentoSubitemRowSchema,
    },
    list: service.listSubitens,
    create: service.createSubitem,
  }),
];

/** Budget itens and subitens one by one (spec §7); the whole budget is written by create and edit. */
export const itensRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const { path, summaries, schemas, list } of kinds) {
    app.get(
      `/${path}/list`,
      {
        config: { answerCache: true },
        schema: {
          tags,
          summary: summaries.list,
          description: `${LIST_DESCRIPTION} Busca (q) em número e nome; ${sorts}`,
          querystring: schemas.listQuery,
          response: { 200: z.array(schemas.row), 400: apiErrorSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        sendList(reply, await list({ db, empresaId: request.auth.empresaId, query: request.query })),
    );
  }

  for (const { path, summaries, schemas, create } of kinds) {
    app.post(
      `/${path}/create`,
      {
        config: { idempotent: true },
        preValidation: writers,
        schema: {
          tags,
          summary: summaries.create,
          body: schemas.create,
          response: {
            200: schemas.created,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => create({ db, empresaId: request.auth.empresaId, input: request.body }),
    );
  }
};
