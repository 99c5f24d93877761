import { z } from 'zod';
import { API_DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE_SIZE } from './constants';
import { isIsoDate } from './date';
import { FIELD_MESSAGES, maxLengthMessage } from './field-messages';
import { statusSchema } from './fields';

// A query string sends '' for an emptied filter: that means "no filter", not zero.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * A whole number written in plain digits ('12'), as a number; anything else is left as it came so
 * the number schema refuses it. `Number()` alone would read '0x1', '1e3', '1.0' and ' 1' as numbers.
 */
export function digitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}

function queryInt<Check extends z.ZodType<number>>(check: Check) {
  return z.preprocess((value) => digitsToNumber(blankToUndefined(value)), check.optional());
}

/** A path id (`/get/{id}`): digits only, an int4 above zero. */
export const pathIdSchema = z.preprocess(
  digitsToNumber,
  z
    .number({ error: FIELD_MESSAGES.valorInvalido })
    .int(FIELD_MESSAGES.valorInvalido)
    .positive(FIELD_MESSAGES.valorInvalido)
    .max(MAX_ID, FIELD_MESSAGES.valorInvalido),
);

// A filter by a related record's id (?etapa=3, ?id_cliente=7).
export const queryId = queryInt(
  z
    .number({ error: FIELD_MESSAGES.valorInvalido })
    .int(FIELD_MESSAGES.valorInvalido)
    .min(1, FIELD_MESSAGES.valorInvalido)
    .max(MAX_ID, FIELD_MESSAGES.valorInvalido),
);

/** A filter by one of an entity's own status values (`?status=2`); any other number is refused. */
export function queryStatus<Values extends z.ZodType<number>>(values: Values) {
  return queryInt(values);
}

// A filter by a calendar day (?de=2026-03-01), inclusive.
export const queryIsoDate = z.preprocess(
  blankToUndefined,
  z.string({ error: FIELD_MESSAGES.dataInvalida }).refine(isIsoDate, FIELD_MESSAGES.dataInvalida).optional(),
);

// List calls take optional search, filter, sort and paging; without page or pageSize they answer
// the whole list as the spec expects (up to LIST_SAFE_CAP).
export const listQuerySchema = z.object({
  q: z
    .string({ error: FIELD_MESSAGES.valorInvalido })
    .trim()
    .max(200, maxLengthMessage(200))
    .refine((value) => !value.includes('\u0000'), FIELD_MESSAGES.textoInvalido)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  // The situation shared by most entities (1–3); obras extend it with their own values.
  status: queryStatus(statusSchema),
  // A column name, '-' in front for descending: 'nome', '-data_cadastro'.
  sort: z
    .string({ error: FIELD_MESSAGES.ordenacaoInvalida })
    .regex(/^-?[a-z][a-z0-9_]{0,62}$/i, FIELD_MESSAGES.ordenacaoInvalida)
    .optional(),
  page: queryInt(
    z
      .number({ error: FIELD_MESSAGES.paginaInvalida })
      .int(FIELD_MESSAGES.paginaInvalida)
      .min(1, FIELD_MESSAGES.paginaInvalida),
  ),
  pageSize: queryInt(
    z
      .number({ error: FIELD_MESSAGES.tamanhoPaginaInvalido })
      .int(FIELD_MESSAGES.tamanhoPaginaInvalido)
      .min(1, FIELD_MESSAGES.tamanhoPaginaInvalido)
      .max(MAX_PAGE_SIZE, FIELD_MESSAGES.tamanhoPaginaInvalido),
  ),
});

export type ListQuery = z.output<typeof listQuerySchema>;

// The response header in which a paged list call reports how many records match (all pages).
export const TOTAL_HEADER = 'x-total-count';

// A list counts at most TOTAL_CAP + 1 matching records (decision 123): past TOTAL_CAP it answers
// TOTAL_HEADER: TOTAL_CAP and TOTAL_CAPPED_HEADER: 1, and a screen says "mais de 10.000".
export const TOTAL_CAP = 10_000;
export const TOTAL_CAPPED_HEADER = 'x-total-capped';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

// null when the caller asked for no paging at all.
export function pageWindow({ page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>): PageWindow | null {
  if (page === undefined && pageSize === undefined) return null;
  const size = pageSize ?? API_DEFAULT_PAGE_SIZE;
  const current = page ?? 1;
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

export interface SortOrder<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

// Reads 'nome' / '-nome' against the columns a list allows; anything else is no sort.
export function parseSort<Field extends string>(
  sort: string | undefined,
  allowed: readonly Field[],
): SortOrder<Field> | null {
  if (!sort) return null;
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const field = allowed.find((candidate) => candidate === name);
  return field ? { field, direction: descending ? 'desc' : 'asc' } : null;
}
