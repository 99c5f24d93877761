import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@gdo/domain/api-error';
import { fotoArquivoQuerySchema } from '@gdo/domain/diario-foto';
import { FLUXO_MAX_PERIODOS, fluxoDeCaixaQuerySchema, fluxoDeCaixaSchema } from '@gdo/domain/fluxo-de-caixa';
import {
  COMPROVANTE_MAX_BYTES,
  CONTAS_A_PAGAR_SORT_FIELDS,
  contaAPagarSchema,
  contasAPagarQuerySchema,
  contasAPagarResumoSchema,
  pagamentoCreateSchema,
  pagamentoLoteSchema,
  pagamentoSchema,
} from '@gdo/domain/pagamento';
import { pathIdSchema, TOTAL_CAP, TOTAL_CAPPED_HEADER, TOTAL_HEADER } from '@gdo/domain/paging';
import { PAGAMENTO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema } from '../../lib/route-schemas';
import type { Assinador } from '../../lib/signed-url';
import { requireRole } from '../../plugins/auth';
import { lerComprovante } from './comprovante-form';
import { listarContas, resumirContas } from './contas-service';
import { contasExportRoutes } from './export-routes';
import { fluxoDeCaixa } from './fluxo-service';
import * as service from './service';

const tags = ['financeiro'];
const writers = requireRole(...PAGAMENTO_WRITE_ROLES);
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses };
const FILTROS =
  'obra, fornecedor e documento (rdo|rda) filtram; de/ate limitam data_vencimento (inclusive); grupo: vencido (antes de hoje), hoje, 7dias (amanhã a 7 dias), 30dias (8 a 30 dias), depois (mais de 30 dias ou sem vencimento), com hoje no fuso America/Sao_Paulo; q busca em descrição, NF, observação e fornecedor.';

/** The comprovante's upload: multipart/form-data is read in this plugin only (every other route: 415). */
const comprovanteUploadRoute: FastifyPluginAsyncZod<{ db: Db; links: service.PagamentoLinks }> = async (
  app,
  { db, links },
) => {
  await app.register(multipart);
  app.post(
    '/pagamentos/comprovante/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Anexa (ou troca) o comprovante de um pagamento (administrador ou financeiro)',
        description: `multipart/form-data com um arquivo: PDF, JPEG, PNG ou WebP (o tipo é lido do conteúdo), até ${COMPROVANTE_MAX_BYTES / 1024 / 1024} MB.`,
        multipartBody: {
          file: 'arquivo',
          required: ['arquivo'],
          fields: { arquivo: 'O comprovante: PDF ou imagem' },
        },
        params: idParamsSchema,
        response: { 200: pagamentoSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const arquivo = await lerComprovante(request);
      return service.guardarComprovante({
        db,
        empresaId: request.auth.empresaId,
        links,
        id: request.params.id,
        arquivo,
      });
    },
  );
};

