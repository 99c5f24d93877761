import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { REPORT_CONTENT_TYPES, REPORT_FORMATS, type ReportFormat, sendReport } from '../../lib/report';
import { authErrorResponses, errorSchema, idParamsSchema } from '../../lib/route-schemas';
import { type ExportData, loadExportData, reportName } from './export-data';
import { renderOrcamentoPdf } from './pdf';
import { renderOrcamentoXlsx } from './xlsx';

const tags = ['orcamentos'];

const RENDER: Record<ReportFormat, (data: ExportData) => Promise<Buffer>> = {
  pdf: renderOrcamentoPdf,
  xlsx: renderOrcamentoXlsx,
};

/** The budget as a file, generated on the server so every client gets the same document. */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const format of REPORT_FORMATS) {
    const type = REPORT_CONTENT_TYPES[format];
    app.get(
      `/:id/${format}`,
      {
        schema: {
          tags,
          summary: `O orçamento em ${format.toUpperCase()}: empresa, cliente, obra, data, itens, subitens, BDI e totais`,
          params: idParamsSchema,
          produces: [type],
          response: { 200: z.any().describe(type), 404: errorSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const data = await loadExportData(db, request.auth.empresaId, request.params.id);
        return sendReport(reply, format, reportName(data.orcamento), await RENDER[format](data));
      },
    );
  }
};
