import { TOTAL_CAPPED_HEADER, TOTAL_HEADER } from '@gdo/domain/paging';
import { apiFetch } from '@/lib/api-client';

// The list parameters every register accepts (docs/spec-deviations.md, §7 lists).
export type ListParams = {
  q?: string;
  status?: number;
  sort?: string;
  page?: number;
  pageSize?: number;
};

// The sizes a table offers, and the one it opens with until the user picks another: the screen's
// own choice, sent with every call (the API's default, API_DEFAULT_PAGE_SIZE, is never used here).
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const INITIAL_PAGE_SIZE = 20;

// The parameters of a list screen, all present: what its table shows and its query key holds.
export type TableParams = Required<Pick<ListParams, 'q' | 'sort' | 'page' | 'pageSize'>> & {
  status: number | undefined;
};

// What a list screen shows when its URL carries no parameters: prefetching these fills its
// first page before the user opens it.
export function defaultListParams(sort: string): TableParams {
  return { q: '', status: undefined, sort, page: 1, pageSize: INITIAL_PAGE_SIZE };
}

// capped: the API stopped counting at `total` (decision 123); there are more, shown as "mais de".
export type ListPage<T> = { rows: T[]; total: number; capped?: boolean };

export function listQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type ListRequestParams = ListParams & Record<string, string | number | undefined>;

// One page of a list and the total behind it, with the answer's headers for a list that reports
// more there (the entries' totals); an answer without the total header is the whole list.
export async function listRequestWithHeaders<T>(
  path: string,
  params: ListRequestParams,
  signal?: AbortSignal,
): Promise<{ page: ListPage<T>; headers: Headers }> {
  const { data, headers } = await apiFetch<T[]>(`${path}${listQueryString(params)}`, { signal });
  const total = Number(headers.get(TOTAL_HEADER));
  const page = {
    rows: data,
    total: Number.isFinite(total) && headers.has(TOTAL_HEADER) ? total : data.length,
    capped: headers.get(TOTAL_CAPPED_HEADER) === '1',
  };
  return { page, headers };
}

// One page of a list and the total behind it.
export async function listRequest<T>(
  path: string,
  params: ListRequestParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  return (await listRequestWithHeaders<T>(path, params, signal)).page;
}
