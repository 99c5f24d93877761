import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { type ListQuery, pageWindow, TOTAL_CAP, TOTAL_CAPPED_HEADER, TOTAL_HEADER } from '@gdo/domain/paging';
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client';

export type ListPlan = {
  orderBy: SQL[];
  limit: number;
  offset: number;
  paged: boolean;
  search: SQL | undefined;
};

/** A column or expression searched with ILIKE, or a function building the condition for one pattern. */
export type SearchTarget = AnyColumn | SQL | ((pattern: string) => SQL);

export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `target ILIKE pattern`, ignoring case and accents on both sides ('joao' finds 'João') with the
 * database's gdo_unaccent (migration 0001), the function the trigram indexes are built on.
 */
export function matches(target: AnyColumn | SQL, pattern: string): SQL {
  return ilike(sql`gdo_unaccent(${target})`, sql`gdo_unaccent(${pattern})`);
}

/**
 * `busca LIKE pattern` on a stored search document (schema.ts `buscaColumn`, decision 160): the
 * pattern is made accent-free and lower-case once, as the column already is, so each row costs a
 * plain comparison; the column's trigram index answers LIKE as it answered ILIKE.
 */
export function matchesBusca(busca: AnyColumn, pattern: string): SQL {
  return sql`${busca} like lower(gdo_unaccent(${pattern}))`;
}

/**
 * The term as typed, and without its mask when it holds digits: CPF/CNPJ, phones and CEP are stored
 * unmasked, so '529.982' or '(11) 9876' must also be looked for as '529982' and '119876'.
 */
export function searchTerms(term: string): string[] {
  const unmasked = term.replace(/[\s().,/-]/g, '');
  return unmasked !== term && unmasked !== '' && /\d/.test(unmasked) ? [term, unmasked] : [term];
}

/**
 * Turns `?q=&sort=&page=&pageSize=` into SQL pieces. Without paging the whole list comes back, as
 * the spec's screens expect, up to a safe cap; with paging the caller also counts the total.
 */
export function planList(
  query: Pick<ListQuery, 'q' | 'sort' | 'page' | 'pageSize'>,
  {
    sortable,
    defaultSort,
    searchable,
  }: { sortable: Record<string, AnyColumn | SQL>; defaultSort: string; searchable: SearchTarget[] },
  tieBreaker: AnyColumn,
): ListPlan {
  const sortKey = query.sort && query.sort.replace(/^-/, '') in sortable ? query.sort : defaultSort;
  const column = sortable[sortKey.replace(/^-/, '')]!;
  const direction = sortKey.startsWith('-') ? desc : asc;
  const page = pageWindow(query);
  const term = query.q?.trim();
  const patterns = term ? searchTerms(term).map((t) => `%${escapeLike(t)}%`) : [];
  const conditions = patterns.flatMap((pattern) =>
    searchable.map((target) => (typeof target === 'function' ? target(pattern) : matches(target, pattern))),
  );
  return {
    orderBy: [direction(column), asc(tieBreaker)],
    limit: page ? page.pageSize : LIST_SAFE_CAP,
    offset: page ? page.offset : 0,
    paged: page !== null,
    search: conditions.length > 0 ? or(...conditions) : undefined,
  };
}

// The page's rows carry their list's capped total under this name (withTotal), taken off by pageOf.
const TOTAL_FIELD = 'gdo_total_limitado';

/**
 * How many `from` rows match `where`, counting at most TOTAL_CAP + 1 of them (decision 123): past
 * ten thousand the answer says "more than", so a common word on a million rows costs no full count.
 */
export function cappedCount(from: PgTable | SQL, where: SQL | undefined): SQL<number> {
  const filter = where ? sql` where ${where}` : sql``;
  return sql<number>`(select count(*)::int from (select 1 from ${from}${filter} limit ${TOTAL_CAP + 1}) as gdo_contados)`;
}

/**
 * A page's select fields with its capped total alongside when a page was asked: one query, one
 * round trip, for the rows and the total (PostgreSQL runs the uncorrelated count once).
 */
export function withTotal<F extends Record<string, unknown>>(
  fields: F,
  plan: ListPlan,
  from: PgTable | SQL,
  where: SQL | undefined,
): F {
  return plan.paged ? { ...fields, [TOTAL_FIELD]: cappedCount(from, where) } : fields;
}

/**
 * The rows of a select made `withTotal`, without the total field, and the total: read off the first
 * row, 0 for an empty first page, counted alone (capped) only for a page past the last one.
 */
export async function pageOf<R>(
  db: DbOrTx,
  rows: R[],
  plan: ListPlan,
  from: PgTable | SQL,
  where: SQL | undefined,
): Promise<{ rows: R[]; total?: number }> {
  if (!plan.paged) return { rows };
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) {
    if (plan.offset === 0) return { rows, total: 0 };
    const counted = await db.execute(sql`select ${cappedCount(from, where)} as n`);
    return { rows, total: Number((counted.rows[0] as { n: number }).n) };
  }
  const total = Number(first[TOTAL_FIELD]);
  for (const row of rows) delete (row as Record<string, unknown>)[TOTAL_FIELD];
  return { rows, total };
}

/** How every list call reads its parameters, for the OpenAPI page. */
export const LIST_DESCRIPTION = `Sem parâmetros devolve a lista inteira (até um limite de segurança). Com page/pageSize devolve uma página e o total no cabeçalho ${TOTAL_HEADER}; acima de ${TOTAL_CAP} registros, ${TOTAL_HEADER} é ${TOTAL_CAP} e ${TOTAL_CAPPED_HEADER} é 1 ("mais de ${TOTAL_CAP}").`;

/**
 * A list route's answer: the rows, and their total (all pages) in the header when a page was asked;
 * a total past TOTAL_CAP is sent as TOTAL_CAP with TOTAL_CAPPED_HEADER, whether it was counted
 * exactly or capped.
 */
export function sendList<T>(reply: FastifyReply, { rows, total }: { rows: T[]; total?: number }): T[] {
  if (total === undefined) return rows;
  if (total > TOTAL_CAP) reply.header(TOTAL_HEADER, TOTAL_CAP).header(TOTAL_CAPPED_HEADER, '1');
  else reply.header(TOTAL_HEADER, total);
  return rows;
}
