import { apiErrorSchema } from '@gdo/domain/api-error';
import { diarioResumoSchema } from '@gdo/domain/diario-resumo';
import { diarioUltimosQuerySchema, ULTIMOS_MAX_OBRAS, ultimoDiarioSchema } from '@gdo/domain/diario-ultimos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import { resumoDoDiario, ultimosDiarios } from './resumo-service';

const tags = ['diarios'];

/**
 * What the rest of the product shows of the diário, without money, read by every role: an obra's
 * resumo (decision 072) and the last report of a page of obras (decision 185).
 */
export const diarioResumoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/resumo/obra/:id',
    {
      schema: {
        tags,
        summary:
          'O que a obra mostra dos seus relatórios: os últimos 30 dias, dias úteis sem relatório, dias impraticáveis e o avanço físico por etapa',
        description:
          'Dias úteis: de segunda a sábado, exceto feriados nacionais (decisão 173), do início da obra (ou do primeiro relatório) até ontem, nunca depois da entrega. Avanço físico: o último percentual informado por etapa e subetapa. Sem valores (decisão 072).',
        params: idParamsSchema,
        response: { 200: diarioResumoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => resumoDoDiario({ db, empresaId: request.auth.empresaId, obraId: request.params.id }),
  );

  app.get(
    '/ultimos',
    {
      schema: {
        tags,
        summary: 'O último relatório (por data) de cada obra pedida, numa resposta só',
        description: `obras: até ${ULTIMOS_MAX_OBRAS} ids separados por vírgula (mais: 400). Responde as obras da empresa, por id, com ultimo nulo quando ainda não há relatório; um id que não é obra da empresa fica de fora. Sem valores (decisão 185).`,
        querystring: diarioUltimosQuerySchema,
        response: { 200: z.array(ultimoDiarioSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => ultimosDiarios({ db, empresaId: request.auth.empresaId, obras: request.query.obras }),
  );
};
