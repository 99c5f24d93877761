import swagger from '@fastify/swagger';
import { TOTAL_HEADER } from '@gdo/domain/paging';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifySchema {
    /** Headers of the 200 answer, name → description, for the OpenAPI document only. */
    responseHeaders?: Record<string, string>;
    /**
     * A multipart/form-data body, for the OpenAPI document only: the route reads it itself
     * (`request.parts()`), so no validator sees it. Field name → its description; `file` marks the file.
     */
    multipartBody?: { fields: Record<string, string>; required: string[]; file: string };
  }
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * The zod transform, plus the headers a route declares for its 200 answer (the lançamentos'
 * totals): @fastify/swagger documents a response's `headers` key; and a multipart body a route
 * reads itself (the diário's photos), documented as a form.
 */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const { responseHeaders: headers, multipartBody: multipart } = (input.schema ?? {}) as FastifySchema;
  const result = jsonSchemaTransform(input);
  const schema = result.schema as {
    response?: Record<string, Record<string, unknown>>;
    responseHeaders?: unknown;
    multipartBody?: unknown;
    body?: unknown;
    consumes?: string[];
  };
  delete schema.responseHeaders;
  delete schema.multipartBody;
  // A route that opens without the token says so in the document (no security requirement).
  if (input.route.config?.public) (schema as { security?: unknown[] }).security = [];
  if (multipart) {
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      required: multipart.required,
      properties: Object.fromEntries(
        Object.entries(multipart.fields).map(([name, description]) => [
          name,
          name === multipart.file
            ? { type: 'string', format: 'binary', description }
            : { type: 'string', description },
        ]),
      ),
    };
  }
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
