import { lancamentoListQuerySchema } from '@gdo/domain/lancamento-response';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/rdo-rda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { REPORT_CONTENT_TYPES, REPORT_FORMATS, type ReportFormat, sendReport } from '../../lib/report';
import { authErrorResponses, errorSchema, idParamsSchema } from '../../lib/route-schemas';
import { type LancamentosExport, loadLancamentosExport, reportName } from './export-data';
import { renderLancamentosPdf } from './pdf';
import { renderLancamentosXlsx } from './xlsx';

const RENDER: Record<ReportFormat, (data: LancamentosExport) => Promise<Buffer>> = {
  pdf: renderLancamentosPdf,
  xlsx: renderLancamentosXlsx,
};

/** An obra's entries as a file, with the list's filters, generated on the server. */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; tipo: TipoDocumento }> = async (
  app,
  { db, tipo },
) => {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  for (const format of REPORT_FORMATS) {
    const type = REPORT_CONTENT_TYPES[format];
    app.get(
      `/obra/:id/${format}`,
      {
        schema: {
          tags: [label],
          summary: `Os lançamentos do ${label} de uma obra em ${format.toUpperCase()}: empresa, obra, período, tabela e totais`,
          description:
            'Os mesmos filtros da lista (q, de, ate, fornecedor, contrato, etapa, subetapa, situacao, sort), sem paginação; mais de 5.000 lançamentos: 400.',
          params: idParamsSchema,
          querystring: lancamentoListQuerySchema,
          produces: [type],
          response: {
            200: z.any().describe(type),
            400: errorSchema,
            404: errorSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const data = await loadLancamentosExport(
          db,
          { empresaId: request.auth.empresaId, tipo, obraId: request.params.id },
          request.query,
        );
        return sendReport(reply, format, reportName(data), await RENDER[format](data));
      },
    );
  }
};
