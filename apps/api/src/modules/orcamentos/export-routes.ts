import { EXPORT_FORMATS } from '@gdo/domain/export-format';
import { propostaQuerySchema } from '@gdo/domain/orcamento-proposta';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { buildExport } from '../../lib/export-pool';
import { REPORT_CONTENT_TYPES, reportResponses, sendReport } from '../../lib/report';
import { idParamsSchema } from '../../lib/route-schemas';
import { loadExportData, propostaName, reportName } from './export-data';
import { loadPropostaData } from './proposta-data';

const tags = ['orcamentos'];

/** The budget as a file, generated on the server so every client gets the same document. */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const format of EXPORT_FORMATS) {
    const type = REPORT_CONTENT_TYPES[format];
    app.get(
      `/:id/${format}`,
      {
        schema: {
          tags,
          summary: `O orçamento em ${format.toUpperCase()}: empresa, cliente, obra, data, itens, subitens, BDI e totais`,
          params: idParamsSchema,
          produces: [type],
          description:
            'Mais de 5.000 linhas (itens e subitens): 400; mais de duas exportações da empresa ao mesmo tempo: 429.',
          response: reportResponses(format),
        },
      },
      async (request, reply) => {
        const { empresaId } = request.auth;
        const { data, file } = await buildExport(empresaId, `orcamento.${format}`, () =>
          loadExportData({ db, empresaId, id: request.params.id }),
        );
        return sendReport(reply, format, reportName(data.orcamento), file);
      },
    );
  }

  app.get(
    '/:id/proposta',
    {
      schema: {
        tags,
        summary:
          'A proposta para o cliente em PDF: empresa, cliente e CPF/CNPJ, validade, preços de venda com o BDI distribuído nas linhas (sem custos), assinaturas',
        params: idParamsSchema,
        querystring: propostaQuerySchema,
        produces: [REPORT_CONTENT_TYPES.pdf],
        description:
          '`validade` (aaaa-mm-dd): o último dia da proposta; sem ela, 30 dias após a emissão. Mais de 5.000 linhas: 400; mais de duas exportações da empresa ao mesmo tempo: 429.',
        response: reportResponses('pdf'),
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const { data, file } = await buildExport(empresaId, 'orcamento-proposta.pdf', () =>
        loadPropostaData({ db, empresaId, id: request.params.id, validade: request.query.validade }),
      );
      return sendReport(reply, 'pdf', propostaName(data.orcamento), file);
    },
  );
};
