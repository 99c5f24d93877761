import { request } from 'node:http';
import type { Scenario } from './load';

/** An answer as it came over the wire: `body` holds its bytes, compressed when the request accepted it. */
export type Sample = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * One request with the load's own headers, answered with its raw status, headers and body: what the
 * ceiling replays byte for byte, and what a whole list weighs.
 */
export function sample(
  baseUrl: string,
  { method = 'GET', path, body }: Pick<Scenario, 'method' | 'path' | 'body'>,
  headers: Record<string, string>,
): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const req = request(
      baseUrl + path,
      { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: flat,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