/** Contas a pagar and pagamentos (issue 14, decision 110), under /api/financeiro, inside the money routes. */
export const financeiroRoutes: FastifyPluginAsyncZod<{ db: Db; assinador: Assinador }> = async (
  app,
  { db, assinador },
) => {
  const links = service.pagamentoLinks(assinador);
  await app.register(contasExportRoutes, { db });

  app.get(
    '/contas-a-pagar',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lançamentos com algo em aberto, de todas as obras e dos dois documentos',
        description: `${LIST_DESCRIPTION} ${FILTROS} sort: ${CONTAS_A_PAGAR_SORT_FIELDS.join(', ')} (padrão: data_vencimento, sem vencimento por último; empates pelo id do lançamento, decrescente em -data_vencimento). Os valores de todas as contas filtradas, exatos, vêm de /contas-a-pagar/resumo.`,
        querystring: contasAPagarQuerySchema,
        responseHeaders: {
          [TOTAL_HEADER]: `Quantidade de contas filtradas (todas as páginas), no máximo ${TOTAL_CAP}.`,
          [TOTAL_CAPPED_HEADER]: `1 quando há mais de ${TOTAL_CAP} contas filtradas.`,
        },
        response: { 200: z.array(contaAPagarSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(reply, await listarContas({ db, empresaId: request.auth.empresaId, query: request.query })),
  );

  app.get(
    '/contas-a-pagar/resumo',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Em aberto e quantidade por grupo de vencimento, com os mesmos filtros da lista',
        description: FILTROS,
        querystring: contasAPagarQuerySchema,
        response: { 200: contasAPagarResumoSchema, 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => resumirContas({ db, empresaId: request.auth.empresaId, query: request.query }),
  );

  app.get(
    '/fluxo-de-caixa',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Fluxo de caixa por semana ou mês: pago (por data do pagamento) e em aberto (por vencimento)',
        description: `de e ate (obrigatórios, inclusive) limitam as datas; agrupamento: semana (segunda a domingo) ou mes (padrão); até ${FLUXO_MAX_PERIODOS.mes} meses ou ${FLUXO_MAX_PERIODOS.semana} semanas. obra e documento (rdo|rda) filtram. pago soma o principal dos pagamentos não estornados; juros e desconto vêm à parte; em_aberto soma o em aberto pela data de vencimento; vencido (antes de hoje, America/Sao_Paulo) e sem_vencimento vêm à parte, qualquer que seja o período.`,
        querystring: fluxoDeCaixaQuerySchema,
        response: { 200: fluxoDeCaixaSchema, 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => fluxoDeCaixa({ db, empresaId: request.auth.empresaId, query: request.query }),
  );

  app.post(
    '/pagamentos/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Registra um pagamento de um lançamento (administrador ou financeiro)',
        description:
          'valor é o principal (no máximo o em aberto: 400); juros e desconto ficam à parte e não contam como valor pago. Data anterior à do lançamento: 400. Lançamento de outra empresa: 404; sem nada em aberto: 409.',
        body: pagamentoCreateSchema,
        response: { 200: pagamentoSchema, ...errors },
      },
    },
    async (request) => {
      const { empresaId, usuarioId } = request.auth;
      return service.criarPagamento({ db, empresaId, links, usuarioId, input: request.body });
    },
  );

  app.post(
    '/pagamentos/lote',
    {
      preValidation: writers,
      schema: {
        tags,
        summary:
          'Paga o em aberto de vários lançamentos com a mesma data e forma (administrador ou financeiro)',
        description:
          'Tudo ou nada: um lançamento inexistente (404), sem nada em aberto (409) ou com data anterior (400) recusa o lote inteiro.',
        body: pagamentoLoteSchema,
        response: { 200: z.array(pagamentoSchema), ...errors },
      },
    },
    async (request) => {
      const { empresaId, usuarioId } = request.auth;
      return service.pagarEmLote({ db, empresaId, links, usuarioId, input: request.body });
    },
  );

  app.get(
    '/pagamentos/list/lancamento/:id',
    {
      schema: {
        tags,
        summary: 'Os pagamentos de um lançamento, estornados inclusive, do mais antigo ao mais novo',
        params: idParamsSchema,
        response: { 200: z.array(pagamentoSchema), 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.listarDoLancamento({
        db,
        empresaId: request.auth.empresaId,
        links,
        lancamentoId: request.params.id,
      }),
  );

  app.post(
    '/pagamentos/estornar/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary:
          'Estorna um pagamento (administrador ou financeiro): ele continua listado, marcado como estornado',
        params: idParamsSchema,
        response: { 200: pagamentoSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const { empresaId, usuarioId } = request.auth;
      return service.estornarPagamento({ db, empresaId, links, usuarioId, id: request.params.id });
    },
  );

  await app.register(comprovanteUploadRoute, { db, links });
};

/** The comprovante's file by its signed link (no token: a link opens in a new tab), outside the money routes. */
export const comprovanteArquivoRoute: FastifyPluginAsyncZod<{ db: Db; assinador: Assinador }> = async (
  app,
  { db, assinador },
) => {
  app.get(
    '/arquivo/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'O comprovante de um pagamento, pelo link assinado que o pagamento traz (sem token)',
        description: 'e, exp e sig vêm no link; alterado ou expirado, 403.',
        security: [],
        params: z.object({ id: pathIdSchema }),
        querystring: fotoArquivoQuerySchema,
        response: {
          200: z.any().describe('O arquivo (application/pdf ou imagem)'),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const arquivo = await service.comprovanteDoLink({
        db,
        assinador,
        id: request.params.id,
        link: request.query,
      });
      return (
        reply
          .header('content-type', arquivo.tipo)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(arquivo.nome)}`)
          // A comprovante may be replaced: never cached as immutable, unlike a photo.
          .header('cache-control', 'private, no-cache')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(arquivo.bytes)
      );
    },
  );
};
