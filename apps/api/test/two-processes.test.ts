import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { createSiblingApp, createTestApp, inParallel, type TestApp } from './helpers';
import { novoCliente } from './registers';

// Two API processes on one PostgreSQL behind a round-robin balancer, as a firm that outgrew one
// machine runs them: each request of a client may land on either. A token issued by one works on
// the other, a sign-out on one is honoured by the other, and what one writes the other reads at
// once. On both databases: in production the embedded server belongs to one process, but what
// is proved here (shared sessions, no stale reads between pools) holds for either server.
// RELIABILITY_RUNS=20 for the full count.
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 4);
const CLIENTS = 20;
const DATABASE = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo';

type Answer = { status: number; json: unknown; upstream: string | null; total: string | null };

let t: TestApp;
let processes: Awaited<ReturnType<typeof createSiblingApp>>[] = [];
let bases: string[] = [];
let balancer: http.Server;
let balancerBase: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const statuses: number[] = [];

/** A balancer in a few lines: each request to the next process in turn, marked with which. */
function roundRobin(ports: number[]): http.Server {
  let next = 0;
  return http.createServer((req, res) => {
    const upstream = next++ % ports.length;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: ports[upstream],
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'balanceador: processo indisponível' }));
    });
    req.pipe(forward);
  });
}

const listening = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  t = await createTestApp();
  processes = [await createSiblingApp(t), await createSiblingApp(t)];
  const ports = [];
  for (const p of processes) {
    await p.app.listen({ host: '127.0.0.1', port: 0 });
    ports.push((p.app.server.address() as AddressInfo).port);
  }
  bases = ports.map((port) => `http://127.0.0.1:${port}`);
  balancer = roundRobin(ports);
  balancerBase = `http://127.0.0.1:${await listening(balancer)}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => balancer.close(resolve));
  agent.destroy();
  for (const p of processes) await p.close();
  await t.close();
});

async function request(
  base: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  statuses.push(res.status);
  return {
    status: res.status,
    json: await res.json(),
    upstream: res.headers.get('x-upstream'),
    total: res.headers.get('x-total-count'),
  };
}

/** Through the balancer, failing on anything but 200. */
async function ok<T = { id: number }>(method: string, path: string, token: string, body?: unknown) {
  const res = await request(balancerBase, method, path, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as T;
}

type Session = { token: string; issuedBy: string | null; clientes: number[]; obras: number[] };

// One account signing in 20 times in the same instant is held by the sign-in throttle, which counts
// attempts before the password is checked (decision 050); in a row, each success clears the count.
// So the clients sign in one after the other, then work in parallel.
let signInQueue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = signInQueue.then(work);
  signInQueue = next.catch(() => {});
  return next;
}

describe('two API processes on one PostgreSQL, round-robin', () => {
  it(`serve ${CLIENTS} parallel clients as one: sessions, writes and lists agree`, async () => {
    const sessions: Session[] = [];
    await inParallel(
      Array.from({ length: CLIENTS }, (_, c) => c),
      CLIENTS,
      async (c) => {
        const res = await inTurn(() =>
          request(balancerBase, 'POST', '/api/autenticacao/autenticar', {
            body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
          }),
        );
        expect(res.status).toBe(200);
        const session: Session = {
          token: (res.json as { token: string }).token,
          issuedBy: res.upstream,
          clientes: [],
          obras: [],
        };
        sessions.push(session);
        // Each step may land on the other process than the one before: reads must see the writes.
        for (let k = 0; k < RUNS; k += 1) {
          const seed = 1000 + c * 100 + k;
          const cliente = await ok('POST', '/api/clientes/create', session.token, novoCliente(seed));
          const obra = await ok('POST', '/api/obras/create', session.token, {
            id_cliente: cliente.id,
            nome: `Obra ${randomUUID()}`,
          });
          await ok('PUT', `/api/clientes/edit/${cliente.id}`, session.token, {
            nome: `Cliente ${seed} editado`,
          });
          const lido = await ok<{ nome: string }>('GET', `/api/clientes/get/${cliente.id}`, session.token);
          expect(lido.nome).toBe(`Cliente ${seed} editado`);
          const obras = await ok<{ id: number }[]>(
            'GET',
            `/api/obras/list?id_cliente=${cliente.id}`,
            session.token,
          );
          expect(obras.map((o) => o.id)).toEqual([obra.id]);
          session.clientes.push(cliente.id);
          session.obras.push(obra.id);
        }
      },
    );

    // Every token works on both processes, whichever issued it; half sign out, on either process.
    const validate = (base: string, token: string) =>
      request(base, 'GET', '/api/autenticacao/validatoken', { token });
    const saindo = sessions.filter((_, i) => i % 2 === 0);
    for (const s of sessions)
      for (const base of bases) expect((await validate(base, s.token)).status).toBe(200);
    await inParallel(saindo, CLIENTS, async (s) => {
      await ok('POST', '/api/autenticacao/sair', s.token);
    });
    for (const s of sessions) {
      for (const base of bases) {
        const res = await validate(base, s.token);
        if (saindo.includes(s))
          expect([res.status, res.json]).toEqual([401, { message: MESSAGES.tokenInvalido }]);
        else expect(res.status).toBe(200);
      }
    }

    // Everything written is seen by both processes, and their lists and totals agree.
    const live = sessions.find((s) => !saindo.includes(s))!.token;
    const criados = {
      clientes: sessions.flatMap((s) => s.clientes),
      obras: sessions.flatMap((s) => s.obras),
    };
    for (const entity of ['clientes', 'obras'] as const) {
      const [a, b] = await Promise.all(
        bases.map((base) => request(base, 'GET', `/api/${entity}/list`, { token: live })),
      );
      const ids = (res: Answer) => (res.json as { id: number }[]).map((row) => row.id).sort((x, y) => x - y);
      expect(ids(a!)).toEqual(ids(b!));
      expect(ids(a!)).toEqual(expect.arrayContaining(criados[entity]));
      const paged = await Promise.all(
        bases.map((base) => request(base, 'GET', `/api/${entity}/list?page=1&pageSize=10`, { token: live })),
      );
      expect(paged[0]!.total).toBe(String(ids(a!).length));
      expect(paged[1]!.total).toBe(paged[0]!.total);
    }

    const issuers = new Set(sessions.map((s) => s.issuedBy));
    expect(issuers).toEqual(new Set(['0', '1']));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    console.log(
      `dois processos: ${statuses.length} requisições de ${CLIENTS} clientes em paralelo, alternadas entre 2 ` +
        `processos da API no mesmo PostgreSQL — tokens de um aceitos pelo outro, ${saindo.length} saídas ` +
        `honradas pelos dois, ${criados.clientes.length} clientes e ${criados.obras.length} obras visíveis ` +
        `pelos dois, totais das listas iguais, 0 respostas 5xx (PostgreSQL ${DATABASE})`,
    );
  }, 600_000);
});
