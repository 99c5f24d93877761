import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { type ListQuery, pageWindow, TOTAL_HEADER } from '@gdo/domain/paging';
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

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

/** How every list call reads its parameters, for the OpenAPI page. */
export const LIST_DESCRIPTION = `Sem parâmetros devolve a lista inteira (até um limite de segurança). Com page/pageSize devolve uma página e o total no cabeçalho ${TOTAL_HEADER}.`;

/** A list route's answer: the rows, and their total (all pages) in the header when a page was asked. */
export function sendList<T>(reply: FastifyReply, { rows, total }: { rows: T[]; total?: number }): T[] {
  if (total !== undefined) reply.header(TOTAL_HEADER, total);
  return rows;
}
