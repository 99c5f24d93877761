import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
// A route may answer later (a Promise), to hold a call in flight.
type Route = (request: RecordedCall) => Reply | Promise<Reply> | undefined;

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

// Stubs the network boundary: each call is answered by the first route that replies, and
// recorded so a test can assert what the app sent.
export function stubFetch(route: Route) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(request);
    const reply = (await route(request)) ?? { status: 404, body: { message: 'Recurso não encontrado.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
