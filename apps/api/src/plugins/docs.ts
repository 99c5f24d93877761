import swagger from '@fastify/swagger';
import { TOTAL_HEADER } from '@gdo/domain/paging';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifySchema {
    /** Headers of the 200 answer, name → description, for the OpenAPI document only. */
    responseHeaders?: Record<string, string>;
  }
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * The zod transform, plus the headers a route declares for its 200 answer (the lançamentos'
 * totals): @fastify/swagger documents a response's `headers` key.
 */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const headers = (input.schema as { responseHeaders?: Record<string, string> } | undefined)?.responseHeaders;
  const result = jsonSchemaTransform(input);
  const schema = result.schema as {
    response?: Record<string, Record<string, unknown>>;
    responseHeaders?: unknown;
  };
  delete schema.responseHeaders;
  const ok = schema.response?.['200'];
  if (headers && ok) {
    ok.headers = Object.fromEntries(
      Object.entries(headers).map(([name, description]) => [name, { type: 'string', description }]),
    );
  }
  return result;
}

/** The OpenAPI document, generated from the route schemas, and a reference page at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) return;
    // The reference page runs inline scripts: it gets the other security headers, not the CSP.
    // (@fastify/helmet reads `config.helmet` per request; its own onRoute hook has already run.)
    const helmet = { contentSecurityPolicy: false };
    route.config = { ...route.config, public: true, ...{ helmet } };
    route.schema = { ...route.schema, hide: true };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gestão de Obras — API',
        version: '1.0.0',
        description:
          'Todas as rotas, exceto autenticação, saúde e documentação, exigem o token no cabeçalho ' +
          `Authorization (puro ou com o prefixo "Bearer "). Listas aceitam q, status, sort (campo ou -campo), ` +
          `page e pageSize; com paginação o total vem no cabeçalho ${TOTAL_HEADER}. ` +
          'Erros: {"message", "errors": [{"field", "message"}]}.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ token: [] }],
    },
    transform,
  });
  await app.register(scalar, { routePrefix: DOCS_PREFIX });
}
