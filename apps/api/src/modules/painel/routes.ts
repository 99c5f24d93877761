import { apiErrorSchema } from '@gdo/domain/api-error';
import { painelSchema, resumoObraSchema } from '@gdo/domain/painel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import * as service from './service';

const tags = ['painel'];

export const painelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard/obras',
    {
      schema: {
        tags,
        summary:
          'Obras ativas com orçamento, executado, comprometido e saldo (do RDO), e os totais da empresa',
        response: { 200: painelSchema, ...authErrorResponses },
      },
    },
    async (request) => service.painel(db, request.auth.empresaId),
  );

  app.get(
    '/obras/resumo/:id',
    {
      schema: {
        tags,
        summary:
          'Números de uma obra: totais e por etapa (do RDO), fornecedores, contratos, médias, últimos lançamentos',
        description:
          'Saldo = orçamento − (executado + comprometido). Médias de pagamento: total pago desde o primeiro pagamento ÷ dias × 7, 15 e 30.',
        params: idParamsSchema,
        response: { 200: resumoObraSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.resumoObra({ db, empresaId: request.auth.empresaId, obraId: request.params.id }),
  );
};
