import { apiErrorSchema } from '@gdo/domain/api-error';
import {
  diarioAssinaturaSchema,
  diarioCopiaSchema,
  diarioCreateSchema,
  diarioEditSchema,
  retificacaoCreateSchema,
} from '@gdo/domain/diario';
import {
  diarioListQuerySchema,
  diarioSchema,
  etapaDoDiarioSchema,
  verificacaoSchema,
} from '@gdo/domain/diario-response';
import { pathIdSchema, TOTAL_HEADER } from '@gdo/domain/paging';
import { DIARIO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendList } from '../../lib/list-query';
import { authErrorResponses, idParamsSchema, messageSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as assinatura from './assinatura-service';
import { diarioExportRoutes } from './export-routes';
import type { FotoLinks } from './fotos-links';
import { diarioResumoRoutes } from './resumo-routes';
import * as service from './service';

const tags = ['diarios'];
const writers = requireRole(...DIARIO_WRITE_ROLES);
const WRITERS = 'administrador ou diário de obra';
const obraParamsSchema = z.object({ obraId: pathIdSchema });
const CADEIA =
  'O hash (SHA-256) cobre a forma canônica do conteúdo, a assinatura e o hash do elo anterior da obra (decisão 070).';

// What a write answers: the report as saved, or why not.
const diarioResponses = {
  200: diarioSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  ...authErrorResponses,
} as const;

/**
 * The diário de obra (issue 12): the RDO's daily reports, read by every role; signing, retificações
 * and the integrity of an obra's signed reports as decision 070 describes.
 */
export const diariosRoutes: FastifyPluginAsyncZod<{ db: Db; links: FotoLinks }> = async (
  app,
  { db, links },
) => {
  await app.register(diarioExportRoutes, { prefix: '/export', db });
  await app.register(diarioResumoRoutes, { db });

  app.get(
    '/list/obra/:id',
    {
      // Its photos' links last one to two hours (lib/signed-url.ts), far more than an answer is kept.
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Lista os relatórios diários de uma obra, do mais recente ao mais antigo',
        description: `de e ate (aaaa-mm-dd, inclusivos) limitam a data do relatório. Com page/pageSize devolve uma página e o total no cabeçalho ${TOTAL_HEADER}.`,
        params: idParamsSchema,
        querystring: diarioListQuerySchema,
        response: {
          200: z.array(diarioSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listDiarios({
          db,
          empresaId: request.auth.empresaId,
          links,
          obraId: request.params.id,
          query: request.query,
        }),
      ),
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Um relatório diário inteiro, com as retificações',
        params: idParamsSchema,
        response: { 200: diarioSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.getDiario({ db, empresaId: request.auth.empresaId, links, id: request.params.id }),
  );

  app.get(
    '/etapas/obra/:id',
    {
      schema: {
        tags,
        summary: 'As etapas e subetapas do orçamento da obra que as atividades podem citar (sem valores)',
        description: 'O orçamento é o do RDO da obra; sem ele, a lista é vazia.',
        params: idParamsSchema,
        response: { 200: z.array(etapaDoDiarioSchema), 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.etapasDoDiario({ db, empresaId: request.auth.empresaId, obraId: request.params.id }),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: `Cria o relatório diário de uma obra num dia, como rascunho, com o próximo número da obra (${WRITERS})`,
        description:
          'Um relatório por obra e dia (409); a data não pode ser futura no horário de Brasília; etapas e subetapas das atividades são do orçamento do RDO da obra.',
        body: diarioCreateSchema,
        response: { 200: diarioSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.createDiario({
        db,
        empresaId: request.auth.empresaId,
        links,
        usuarioId: request.auth.usuarioId,
        input: request.body,
      }),
  );

  app.post(
    '/copiar-anterior/:obraId',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: `Cria o rascunho de um dia com o efetivo e os equipamentos do relatório anterior da obra (${WRITERS})`,
        params: obraParamsSchema,
        body: diarioCopiaSchema,
        response: diarioResponses,
      },
    },
    async (request) =>
      service.copiarAnterior({
        db,
        empresaId: request.auth.empresaId,
        links,
        usuarioId: request.auth.usuarioId,
        obraId: request.params.obraId,
        data: request.body.data,
      }),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: `Altera um rascunho (${WRITERS}); campos ausentes ficam como estão`,
        description: 'Um relatório assinado não muda (409): registre uma retificação.',
        params: idParamsSchema,
        body: diarioEditSchema,
        response: diarioResponses,
      },
    },
    async (request) =>
      service.editDiario({
        db,
        empresaId: request.auth.empresaId,
        links,
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
        summary: `Exclui um rascunho (${WRITERS}); os números seguintes da obra descem um`,
        description:
          'Recusa (409) um relatório assinado, ou um rascunho com relatório assinado de número maior.',
        params: idParamsSchema,
        response: { 200: messageSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.deleteDiario({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/assinar/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Assina um rascunho, que não muda mais (administrador ou diário de obra)',
        description: `Exige o clima da manhã e da tarde (400). Com versao, só assina essa versão (409). ${CADEIA}`,
        params: idParamsSchema,
        // Optional: a plain POST signs whatever versao the report has.
        body: diarioAssinaturaSchema.nullish(),
        response: diarioResponses,
      },
    },
    async (request) =>
      assinatura.assinarDiario({
        db,
        empresaId: request.auth.empresaId,
        links,
        usuarioId: request.auth.usuarioId,
        id: request.params.id,
        versao: request.body?.versao,
      }),
  );

  app.post(
    '/retificar/:id',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary:
          'Acrescenta uma retificação assinada a um relatório assinado (administrador ou diário de obra)',
        description: `O relatório em si não muda; a retificação é um elo da cadeia da obra. ${CADEIA}`,
        params: idParamsSchema,
        body: retificacaoCreateSchema,
        response: diarioResponses,
      },
    },
    async (request) =>
      assinatura.retificarDiario({
        db,
        empresaId: request.auth.empresaId,
        links,
        usuarioId: request.auth.usuarioId,
        id: request.params.id,
        texto: request.body.texto,
      }),
  );

  app.get(
    '/verificar/obra/:id',
    {
      schema: {
        tags,
        summary: 'Recalcula os hashes dos relatórios assinados da obra e a cadeia entre eles',
        description: `integro é falso se algum elo foi alterado, removido ou inserido fora do sistema. ${CADEIA}`,
        params: idParamsSchema,
        response: { 200: verificacaoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      assinatura.verificarObra({ db, empresaId: request.auth.empresaId, obraId: request.params.id }),
  );
};
