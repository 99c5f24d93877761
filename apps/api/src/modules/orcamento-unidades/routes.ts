import { apiErrorSchema } from '@gdo/domain/api-error';
import { orcamentoUnidadeInputSchema, orcamentoUnidadeSchema } from '@gdo/domain/orcamento-unidade';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['unidades de orçamento'];
const adminOnly = requireRole('admin');

/**
 * The firm's own units (issue 13, decision 104), in the spec's style beside modelos/list:
 * /api/orcamentos/unidades/list, /create and /delete/{id}. Whoever reads budgets lists them (the
 * editors offer them); admins keep the list.
 */
export const orcamentoUnidadesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lista as unidades próprias da empresa (além das dez padrão), em ordem alfabética',
        response: { 200: z.array(orcamentoUnidadeSchema), ...authErrorResponses },
      },
    },
    async (request) => service.listUnidades({ db, empresaId: request.auth.empresaId }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Cadastra uma unidade própria (somente administradores)',
        description:
          'Um nome que repete uma unidade padrão ou uma já cadastrada (sem diferenciar maiúsculas) é recusado: 400 ou 409.',
        body: orcamentoUnidadeInputSchema,
        response: {
          200: orcamentoUnidadeSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => service.createUnidade({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.delete(
    '/delete/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Exclui uma unidade própria que nenhum orçamento ou modelo usa (somente administradores)',
        params: idParamsSchema,
        response: {
          200: orcamentoUnidadeSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.deleteUnidade({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );
};
