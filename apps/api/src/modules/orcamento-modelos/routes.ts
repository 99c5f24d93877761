import { apiErrorSchema } from '@gdo/domain/api-error';
import {
  modeloFromOrcamentoSchema,
  ORCAMENTO_MODELO_SORT_FIELDS,
  orcamentoModeloEditSchema,
  orcamentoModeloInputSchema,
  orcamentoModeloListQuerySchema,
  orcamentoModeloListRowSchema,
  orcamentoModeloSchema,
} from '@gdo/domain/orcamento-modelo';
import { ORCAMENTO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['modelos de orçamento'];
const writers = requireRole(...ORCAMENTO_WRITE_ROLES);

/** Budget models (spec §7 modelos/list and modelos/create, plus get, edit and save-as-model). */
export const orcamentoModelosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lista os modelos de orçamento da empresa, com o número de itens e subitens',
        description: `${LIST_DESCRIPTION} Busca (q) no nome; sort: ${ORCAMENTO_MODELO_SORT_FIELDS.join(', ')}.`,
        querystring: orcamentoModeloListQuerySchema,
        response: { 200: z.array(orcamentoModeloListRowSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listModelos({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Um modelo com sua estrutura (itens e subitens, unidades e valores padrão)',
        params: idParamsSchema,
        response: { 200: orcamentoModeloSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getModelo({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Cria um modelo de orçamento com sua estrutura (administrador ou financeiro)',
        body: orcamentoModeloInputSchema,
        response: { 200: orcamentoModeloSchema, 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createModelo({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Altera um modelo (administrador ou financeiro); itens, se enviados, substituem a estrutura',
        params: idParamsSchema,
        body: orcamentoModeloEditSchema,
        response: {
          200: orcamentoModeloSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editModelo({
        db,
        empresaId: request.auth.empresaId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/from-orcamento/:id',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Salva a estrutura de um orçamento como um novo modelo (administrador ou financeiro)',
        description: 'Quantidades e valores unitários do orçamento viram os valores padrão do modelo.',
        params: idParamsSchema,
        body: modeloFromOrcamentoSchema,
        response: {
          200: orcamentoModeloSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.createModeloFromOrcamento({
        db,
        empresaId: request.auth.empresaId,
        orcamentoId: request.params.id,
        nome: request.body.nome,
      }),
  );
};
