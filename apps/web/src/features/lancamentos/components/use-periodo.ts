import { isIsoDate } from '@gdo/domain/date';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The period (?de=&ate=, aaaa-mm-dd) lives in the URL beside the list's search and page.
export function usePeriodo() {
  const [searchParams, setSearchParams] = useSearchParams();
  const read = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  const set = useCallback(
    (name: 'de' | 'ate', value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { de: read('de'), ate: read('ate'), set };
}
