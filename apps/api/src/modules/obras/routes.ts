import { apiErrorSchema } from '@gdo/domain/api-error';
import { obraCreateSchema, obraEditSchema, obraListQuerySchema, obraSchema } from '@gdo/domain/obra';
import { REGISTER_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['obras'];

export const obrasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lista as obras da empresa, com nome e CPF/CNPJ do cliente',
        description: `${LIST_DESCRIPTION} Busca (q) em nome, alvará, CNO, engenheiro e nos dados do cliente; id_cliente filtra as obras de um cliente; sort: nome, cliente_nome, alvara, cno, engenheiro, status, data_inicio, previsao_entrega, data_cadastro.`,
        querystring: obraListQuerySchema,
        response: { 200: z.array(obraSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listObras({ db, empresaId: request.auth.empresaId, query: request.query }),
      ),
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Uma obra da empresa, com nome e CPF/CNPJ do cliente (página de detalhamento)',
        params: idParamsSchema,
        response: { 200: obraSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getObra({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: requireRole(...REGISTER_WRITE_ROLES),
      schema: {
        tags,
        summary: 'Cria uma obra para um cliente da empresa (administrador ou financeiro)',
        body: obraCreateSchema,
        response: { 200: obraSchema, 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createObra({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  // The earlier product posted this update to /api/clientes/create (docs/spec-deviations.md).
  app.put(
    '/edit/:id',
    {
      preValidation: requireRole(...REGISTER_WRITE_ROLES),
      schema: {
        tags,
        summary: 'Altera uma obra (administrador ou financeiro); campos ausentes ficam como estão',
        params: idParamsSchema,
        body: obraEditSchema,
        response: {
          200: obraSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editObra({ db, empresaId: request.auth.empresaId, id: request.params.id, input: request.body }),
  );
};
