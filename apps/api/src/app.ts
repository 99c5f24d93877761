import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { IDEMPOTENCY_HEADER } from '@gdo/domain/idempotencia';
import { LANCAMENTO_TOTAL_HEADERS } from '@gdo/domain/lancamento-response';
import { TOTAL_CAPPED_HEADER, TOTAL_HEADER } from '@gdo/domain/paging';
import { MONEY_READ_ROLES } from '@gdo/domain/permissoes';
import { TIPOS_DOCUMENTO } from '@gdo/domain/tipo-documento';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connectionSettings, type Db } from './db/client';
import { segredoDoBanco } from './db/segredos';
import { COMPRESS_OPTIONS, encode, encodingFor } from './lib/compression';
import { inlineScriptSources } from './lib/inline-scripts';
import { fastSerializerCompiler } from './lib/response-serializer';
import { criarAssinador } from './lib/signed-url';
import { autenticacaoRoutes } from './modules/autenticacao/routes';
import { findSession } from './modules/autenticacao/service';
import { clientesRoutes } from './modules/clientes/routes';
import { medicoesRoutes } from './modules/contratos/medicoes-routes';
import { contratosRoutes } from './modules/contratos/routes';
import { fotoLinks } from './modules/diarios/fotos-links';
import { diarioFotosRoutes } from './modules/diarios/fotos-routes';
import { diariosRoutes } from './modules/diarios/routes';
import { empresaRoutes } from './modules/empresas/routes';
import { etapasRoutes } from './modules/etapas/routes';
import { findEtapa } from './modules/etapas/service';
import { fornecedoresRoutes } from './modules/fornecedores/routes';
import { healthRoutes } from './modules/health/routes';
import { lancamentosRoutes } from './modules/lancamentos/routes';
import { obrasRoutes } from './modules/obras/routes';
import { orcamentoModelosRoutes } from './modules/orcamento-modelos/routes';
import { orcamentoUnidadesRoutes } from './modules/orcamento-unidades/routes';
import { orcamentosRoutes } from './modules/orcamentos/routes';
import { loadItensOf } from './modules/orcamentos/service';
import { comprovanteArquivoRoute, financeiroRoutes } from './modules/pagamentos/routes';
import { painelRoutes } from './modules/painel/routes';
import { rdoRdaRoutes } from './modules/rdo-rda/routes';
import { subetapasRoutes } from './modules/subetapas/routes';
import { usuariosRoutes } from './modules/usuarios/routes';
import { registerAnswerCache } from './plugins/answer-cache';
import { registerAuth, requireRole } from './plugins/auth';
import { registerDbNotifications } from './plugins/db-notifications';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import {
  clientErrorHandler,
  frameworkErrors,
  registerClosingAnswer,
  registerJsonBody,
} from './plugins/http-edge';
import { registerIdempotency } from './plugins/idempotency';
import { legacyRewriteUrl, readsLegacy, registerLegacyClient } from './plugins/legacy-client';
import { sessionCache } from './plugins/session-cache';

export type AppOptions = { config: Config; db: Db };

/** What a list answers besides its body: its total and the lançamentos' totals. */
const ANSWER_HEADERS = [TOTAL_HEADER, TOTAL_CAPPED_HEADER, ...Object.values(LANCAMENTO_TOTAL_HEADERS)];

// Never log what opens a session.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'];

