import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@gdo/domain/api-error';
import {
  FOTO_MAX_BYTES,
  FOTOS_POR_DIARIO,
  fotoArquivoQuerySchema,
  fotoSchema,
  TAMANHOS_FOTO,
} from '@gdo/domain/diario-foto';
import { pathIdSchema } from '@gdo/domain/paging';
import { DIARIO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authErrorResponses, messageSchema } from '../../lib/route-schemas';
import { type Assinador, segundosAte } from '../../lib/signed-url';
import { requireRole } from '../../plugins/auth';
import { lerFotoEnviada } from './fotos-form';
import { ARQUIVO_PREFIX, type FotoLinks } from './fotos-links';
import * as fotos from './fotos-service';

const tags = ['diarios'];
const writers = requireRole(...DIARIO_WRITE_ROLES);
const MB = FOTO_MAX_BYTES / 1024 / 1024;

/**
 * The photos of a report (issue 12, decision 071), under /api/diarios/fotos. multipart/form-data is
 * read only here: every other route still refuses it (415).
 */
export const diarioFotosRoutes: FastifyPluginAsyncZod<{
  db: Db;
  assinador: Assinador;
  links: FotoLinks;
}> = async (app, { db, assinador, links }) => {
  await app.register(multipart);

  app.post(
    '/:diarioId',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Acrescenta uma foto a um rascunho (administrador ou diário de obra)',
        description:
          `multipart/form-data: o arquivo (JPEG, PNG ou WebP, até ${MB} MB; o tipo é lido do conteúdo), ` +
          `legenda (obrigatória) e etapa (opcional, do orçamento do RDO da obra). No máximo ${FOTOS_POR_DIARIO} ` +
          'por relatório. Guarda o original, um tamanho de exibição (até 1 600 px) e uma miniatura (até 320 px), ' +
          'com a orientação aplicada. O mesmo arquivo enviado de novo devolve a foto já guardada. ' +
          'Os links expiram e só abrem a foto desta empresa.',
        multipartBody: {
          file: 'arquivo',
          required: ['arquivo', 'legenda'],
          fields: {
            arquivo: `A foto: JPEG, PNG ou WebP, até ${MB} MB`,
            legenda: 'O que a foto mostra (até 500 caracteres)',
            etapa: 'Id da etapa do orçamento da obra que a foto mostra (opcional)',
          },
        },
        params: z.object({ diarioId: pathIdSchema }),
        response: {
          200: fotoSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { arquivo, input } = await lerFotoEnviada(request);
      return fotos.adicionarFoto({
        db,
        empresaId: request.auth.empresaId,
        links,
        diarioId: request.params.diarioId,
        arquivo,
        input,
      });
    },
  );

  app.delete(
    '/:fotoId',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Exclui uma foto de um rascunho (administrador ou diário de obra)',
        description: 'Um relatório assinado não muda (409).',
        params: z.object({ fotoId: pathIdSchema }),
        response: { 200: messageSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      fotos.removerFoto({ db, empresaId: request.auth.empresaId, id: request.params.fotoId }),
  );

  app.get(
    '/arquivo/:fotoId/:tamanho',
    {
      // The signed link is the permission: an <img> sends no token (decision 071).
      config: { public: true },
      schema: {
        tags,
        summary: 'Uma foto, pelo link assinado que o relatório traz (sem token)',
        description:
          'tamanho: original, exibicao ou miniatura. e, exp e sig vêm no link; alterado ou expirado, 403.',
        security: [],
        params: z.object({ fotoId: pathIdSchema, tamanho: z.enum(TAMANHOS_FOTO) }),
        querystring: fotoArquivoQuerySchema,
        response: {
          200: z.any().describe('A imagem (image/jpeg, image/png ou image/webp)'),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { fotoId, tamanho } = request.params;
      const arquivo = await fotos.arquivoDoLink({
        db,
        assinador,
        fotoId,
        tamanho,
        caminho: `${ARQUIVO_PREFIX}/${fotoId}/${tamanho}`,
        link: request.query,
      });
      return reply
        .header('content-type', arquivo.tipo)
        .header('cache-control', `private, max-age=${segundosAte(request.query.exp)}, immutable`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(arquivo.bytes);
    },
  );
};
