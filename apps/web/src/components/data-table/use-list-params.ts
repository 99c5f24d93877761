import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { INITIAL_PAGE_SIZE, PAGE_SIZES, type TableParams } from '@/lib/list-request';
import { inteiroDoEndereco } from '@/lib/search-params';

/** The search, filter, sort and page an address names. */
export function listParamsDe(searchParams: URLSearchParams, defaultSort: string): TableParams {
  const pageSize = inteiroDoEndereco(searchParams.get('pageSize'));
  return {
    q: searchParams.get('q') ?? '',
    status: inteiroDoEndereco(searchParams.get('status')),
    sort: searchParams.get('sort') || defaultSort,
    page: inteiroDoEndereco(searchParams.get('page')) ?? 1,
    pageSize: pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : INITIAL_PAGE_SIZE,
  };
}

// A list's search, filter, sort and page live in the URL (?q=&status=&sort=&page=&pageSize=),
// so a reload, a shared link and the back button all show the same rows. Defaults stay out of
// the URL. Other parameters (a form's ?id=) are left as they are.
export function useListParams(defaultSort: string) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => listParamsDe(searchParams, defaultSort), [searchParams, defaultSort]);

  const update = useCallback(
    (changes: Partial<TableParams>, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const defaults: Record<string, string> = {
            q: '',
            status: '',
            sort: defaultSort,
            page: '1',
            pageSize: String(INITIAL_PAGE_SIZE),
          };
          for (const [key, value] of Object.entries(changes)) {
            const text = value === undefined ? '' : String(value);
            if (text === defaults[key]) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, defaultSort],
  );

  // A new search, filter, order or page size starts again at the first page.
  const actions = useMemo(
    () => ({
      setQ: (q: string) => update({ q, page: 1 }, { replace: true }),
      setStatus: (status: number | undefined) => update({ status, page: 1 }),
      setSort: (sort: string) => update({ sort, page: 1 }),
      setPage: (page: number) => update({ page }),
      // A page past the end replaced by the last one with rows: no history entry to come back to.
      replacePage: (page: number) => update({ page }, { replace: true }),
      setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
    }),
    [update],
  );

  return { params, ...actions };
}

export type ListParamsControl = ReturnType<typeof useListParams>;
