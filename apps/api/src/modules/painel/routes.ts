import { apiErrorSchema } from '@gdo/domain/api-error';
import { painelQuerySchema, painelSchema, resumoObraSchema } from '@gdo/domain/painel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import * as service from './service';

const tags = ['painel'];

export const painelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard/obras',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Obras de uma situação (ativas, sem status) com orçamento, executado, comprometido e saldo (do RDO), o executado e o comprometido do RDA, e os totais das obras listadas',
        description:
          'Executado = Σ valor pago; Comprometido = Σ em aberto (valor comprometido − valor pago de cada lançamento, nunca abaixo de zero); Saldo = orçamento − executado − comprometido. Filtros: q (nome da obra ou do cliente), status, id_cliente. Ordem (sort): risco (padrão: acima do orçamento primeiro, depois o menor saldo) ou nome.',
        querystring: painelQuerySchema,
        response: { 200: painelSchema, ...authErrorResponses },
      },
    },
    async (request) => service.painel({ db, empresaId: request.auth.empresaId, query: request.query }),
  );

  app.get(
    '/obras/resumo/:id',
    {
      // Nine statements at each read (decision 229's list, extended on 2026-11-28): the obra's page is
      // opened again and again, and its figures change only with the data.
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Números de uma obra: totais e por etapa (do RDO), fornecedores, contratos (comprometido = em aberto), médias pagas por semana, quinzena e mês completos desde o primeiro pagamento (null antes de completar um), últimos lançamentos',
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
