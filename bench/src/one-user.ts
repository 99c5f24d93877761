import { Agent, request } from 'node:http';
import type { LoadResult, Scenario } from './load';

const percentile = (sorted: number[], p: number) =>
  sorted.length > 0 ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : Number.NaN;

/**
 * One user: requests one after the other on one kept-alive connection for `seconds` (at least one),
 * each timed with performance.now(). autocannon's latencies are whole milliseconds, too coarse for
 * the growth of a 1–3 ms answer between N = 1 000 and N = 1 000 000 (issue 15's 1.5× target).
 */
export async function oneUser(
  baseUrl: string,
  { method = 'GET', path, body, headers: own }: Scenario,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  const started = performance.now();
  const send = () =>
    new Promise<void>((resolve, reject) => {
      const at = performance.now();
      const req = request(
        baseUrl + path,
        {
          method,
          agent,
          headers: { ...headers, ...own, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => {
            times.push(performance.now() - at);
            if ((res.statusCode ?? 0) >= 300) errors++;
            resolve();
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  try {
    do await send();
    while (performance.now() - started < seconds * 1000);
  } finally {
    agent.destroy();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    rps: times.length / ((performance.now() - started) / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    bytesPerRequest: times.length > 0 ? Math.round(bytes / times.length) : 0,
    errors,
  };
}
