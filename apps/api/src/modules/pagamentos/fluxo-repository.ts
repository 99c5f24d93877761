import type { Agrupamento, FluxoDeCaixaQuery } from '@gdo/domain/fluxo-de-caixa';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { HOJE } from '../lancamentos/queries';

// Fluxo de caixa (decision 111): periods from the one holding `de` to the one holding `ate` (weeks
// start on Monday: PostgreSQL's date_trunc('week') is ISO), each with the principal of the
// non-reversed payments by payment date (juros/multa and desconto apart) and the em aberto by due
// date, both inside de..ate, and their running sums. All in numeric; text to the client.

const rows = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];

export type FluxoRow = {
  inicio: string;
  fim: string;
  pago: string;
  juros: string;
  desconto: string;
  em_aberto: string;
  acumulado_pago: string;
  acumulado_em_aberto: string;
  acumulado: string;
};

const UNIDADE: Record<Agrupamento, SQL> = { semana: sql.raw(`'week'`), mes: sql.raw(`'month'`) };
const PASSO: Record<Agrupamento, SQL> = { semana: sql.raw(`'1 week'`), mes: sql.raw(`'1 month'`) };

/** The entries' filters (obra, documento) on alias `l`. */
function filtrosDoLancamento(query: FluxoDeCaixaQuery): SQL {
  const obra = query.obra !== undefined ? sql` AND l.obra_id = ${query.obra}` : sql``;
  const documento = query.documento !== undefined ? sql` AND l.tipo = ${query.documento}` : sql``;
  return sql`${obra}${documento}`;
}

export function fluxoPorPeriodo(
  db: Db,
  empresaId: number,
  query: FluxoDeCaixaQuery & { de: string; ate: string },
) {
  const unidade = UNIDADE[query.agrupamento];
  const trunc = (col: SQL) => sql`date_trunc(${unidade}, ${col}::timestamp)::date`;
  const de = sql`${query.de}::date`;
  const ate = sql`${query.ate}::date`;
  const filtros = filtrosDoLancamento(query);
  return rows<FluxoRow>(
    db,
    sql`
    WITH per AS (
      SELECT g::date AS inicio
        FROM generate_series(${trunc(de)}, ${ate}, ${PASSO[query.agrupamento]}::interval) g
    ), pg AS (
      SELECT ${trunc(sql`p.data`)} AS inicio, sum(p.valor) AS pago, sum(p.juros) AS juros,
             sum(p.desconto) AS desconto
        FROM pagamentos p
        JOIN lancamentos l ON l.empresa_id = p.empresa_id AND l.id = p.lancamento_id
       WHERE p.empresa_id = ${empresaId} AND p.estornado_em IS NULL
         AND p.data BETWEEN ${de} AND ${ate}${filtros}
       GROUP BY 1
    ), ab AS (
      SELECT ${trunc(sql`l.data_vencimento`)} AS inicio, sum(l.valor_aberto) AS em_aberto
        FROM lancamentos l
       WHERE l.empresa_id = ${empresaId} AND l.valor_aberto > 0
         AND l.data_vencimento BETWEEN ${de} AND ${ate}${filtros}
       GROUP BY 1
    ), v AS (
      SELECT per.inicio, coalesce(pg.pago, 0) AS pago, coalesce(pg.juros, 0) AS juros,
             coalesce(pg.desconto, 0) AS desconto, coalesce(ab.em_aberto, 0) AS em_aberto
        FROM per LEFT JOIN pg USING (inicio) LEFT JOIN ab USING (inicio)
    )
    SELECT greatest(inicio, ${de})::text AS inicio,
           least((inicio + ${PASSO[query.agrupamento]}::interval - interval '1 day')::date, ${ate})::text AS fim,
           pago::text, juros::text, desconto::text, em_aberto::text,
           sum(pago) OVER w::text AS acumulado_pago,
           sum(em_aberto) OVER w::text AS acumulado_em_aberto,
           (sum(pago) OVER w + sum(em_aberto) OVER w)::text AS acumulado
      FROM v
    WINDOW w AS (ORDER BY inicio)
     ORDER BY v.inicio`,
  );
}

/** Em aberto due before today (vencido) and em aberto without a due date, whatever the period. */
export async function vencidoESemVencimento(db: Db, empresaId: number, query: FluxoDeCaixaQuery) {
  const [row] = await rows<{ vencido: string; sem_vencimento: string }>(
    db,
    sql`
    SELECT coalesce(sum(l.valor_aberto) FILTER (WHERE l.data_vencimento < ${HOJE}), 0)::text AS vencido,
           coalesce(sum(l.valor_aberto) FILTER (WHERE l.data_vencimento IS NULL), 0)::text AS sem_vencimento
      FROM lancamentos l
     WHERE l.empresa_id = ${empresaId} AND l.valor_aberto > 0${filtrosDoLancamento(query)}`,
  );
  return row!;
}
