import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  connections?: number;
  /** Sent besides the session's: `Cache-Control: no-cache` asks the API for an answer computed now. */
  headers?: Record<string, string>;
  /**
   * Issue 15's targets that apply: 'lista', a page of 50 (at least half the token-only route's req/s,
   * one user's p50 at most 1.5× that of N = 1 000); 'busca', a search or deep page (the p50 only);
   * 'referencia', the token-only route the ratios divide by.
   */
  goal?: 'lista' | 'busca' | 'referencia';
};

export type LoadResult = { rps: number; p50: number; p99: number; bytesPerRequest: number; errors: number };

/** Connections of a scenario under load: 50 unless it says otherwise (sign-in: 10). */
export const loadConnections = (scenario: Scenario) => scenario.connections ?? 50;

/** autocannon from this process against a server in another process, over loopback. */
export async function load(
  baseUrl: string,
  scenario: Scenario,
  headers: Record<string, string>,
  seconds: number,
) {
  const result = await autocannon({
    url: baseUrl + scenario.path,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: {
      ...headers,
      ...scenario.headers,
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
    },
    connections: loadConnections(scenario),
    duration: seconds,
  });
  const ok = result.requests.total - result.non2xx;
  // No answer within the time: no latency, rather than 0 ms.
  const answered = result.requests.total > 0;
  return {
    rps: result.requests.average,
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    bytesPerRequest: ok > 0 ? Math.round(result.throughput.total / Math.max(result.requests.total, 1)) : 0,
    errors: result.errors + result.non2xx,
  } satisfies LoadResult;
}
