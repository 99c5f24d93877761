import { apiErrorSchema } from '@gdo/domain/api-error';
import { lancamentoCreateSchema, lancamentoEditSchema } from '@gdo/domain/lancamento';
import {
  LANCAMENTO_SORT_FIELDS,
  LANCAMENTO_TOTAL_HEADERS,
  type LancamentoTotais,
  lancamentoListQuerySchema,
  lancamentoSchema,
} from '@gdo/domain/lancamento-response';
import { TOTAL_HEADER } from '@gdo/domain/paging';
import { LANCAMENTO_WRITE_ROLES } from '@gdo/domain/permissoes';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authErrorResponses, idParamsSchema, messageSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import { exportRoutes } from './export-routes';
import { listLancamentos } from './list-service';
import * as service from './service';

const LIST_HEADERS = {
  [TOTAL_HEADER]: 'Quantidade de lançamentos filtrados (todas as páginas).',
  [LANCAMENTO_TOTAL_HEADERS.comprometido]:
    'Soma de valor_comprometido dos lançamentos filtrados, ex.: "1234.50".',
  [LANCAMENTO_TOTAL_HEADERS.pago]: 'Soma de valor_pagamento dos lançamentos filtrados.',
  [LANCAMENTO_TOTAL_HEADERS.aberto]:
    'Soma de valor_aberto (comprometido e ainda não pago) dos lançamentos filtrados.',
};

function sendTotals(reply: FastifyReply, total: number, totais: LancamentoTotais) {
  reply.header(TOTAL_HEADER, total);
  reply.header(LANCAMENTO_TOTAL_HEADERS.comprometido, totais.comprometido);
  reply.header(LANCAMENTO_TOTAL_HEADERS.pago, totais.pago);
  reply.header(LANCAMENTO_TOTAL_HEADERS.aberto, totais.aberto);
}

/** The lançamentos of one type (spec §7 "RDO and RDA"), registered once per `tipo` under /api/{tipo}/lancamentos. */
export const lancamentosRoutes: FastifyPluginAsyncZod<{ db: Db; tipo: TipoDocumento }> = async (
  app,
  { db, tipo },
) => {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const tags = [label];
  const writers = requireRole(...LANCAMENTO_WRITE_ROLES);
  const listDescription = `Só lançamentos do ${label}. Busca (q) em descrição, NF, observação e fornecedor; de/ate limitam data_lancamento (inclusive); fornecedor, contrato, etapa, subetapa e situacao filtram; sort: ${LANCAMENTO_SORT_FIELDS.join(', ')} (padrão: -data_lancamento); page/pageSize paginam (sem eles, até 5.000). Os totais dos filtrados (todas as páginas) vêm nos cabeçalhos ${Object.keys(LIST_HEADERS).join(', ')}.`;
  await app.register(exportRoutes, { db, tipo, prefix: '/export' });

  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: `Lista os lançamentos do ${label} de todas as obras da empresa`,
        description: `${listDescription} obra filtra uma obra.`,
        querystring: lancamentoListQuerySchema,
        responseHeaders: LIST_HEADERS,
        response: { 200: z.array(lancamentoSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total, totais } = await listLancamentos({
        db,
        empresaId: request.auth.empresaId,
        tipo,
        query: request.query,
      });
      sendTotals(reply, total, totais);
      return rows;
    },
  );

  app.get(
    '/list/obra/:id',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: `Lista os lançamentos do ${label} de uma obra`,
        description: `${listDescription} Obra de outra empresa ou inexistente: 404; obra sem ${label}: [].`,
        params: idParamsSchema,
        querystring: lancamentoListQuerySchema,
        responseHeaders: LIST_HEADERS,
        response: {
          200: z.array(lancamentoSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const result = await listLancamentos({
        db,
        empresaId,
        tipo,
        query: request.query,
        obraDoCaminho: request.params.id,
      });
      sendTotals(reply, result.total, result.totais);
      return result.rows;
    },
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: `Um lançamento do ${label} (um do outro tipo: 404)`,
        params: idParamsSchema,
        response: { 200: lancamentoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.getLancamento({ db, empresaId: request.auth.empresaId, tipo, id: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: `Cria um lançamento no ${label} da obra, ou um por parcela (administrador, financeiro ou lançamentos)`,
        description:
          'Sem parcelas devolve o lançamento; com "parcelas": [{"data_vencimento"}] divide valor_comprometido exatamente (o resto dos centavos na última), grava tudo numa transação e devolve a lista. Usuário e dados bancários do fornecedor são do servidor. Contra um contrato, passar do valor dele responde 409, salvo com "confirmar_excedente": true.',
        body: lancamentoCreateSchema,
        response: {
          200: z.union([lancamentoSchema, z.array(lancamentoSchema)]),
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { empresaId, usuarioId } = request.auth;
      return service.createLancamentos({ db, empresaId, usuarioId, tipo, input: request.body });
    },
  );

  app.put(
    '/edit/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: `Altera um lançamento do ${label} (administrador, financeiro ou lançamentos); campos ausentes ficam como estão`,
        params: idParamsSchema,
        body: lancamentoEditSchema,
        response: {
          200: lancamentoSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editLancamento({
        db,
        empresaId: request.auth.empresaId,
        usuarioId: request.auth.usuarioId,
        tipo,
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
        summary: `Remove um lançamento do ${label} (administrador, financeiro ou lançamentos)`,
        params: idParamsSchema,
        response: { 200: messageSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.deleteLancamento({ db, empresaId: request.auth.empresaId, tipo, id: request.params.id }),
  );
};
