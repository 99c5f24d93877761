import { isIsoDate } from '@gdo/domain/date';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const DIARIOS_POR_PAGINA = 10;

// The report list's period (?de=&ate=, aaaa-mm-dd, inclusive) and page (?page=) live in the
// address: a link or a reload shows the same reports. Changing the period goes back to page 1.
export function usePeriodoDiario() {
  const [searchParams, setSearchParams] = useSearchParams();
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  const page = Number(searchParams.get('page'));
  const set = useCallback(
    (changes: { de?: string; ate?: string; page?: number }) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, String(value));
            else next.delete(name);
          }
          if (!('page' in changes) || changes.page === 1) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return {
    de: day('de'),
    ate: day('ate'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    set,
  };
}

export type PeriodoDiario = ReturnType<typeof usePeriodoDiario>;
