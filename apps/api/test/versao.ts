import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers';
import { send } from './orcamentos';

// Reading a record back with its versao (issue 7, decision 042), for the optimistic-locking tests.

export type Registro = Record<string, unknown> & { id: number; versao: number };

export async function json<T>(res: LightMyRequestResponse): Promise<T> {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A record by id through its get route, or its row in a list, as the scope's admin reads it. */
export function leitores(ctx: { t: TestApp; token: string }) {
  const get = (url: string) => async (id: number) =>
    json<Registro>(await send(ctx.t, ctx.token, 'GET', `${url}/${id}`));
  const naLista = (url: string) => async (id: number) =>
    (await json<Registro[]>(await send(ctx.t, ctx.token, 'GET', url))).find((row) => row.id === id);
  const fromList = (url: string) => async (id: number) => (await naLista(url)(id))!;
  return { get, naLista, fromList };
}
