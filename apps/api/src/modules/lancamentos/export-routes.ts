import { EXPORT_FORMATS } from '@gdo/domain/export-format';
import { lancamentoListQuerySchema } from '@gdo/domain/lancamento-response';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { buildExport } from '../../lib/export-pool';
import { REPORT_CONTENT_TYPES, reportResponses, sendReport } from '../../lib/report';
import { idParamsSchema } from '../../lib/route-schemas';
import { loadLancamentosExport, reportName } from './export-data';

/** An obra's entries as a file, with the list's filters, generated on the server. */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; tipo: TipoDocumento }> = async (
  app,
  { db, tipo },
) => {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  for (const format of EXPORT_FORMATS) {
    const type = REPORT_CONTENT_TYPES[format];
    app.get(
      `/obra/:id/${format}`,
      {
        schema: {
          tags: [label],
          summary: `Os lançamentos do ${label} de uma obra em ${format.toUpperCase()}: empresa, obra, período, tabela e totais`,
          description:
            'Os mesmos filtros da lista (q, de, ate, fornecedor, contrato, etapa, subetapa, situacao, sort), sem paginação; mais de 5.000 lançamentos: 400; mais de duas exportações da empresa ao mesmo tempo: 429.',
          params: idParamsSchema,
          querystring: lancamentoListQuerySchema,
          produces: [type],
          response: reportResponses(format),
        },
      },
      async (request, reply) => {
        const { empresaId } = request.auth;
        const { data, file } = await buildExport(empresaId, `lancamentos.${format}`, () =>
          loadLancamentosExport({ db, empresaId, tipo, obraId: request.params.id, query: request.query }),
        );
        return sendReport(reply, format, reportName(data), file);
      },
    );
  }
};
