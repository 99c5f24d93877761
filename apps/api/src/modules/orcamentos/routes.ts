import { apiErrorSchema } from '@gdo/domain/api-error';
import { orcamentoEditSchema, orcamentoInputSchema } from '@gdo/domain/orcamento';
import {
  ORCAMENTO_SORT_FIELDS,
  orcamentoListQuerySchema,
  orcamentoListRowSchema,
  orcamentoSchema,
} from '@gdo/domain/orcamento-response';
import { ORCAMENTO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema, messageSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import { exportRoutes } from './export-routes';
import { itensRoutes } from './itens-routes';
import * as service from './service';

const tags = ['orcamentos'];
const writers = requireRole(...ORCAMENTO_WRITE_ROLES);

/** Budgets (spec §7 "Budgets"); itens, subitens and exports register beside them. */
export const orcamentosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(itensRoutes, { db });
  await app.register(exportRoutes, { db, prefix: '/export' });

  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lista os orçamentos da empresa, com cliente, obra, modelo, custo e preço de venda',
        description: `${LIST_DESCRIPTION} Busca (q) no nome do orçamento e nos dados da obra e do cliente; obra e id_cliente filtram; sort: ${ORCAMENTO_SORT_FIELDS.join(', ')} (padrão: -data_cadastro).`,
        querystring: orcamentoListQuerySchema,
        response: { 200: z.array(orcamentoListRowSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listOrcamentos({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Um orçamento com seus itens e subitens e todos os totais',
        params: idParamsSchema,
        response: { 200: orcamentoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getOrcamento({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Cria um orçamento inteiro, itens e subitens aninhados (administrador ou financeiro)',
        description: 'O servidor calcula todos os totais e ignora os enviados. Tudo é salvo numa transação.',
        body: orcamentoInputSchema,
        response: { 200: orcamentoSchema, 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.createOrcamento({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary:
          'Altera um orçamento (administrador ou financeiro); itens, se enviados, substituem a estrutura',
        description: 'Campos ausentes ficam como estão. Tudo ou nada, numa transação.',
        params: idParamsSchema,
        body: orcamentoEditSchema,
        response: {
          200: orcamentoSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editOrcamento({
        db,
        empresaId: request.auth.empresaId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/delete/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary:
          'Remove um orçamento (administrador ou financeiro); recusa (409) se um RDO, RDA ou contrato o usa',
        params: idParamsSchema,
        response: { 200: messageSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.deleteOrcamento({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/duplicate/:id',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Duplica um orçamento com o nome seguido de " (cópia)" (administrador ou financeiro)',
        params: idParamsSchema,
        response: { 200: orcamentoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.duplicateOrcamento({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );
};
