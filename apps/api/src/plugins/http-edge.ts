import type { Socket } from 'node:net';
import { API_ERRORS } from '@gdo/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the server answers before any route runs: a request Node's parser could not read, a URL the
 * router could not decode, a JSON content type with no body, a request arriving while the server
 * closes. Fastify's own answers for these are English and name internal codes; ours are the API's
 * `{message}` in pt-BR, like every other refusal.
 */

const json = (message: string) => JSON.stringify({ message });

/** Node's `clientError`: malformed HTTP, headers too large, a request that never finished arriving. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', API_ERRORS.cabecalhosGrandes]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', API_ERRORS.tempoEsgotadoRequisicao]
        : [400, 'Bad Request', API_ERRORS.requisicaoMalformada];
  if (socket.writable) {
    const body = Buffer.from(json(message));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy();
}

/** The router's own failures: a path that is no valid percent-encoding (`/%c0`), a parameter too long. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? API_ERRORS.enderecoLongo : API_ERRORS.urlInvalida;
  reply.status(400).send({ message });
}

/**
 * JSON bodies go through Fastify's own parser (prototype-poisoning checks included), except that an
 * empty body is no body: a DELETE or `POST /sair` sent with `Content-Type: application/json` and
 * nothing after it is the same request without the header. A route that needs a body still refuses
 * it by its schema.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** While the server drains (SIGTERM), new requests get a pt-BR 503 and a closed connection. */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply.status(503).header('connection', 'close').send({ message: API_ERRORS.servidorReiniciando });
  });
}
