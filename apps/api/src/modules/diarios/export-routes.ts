import {
  DIARIO_PDF_MAX_FOTOS,
  DIARIO_PDF_MAX_RELATORIOS,
  diarioPeriodoQuerySchema,
} from '@gdo/domain/diario-export';
import { EXPORT_FORMATS } from '@gdo/domain/export-format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { buildExport } from '../../lib/export-pool';
import { REPORT_CONTENT_TYPES, reportResponses, sendReport } from '../../lib/report';
import { idParamsSchema } from '../../lib/route-schemas';
import { diarioReportName, loadDiarioExport, loadPeriodoExport } from './export-service';

const tags = ['diarios'];
const LIMITES =
  'Mais de duas exportações da empresa ao mesmo tempo: 429. Montado fora da thread principal (decisão 055).';

/** The diário as files (issue 12, decision 077): one report as PDF, a period as PDF or XLSX. */
export const diarioExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        summary:
          'Um relatório diário em PDF: cabeçalho da obra, clima, efetivo, equipamentos, atividades, ocorrências, observações, fotos, assinatura com o hash e retificações',
        description: LIMITES,
        params: idParamsSchema,
        produces: [REPORT_CONTENT_TYPES.pdf],
        response: reportResponses('pdf'),
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const { data, file } = await buildExport(empresaId, 'diario.pdf', () =>
        loadDiarioExport({ db, empresaId, id: request.params.id }),
      );
      return sendReport(reply, 'pdf', diarioReportName(data), file);
    },
  );

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/obra/:id/${format}`,
      {
        schema: {
          tags,
          summary:
            format === 'pdf'
              ? 'Os relatórios diários de um período em PDF, um após o outro, do mais antigo ao mais recente'
              : 'Os relatórios diários de um período em XLSX: uma linha por relatório com os totais do dia',
          description: `de e ate (aaaa-mm-dd, inclusivos) limitam a data dos relatórios; sem eles, todos os da obra. ${
            format === 'pdf'
              ? `Um PDF leva até ${DIARIO_PDF_MAX_RELATORIOS} relatórios e ${DIARIO_PDF_MAX_FOTOS} fotos (400 além disso).`
              : 'Mais de 5.000 relatórios: 400.'
          } ${LIMITES}`,
          params: idParamsSchema,
          querystring: diarioPeriodoQuerySchema,
          produces: [REPORT_CONTENT_TYPES[format]],
          response: reportResponses(format),
        },
      },
      async (request, reply) => {
        const { empresaId } = request.auth;
        const { data, file } = await buildExport(empresaId, `diario.${format}`, () =>
          loadPeriodoExport({
            db,
            empresaId,
            obraId: request.params.id,
            periodo: request.query,
            formato: format,
          }),
        );
        return sendReport(reply, format, diarioReportName(data), file);
      },
    );
  }
};
