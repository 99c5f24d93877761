import { apiErrorSchema } from '@gdo/domain/api-error';
import { DOCUMENTO_WRITE_ROLES } from '@gdo/domain/permissoes';
import {
  DOCUMENTO_SORT_FIELDS,
  documentoCreateSchema,
  documentoEditSchema,
  documentoListQuerySchema,
  documentoSchema,
} from '@gdo/domain/rdo-rda';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, sendList } from '../../lib/list-query';
import { authErrorResponses } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

/** An obra's RDO or RDA (spec §7 "RDO and RDA"), registered once per `tipo` under /api/{tipo}. */
export const rdoRdaRoutes: FastifyPluginAsyncZod<{ db: Db; tipo: TipoDocumento }> = async (
  app,
  { db, tipo },
) => {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const tags = [label];
  const writers = requireRole(...DOCUMENTO_WRITE_ROLES);

  app.get(
    '/list',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: `Lista os ${label}s da empresa, com obra, cliente, orçamento e totais dos lançamentos`,
        description: `${LIST_DESCRIPTION} Busca (q) na obra, no cliente e no nome do orçamento; obra filtra o ${label} de uma obra (lista de um ou nenhum); id_cliente e status filtram; sort: ${DOCUMENTO_SORT_FIELDS.join(', ')} (padrão: obra_nome). Lista vazia é [] com 200.`,
        querystring: documentoListQuerySchema,
        response: { 200: z.array(documentoSchema), 400: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await service.listDocumentos({ db, empresaId: request.auth.empresaId, tipo, query: request.query }),
      ),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: `Cria o ${label} de uma obra (administrador ou financeiro); um por obra (409 no segundo)`,
        description: 'O cliente é o da obra; o orçamento, se informado, deve ser desta obra.',
        body: documentoCreateSchema,
        response: { 200: documentoSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request) =>
      service.createDocumento({ db, empresaId: request.auth.empresaId, tipo, input: request.body }),
  );

  app.post(
    '/edit',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: `Altera o orçamento ou a situação de um ${label} (administrador ou financeiro); o id vem no corpo`,
        description:
          'A obra não muda. Um novo orçamento deve conter a etapa e a subetapa de todos os lançamentos do documento (409 se não).',
        body: documentoEditSchema,
        response: {
          200: documentoSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) =>
      service.editDocumento({ db, empresaId: request.auth.empresaId, tipo, input: request.body }),
  );
};