export async function buildApp({ config, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: REDACT },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Answered in pt-BR by registerClosingAnswer instead of Fastify's raw English body.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
    // The earlier product's client writes `/api/RDO/...` (decision 080).
    rewriteUrl: legacyRewriteUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers checked and written by serialisers compiled from the zod schemas (decision 122).
  app.setSerializerCompiler(fastSerializerCompiler);
  registerClosingAnswer(app);
  registerJsonBody(app);

  const webDist = config.webDistDir;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // index.html's own inline script (the route's preloads, decision 243), by its hash, from
        // the page this process serves (read again when it changes).
        'script-src': ["'self'", ...(webDist ? [inlineScriptSources(join(webDist, 'index.html'))] : [])],
        // blob: the preview of a photo picked on the phone before it is sent (decisions 076, 171).
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ...config.connectSrc],
      },
    },
  });
  // A web app on another origin makes every call the same-origin one does (decision 057) and reads
  // the paged lists' total and the lançamentos' totals.
  const corsOrigins = config.corsOrigin ? config.corsOrigin.split(',').map((o) => o.trim()) : [];
  if (config.corsOrigin) {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER],
      exposedHeaders: ANSWER_HEADERS,
      maxAge: 600,
    });
  }
  await registerDocs(app);
  // Token lookups cached a few seconds per process, forgotten at every sign-out or role change
  // any process makes (decision 124); the lists' answers likewise, forgotten at every change to the
  // data (decision 229). Both hear the database on one connection per process.
  const notifications = registerDbNotifications(app, connectionSettings(db));
  const cachedFindSession = sessionCache({
    find: (token) => findSession({ db, token, ttlMs: config.tokenTtlMs }),
    notifications,
    ttlMs: config.sessionCacheMs,
  });
  registerAuth(app, { findSession: cachedFindSession });
  // Before the earlier client's and the compression's answer hooks: it keeps today's JSON text.
  registerAnswerCache(app, {
    notifications,
    ttlMs: config.answerCacheMs,
    maxChars: config.answerCacheChars,
    headers: ['content-type', ...ANSWER_HEADERS],
    // Compressed once per kept answer; the earlier client's answers are rewritten after it, as text.
    compression: {
      encodingFor: (request, bytes) =>
        readsLegacy(request, corsOrigins) ? undefined : encodingFor(request.headers, bytes),
      encode,
    },
  });
  registerIdempotency(app, { db });
  // The earlier product's web client, its old forms turned into today's at the edge (decision 080).
  registerLegacyClient(app, {
    reads: {
      etapaNumero: async ({ empresaId, id }) => (await findEtapa(db, empresaId, id))?.numero,
      orcamentosItens: ({ empresaId, ids }) => loadItensOf(db, empresaId, ids),
    },
    corsOrigins,
  });
  // After the earlier client's answer hooks, so they still read JSON text (decision 120).
  await app.register(compress, COMPRESS_OPTIONS);

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // Built assets carry a content hash in their names; index.html must always be revalidated.
      setHeaders: (reply, path) =>
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  registerErrorHandling(app, webDist ? (reply) => reply.sendFile('index.html', webDist) : undefined);

  await app.register(healthRoutes, { prefix: '/api', db });
  await app.register(autenticacaoRoutes, {
    prefix: '/api/autenticacao',
    db,
    tokenTtlMs: config.tokenTtlMs,
    throttle: config.loginThrottle,
  });
  await app.register(usuariosRoutes, { prefix: '/api/users', db, throttle: config.loginThrottle });
  await app.register(empresaRoutes, { prefix: '/api/empresa', db });
  await app.register(clientesRoutes, { prefix: '/api/clientes', db });
  await app.register(fornecedoresRoutes, { prefix: '/api/fornecedores', db });
  await app.register(obrasRoutes, { prefix: '/api/obras', db });
  await app.register(etapasRoutes, { prefix: '/api/etapas', db });
  await app.register(subetapasRoutes, { prefix: '/api/subetapas', db });
  // Photo links are signed with URL_SECRET, or with the database's own key shared by its processes.
  const assinador = criarAssinador(config.urlSecret ?? (await segredoDoBanco(db, 'links-de-fotos')));
  const links = fotoLinks(assinador);
  await app.register(diariosRoutes, { prefix: '/api/diarios', db, links });
  await app.register(diarioFotosRoutes, { prefix: '/api/diarios/fotos', db, assinador, links });
  await app.register(comprovanteArquivoRoute, {
    prefix: '/api/financeiro/pagamentos/comprovante',
    db,
    assinador,
  });
  // Every route showing money, read by every role but diario (site staff see no money).
  await app.register(async (money) => {
    money.addHook('preValidation', requireRole(...MONEY_READ_ROLES));
    await money.register(orcamentosRoutes, { prefix: '/api/orcamentos', db });
    await money.register(orcamentoModelosRoutes, { prefix: '/api/orcamentos/modelos', db });
    await money.register(orcamentoUnidadesRoutes, { prefix: '/api/orcamentos/unidades', db });
    await money.register(contratosRoutes, { prefix: '/api/contratos', db });
    await money.register(medicoesRoutes, { prefix: '/api/contratos', db });
    for (const tipo of TIPOS_DOCUMENTO) {
      await money.register(rdoRdaRoutes, { prefix: `/api/${tipo}`, db, tipo });
      await money.register(lancamentosRoutes, { prefix: `/api/${tipo}/lancamentos`, db, tipo });
    }
    await money.register(painelRoutes, { prefix: '/api', db });
    await money.register(financeiroRoutes, { prefix: '/api/financeiro', db, assinador });
  });
  return app;
}
