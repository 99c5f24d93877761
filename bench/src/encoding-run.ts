import { signIn } from './api-process';
import { type LoadResult, load } from './load';
import { ADMIN, BROWSER_ACCEPT_ENCODING, TOKEN_SCENARIO } from './scenarios';

// Decision 246: the lists' kept answers read three ways side by side: as autocannon does by default
// (no Accept-Encoding), with gzip, and as Chromium does (which the cadastros and painel parts do
// since decision 247), under the bench's usual load (50 connections), after a first request that
// computes and keeps the answer.

export const ENCODING_ROUTES = [
  TOKEN_SCENARIO,
  { name: 'clientes/list, página de 50', path: '/api/clientes/list?page=1&pageSize=50' },
  { name: 'obras/list, página de 50', path: '/api/obras/list?page=1&pageSize=50' },
  { name: 'dashboard (todas as obras)', path: '/api/dashboard/obras' },
];

export const ACCEPTS = ['', 'gzip', BROWSER_ACCEPT_ENCODING] as const;

export type EncodingRow = { route: string; accept: string; result: LoadResult };

/** Every route of ENCODING_ROUTES under each of ACCEPTS, `seconds` each. */
export async function measureEncodings(baseUrl: string, seconds: number): Promise<EncodingRow[]> {
  const session = { authorization: await signIn(baseUrl, ADMIN) };
  const rows: EncodingRow[] = [];
  for (const route of ENCODING_ROUTES) {
    for (const accept of ACCEPTS) {
      const headers = accept ? { ...session, 'accept-encoding': accept } : session;
      await fetch(baseUrl + route.path, { headers });
      rows.push({ route: route.name, accept, result: await load(baseUrl, route, headers, seconds) });
    }
  }
  return rows;
}
