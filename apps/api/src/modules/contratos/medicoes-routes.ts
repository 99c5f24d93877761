import { apiErrorSchema } from '@gdo/domain/api-error';
import { contratoItemSchema } from '@gdo/domain/contrato-itens';
import {
  aditivoCreateSchema,
  aditivoSchema,
  liberacaoCreateSchema,
  liberacaoSchema,
  medicaoCreateSchema,
  medicaoEditSchema,
  medicaoSchema,
} from '@gdo/domain/medicao';
import { pathIdSchema } from '@gdo/domain/paging';
import { CONTRATO_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { buildExport } from '../../lib/export-pool';
import { REPORT_CONTENT_TYPES, reportResponses, sendReport } from '../../lib/report';
import { authErrorResponses, idParamsSchema, messageSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as aditivos from './aditivos-service';
import { boletimName, loadBoletimData } from './boletim-data';
import * as itens from './itens-service';
import * as medicoes from './medicoes-service';
import * as retencao from './retencao-service';

const tags = ['contratos'];
const writers = requireRole(...CONTRATO_WRITE_ROLES);
const contratoParams = z.object({ contratoId: pathIdSchema });
const writeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses };

/** Itens, aditivos, medições and retention of a contract (issue 14, decisions 130–133). */
export const medicoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/itens/list/:contratoId',
    {
      schema: {
        tags,
        summary:
          'Os itens do contrato, com a quantidade contratada (com aditivos), a medida e a que falta medir',
        params: contratoParams,
        response: { 200: z.array(contratoItemSchema), 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    (request) =>
      itens.listItens({ db, empresaId: request.auth.empresaId, contratoId: request.params.contratoId }),
  );

  app.get(
    '/aditivos/list/:contratoId',
    {
      schema: {
        tags,
        summary: 'Os aditivos do contrato, do mais recente ao primeiro',
        params: contratoParams,
        response: { 200: z.array(aditivoSchema), 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    (request) =>
      aditivos.listAditivos({ db, empresaId: request.auth.empresaId, contratoId: request.params.contratoId }),
  );

  app.post(
    '/aditivos/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Registra um aditivo, numerado por contrato (administrador ou financeiro)',
        description:
          'Sem itens no contrato: `valor` (positivo soma, negativo tira). Com itens: `itens`, cada um `{item, quantidade}` (soma ou tira quantidade de um item) ou um item novo. `prazo`: a nova data de término.',
        body: aditivoCreateSchema,
        response: { 200: aditivoSchema, ...writeErrors },
      },
    },
    (request) => aditivos.createAditivo({ db, ...request.auth, input: request.body }),
  );

  app.get(
    '/medicoes/list/:contratoId',
    {
      schema: {
        tags,
        summary: 'As medições do contrato, da mais recente à primeira, com itens, valores e lançamentos',
        params: contratoParams,
        response: { 200: z.array(medicaoSchema), 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    (request) =>
      medicoes.listMedicoes({ db, empresaId: request.auth.empresaId, contratoId: request.params.contratoId }),
  );

  app.get(
    '/medicoes/get/:id',
    {
      schema: {
        tags,
        summary: 'Uma medição',
        params: idParamsSchema,
        response: { 200: medicaoSchema, 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    (request) => medicoes.getMedicao({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/medicoes/create',
    {
      config: { idempotent: true },
      preValidation: writers,
      schema: {
        tags,
        summary: 'Abre uma medição em rascunho, numerada por contrato (administrador ou financeiro)',
        description:
          'Com itens no contrato, `itens: [{item, quantidade}]`; sem itens, `percentual` do valor. Devolve valor bruto, retenção, amortização e líquido. Passar da quantidade contratada, ou um período que se sobrepõe ao de outra medição do contrato, é recusado.',
        body: medicaoCreateSchema,
        response: { 200: medicaoSchema, ...writeErrors },
      },
    },
    (request) => medicoes.createMedicao({ db, ...request.auth, input: request.body }),
  );

  app.put(
    '/medicoes/edit/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Altera uma medição em rascunho (administrador ou financeiro); aprovada: 409',
        params: idParamsSchema,
        body: medicaoEditSchema,
        response: { 200: medicaoSchema, ...writeErrors },
      },
    },
    (request) =>
      medicoes.editMedicao({
        db,
        empresaId: request.auth.empresaId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/medicoes/delete/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Exclui uma medição em rascunho, a última do contrato (administrador ou financeiro)',
        description:
          'Aprovada, ou com outra medição de número maior no contrato: 409. O número volta ao contrato, sem lacunas.',
        params: idParamsSchema,
        response: { 200: messageSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...authErrorResponses },
      },
    },
    (request) => medicoes.deleteMedicao({ db, empresaId: request.auth.empresaId, id: request.params.id }),
  );

  app.post(
    '/medicoes/aprovar/:id',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Aprova (fecha) a medição e lança a conta a pagar do líquido no RDO da obra',
        description:
          'Vencimento: a data da aprovação mais o prazo de pagamento do contrato. Um lançamento por etapa/subetapa dos itens medidos, ligados ao contrato e à medição.',
        params: idParamsSchema,
        response: { 200: medicaoSchema, ...writeErrors },
      },
    },
    (request) => medicoes.aprovarMedicao({ db, ...request.auth, id: request.params.id }),
  );

  app.post(
    '/retencao/liberar/:contratoId',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Libera o retido (todo, ou `valor`) como conta a pagar no RDO da obra',
        params: contratoParams,
        body: liberacaoCreateSchema,
        response: { 200: liberacaoSchema, ...writeErrors },
      },
    },
    (request) =>
      retencao.liberarRetencao({
        db,
        ...request.auth,
        contratoId: request.params.contratoId,
        input: request.body,
      }),
  );

  app.get(
    '/medicoes/export/:id/pdf',
    {
      schema: {
        tags,
        summary: 'O boletim de medição em PDF, para o contratante e o empreiteiro assinarem',
        params: idParamsSchema,
        produces: [REPORT_CONTENT_TYPES.pdf],
        response: reportResponses('pdf'),
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const { data, file } = await buildExport(empresaId, 'boletim-medicao.pdf', () =>
        loadBoletimData({ db, empresaId, id: request.params.id }),
      );
      return sendReport(reply, 'pdf', boletimName(data), file);
    },
  );
};
