import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  connections?: number;
};

export type LoadResult = { rps: number; p50: number; p99: number; bytesPerRequest: number; errors: number };

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
    headers: { ...headers, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    connections: scenario.connections ?? 50,
    duration: seconds,
  });
  const ok = result.requests.total - result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerRequest: ok > 0 ? Math.round(result.throughput.total / Math.max(result.requests.total, 1)) : 0,
    errors: result.errors + result.non2xx,
  } satisfies LoadResult;
}
