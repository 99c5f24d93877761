import type { ApiProcess } from './api-process';
import { payloadKey, startCeiling } from './ceiling-process';
import { type LoadResult, load, type Scenario } from './load';
import { oneUser } from './one-user';
import { type Sample, sample } from './sample';
import { API_PORT } from './targets';

export const CEILING_PORT = API_PORT + 1;

export type Measured = { scenario: Scenario; result: LoadResult; single: LoadResult; answer: Sample };

export type HttpRow = {
  suite: string;
  target: string;
  size: number;
  scenario: string;
  goal: Scenario['goal'];
  /** Under load: 50 connections (sign-in: 10). */
  result: LoadResult;
  /** One connection: one user's latency. */
  single: LoadResult;
  ceiling: LoadResult;
};

/**
 * Waits until the requests a load left queued (in the API and in its database pool) are done: a
 * one-connection measure taken at once would time them, not one user's request.
 */
async function settle(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then((res) => res.arrayBuffer());
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each scenario on the running API under load, then one user's requests in turn, then one sampled answer. */
export async function measureApi(
  api: ApiProcess,
  scenarios: Scenario[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const scenario of scenarios) {
    const result = await load(api.baseUrl, scenario, headers, seconds);
    await settle(api.baseUrl);
    const single = await oneUser(api.baseUrl, scenario, headers, seconds);
    await settle(api.baseUrl);
    measured.push({ scenario, result, single, answer: await sample(api.baseUrl, scenario, headers) });
  }
  return measured;
}

/**
 * The same requests against the ceiling replaying the sampled answers, with the API stopped so it
 * takes no CPU from it. A ceiling answer of another size would make the fraction meaningless.
 */
export async function measureCeiling(
  measured: Measured[],
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult[]> {
  const payloads: Record<string, Sample> = {};
  for (const { scenario, answer } of measured)
    payloads[payloadKey(scenario.method ?? 'GET', scenario.path)] = answer;
  const ceiling = await startCeiling(CEILING_PORT, payloads);
  try {
    const results: LoadResult[] = [];
    for (const { scenario, result } of measured) {
      const bare = await load(ceiling.baseUrl, scenario, headers, seconds);
      if (result.bytesPerRequest > 0 && Math.abs(bare.bytesPerRequest / result.bytesPerRequest - 1) > 0.02) {
        console.warn(
          `teto de '${scenario.name}': ${bare.bytesPerRequest} bytes, API ${result.bytesPerRequest}`,
        );
      }
      results.push(bare);
    }
    return results;
  } finally {
    await ceiling.stop();
  }
}
