import { type FieldError, toFieldErrors } from '@gdo/domain/api-error';
import { API_ERRORS } from '@gdo/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from '../lib/app-error';

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** The path `/itens/0/nome` becomes `itens.0.nome`; one error per field, as spec §3 keeps them. */
function fieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return toFieldErrors(
    issues.map((issue) => {
      const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const field = path || (context === 'body' ? '' : (context ?? ''));
      // Field schemas carry pt-BR messages; a body that is no object at all gets zod's English one.
      const message = !path && context === 'body' ? API_ERRORS.corpoNaoObjeto : issue.message;
      return { path: [field], message: message ?? API_ERRORS.dadosInvalidos };
    }),
  );
}

/** A request's path as the file server reads it (`/%61ssets/…` is `/assets/…`); as sent if malformed. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `serveApp` answers the single-page app's own paths (a reload on /obras) with its index.html. */
export function registerErrorHandling(
  app: FastifyInstance,
  serveApp?: (reply: FastifyReply) => FastifyReply,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .headers(error.headers ?? {})
        .status(STATUS_BY_CODE[error.code])
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext);
      return reply.status(400).send({ message: API_ERRORS.dadosInvalidos, errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: API_ERRORS.jsonInvalido, errors: [] });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: API_ERRORS.corpoGrande });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: API_ERRORS.tipoConteudoNaoSuportado });
    }
    // Any other refusal of Fastify's own (a bad Content-Length, an unsupported encoding...): its
    // status, our words; never its English message or its internal code.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: API_ERRORS.requisicaoInvalida });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send({ message: API_ERRORS.erroInterno });
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A built file that is not there (a page opened before a new version replaced its files) is a
    // 404: the app's page in its place made the browser refuse it as a script of the wrong type.
    const isAsset = decodedPath(request.url).startsWith('/assets/');
    if (serveApp && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD'))
      return serveApp(reply);
    return reply.status(404).send({ message: API_ERRORS.rotaNaoEncontrada });
  });
}
