import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';

// How the API compresses its answers (issue 15), in one place: the options @fastify/compress is
// registered with, and the same choice made ahead of it for an answer kept by the answer cache,
// whose compressed bytes are kept beside its JSON text (decision 246).

const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

/** Smaller answers go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/** Brotli at quality 4: most of its gain over gzip at a fraction of the default's (11) time. */
const BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 };

export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  threshold: THRESHOLD_BYTES,
  encodings: [...ENCODINGS],
  // A request body is never inflated: a small compressed body could expand past bodyLimit in memory.
  globalDecompression: false,
  brotliOptions: { params: BROTLI_PARAMS },
};

// @fastify/compress's own reading of Accept-Encoding: "*" and "x-gzip" are gzip.
const GZIP_ALIAS = /\*|x-gzip/gu;

/**
 * The encoding @fastify/compress gives a JSON answer of `bytes` for a request with `headers`:
 * none under the threshold, for `X-No-Compression`, or when the client accepts neither.
 */
export function encodingFor(headers: IncomingHttpHeaders, bytes: number): AnswerEncoding | undefined {
  const accept = headers['accept-encoding'];
  if (bytes < THRESHOLD_BYTES || headers['x-no-compression'] !== undefined || accept === undefined) {
    return undefined;
  }
  return negotiate(accept.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS]) ?? undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `body` compressed as @fastify/compress compresses it, in libuv's pool (off the main thread), in a
 * buffer of its own size: zlib hands back a slice of a 16 KiB chunk, which would keep it all.
 */
export async function encode(encoding: AnswerEncoding, body: Buffer): Promise<Buffer> {
  const made = encoding === 'br' ? await brotli(body, { params: BROTLI_PARAMS }) : await gzipped(body);
  if (made.buffer.byteLength === made.length) return made;
  const own = Buffer.allocUnsafeSlow(made.length);
  made.copy(own);
  return own;
}
