import { EXPORT_FORMATS } from '@gdo/domain/export-format';
import { fluxoDeCaixaQuerySchema } from '@gdo/domain/fluxo-de-caixa';
import { contasAPagarQuerySchema } from '@gdo/domain/pagamento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { buildExport } from '../../lib/export-pool';
import { REPORT_CONTENT_TYPES, reportResponses, sendReport } from '../../lib/report';
import { loadContasExport } from './export-data';
import { loadFluxoExport } from './fluxo-export-data';

/** Contas a pagar and the fluxo de caixa as files, with the screen's filters, built in the export pool (decision 055). */
export const contasExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const format of EXPORT_FORMATS) {
    app.get(
      `/contas-a-pagar/export/${format}`,
      {
        schema: {
          tags: ['financeiro'],
          summary: `Contas a pagar em ${format.toUpperCase()}: os filtros da lista, sem paginação, e os totais`,
          description:
            'Os mesmos filtros de GET /api/financeiro/contas-a-pagar; mais de 5.000 contas: 400; mais de duas exportações da empresa ao mesmo tempo: 429.',
          querystring: contasAPagarQuerySchema,
          produces: [REPORT_CONTENT_TYPES[format]],
          response: reportResponses(format),
        },
      },
      async (request, reply) => {
        const { empresaId } = request.auth;
        const { file } = await buildExport(empresaId, `contas-a-pagar.${format}`, () =>
          loadContasExport({ db, empresaId, query: request.query }),
        );
        return sendReport(reply, format, { utf8: 'Contas a pagar', ascii: 'contas-a-pagar' }, file);
      },
    );
    app.get(
      `/fluxo-de-caixa/export/${format}`,
      {
        schema: {
          tags: ['financeiro'],
          summary: `Fluxo de caixa em ${format.toUpperCase()}: os períodos da tela, os totais, o vencido e o sem vencimento`,
          description:
            'Os mesmos parâmetros de GET /api/financeiro/fluxo-de-caixa; obra de outra empresa: 404; mais de duas exportações da empresa ao mesmo tempo: 429.',
          querystring: fluxoDeCaixaQuerySchema,
          produces: [REPORT_CONTENT_TYPES[format]],
          response: reportResponses(format),
        },
      },
      async (request, reply) => {
        const { empresaId } = request.auth;
        const { file } = await buildExport(empresaId, `fluxo-de-caixa.${format}`, () =>
          loadFluxoExport({ db, empresaId, query: request.query }),
        );
        return sendReport(reply, format, { utf8: 'Fluxo de caixa', ascii: 'fluxo-de-caixa' }, file);
      },
    );
  }
};
