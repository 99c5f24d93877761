import type { UNIDADES } from '@gdo/domain/orcamento';
import { call, type TestApp, useTestApp } from './helpers';
import { created, novoCliente } from './registers';

// Shared set-up of the budget tests: a catalogue, a cliente with an obra, and budget bodies.

export type Subetapa = { id: number; etapa: number; numero: string; nome: string };
export type Etapa = { id: number; numero: string; nome: string; subetapas: Subetapa[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** `etapas` etapas numbered from `first`, each with `subetapas` subetapas, created through the API. */
export async function seedCatalogo(
  t: TestApp,
  token: string,
  { etapas, subetapas, first = 1 }: { etapas: number; subetapas: number; first?: number },
): Promise<Etapa[]> {
  const result: Etapa[] = [];
  for (let e = first; e < first + etapas; e += 1) {
    const etapa = await created<Omit<Etapa, 'subetapas'>>(t, token, '/api/etapas/create', {
      numero: pad(e),
      nome: `Etapa ${pad(e)} – fundação e estrutura`,
    });
    const children: Subetapa[] = [];
    for (let s = 1; s <= subetapas; s += 1) {
      children.push(
        await created<Subetapa>(t, token, '/api/subetapas/create', {
          etapa: etapa.id,
          numero: `${pad(e)}.${pad(s)}`,
          nome: `Serviço ${pad(e)}.${pad(s)} – execução`,
        }),
      );
    }
    result.push({ ...etapa, subetapas: children });
  }
  return result;
}

/** A cliente and an obra of it. */
export async function seedClienteObra(t: TestApp, token: string, seed: number, nome = `Cliente ${seed}`) {
  const cliente = await created<{ id: number; nome: string }>(
    t,
    token,
    '/api/clientes/create',
    novoCliente(seed, { nome }),
  );
  const obra = await created<{ id: number; nome: string }>(t, token, '/api/obras/create', {
    id_cliente: cliente.id,
    nome: `Obra de ${nome}`,
  });
  return { cliente, obra };
}

/** A test file's app with a catalogue of 3 × 3 and two clientes with an obra each: the budget tests' set-up. */
export const useOrcamentoScope = () =>
  useTestApp(async (t, token) => ({
    etapas: await seedCatalogo(t, token, { etapas: 3, subetapas: 3 }),
    casa: await seedClienteObra(t, token, 1, 'Família Conceição'),
    galpao: await seedClienteObra(t, token, 2, 'Indústria Ipê'),
  }));

type Unidade = (typeof UNIDADES)[number];
export type SubitemBody = {
  subetapa: number;
  unidade: Unidade;
  quantidade: string;
  valor_unitario: string;
  [key: string]: unknown;
};
export type ItemBody = { etapa: number; subitens: SubitemBody[]; [key: string]: unknown };

/** Items for the first `n` subetapas of each etapa, with prices that exercise rounding. */
export function itensFor(etapas: Etapa[], n = 2): ItemBody[] {
  return etapas.map((etapa, i) => ({
    etapa: etapa.id,
    subitens: etapa.subetapas.slice(0, n).map((s, j) => ({
      subetapa: s.id,
      unidade: 'm2',
      quantidade: `${i + j + 1}.${(j * 37) % 1000}`.replace(/\.0$/, ''),
      valor_unitario: `${(i + 1) * 13}.${pad((j * 33 + 7) % 100)}`,
    })),
  }));
}

/** Rows in the budget tables, straight from the database. */
export async function countRows(t: TestApp) {
  const { rows } = await t.database.pool.query<{ o: string; i: string; s: string }>(
    `select (select count(*) from orcamentos) o, (select count(*) from orcamento_itens) i,
            (select count(*) from orcamento_subitens) s`,
  );
  const [row] = rows;
  return { orcamentos: Number(row!.o), itens: Number(row!.i), subitens: Number(row!.s) };
}

export function send(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return call(t.app, { method, url, token, ...(body !== undefined ? { body } : {}) });
}
