import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { diaDoEndereco, fimPedido } from '@/lib/periodo';
import { inteiroDoEndereco, withSearchParams } from '@/lib/search-params';

export const DIARIOS_POR_PAGINA = 10;

// The report list's period (?de=&ate=, aaaa-mm-dd, inclusive) and page (?page=) live in the
// address: a link or a reload shows the same reports. Changing the period goes back to page 1.
export function usePeriodoDiario() {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = useCallback(
    (changes: { de?: string; ate?: string; page?: number }) =>
      // A new period starts on its first page; page 1 is the address without it.
      setSearchParams(
        (current) =>
          withSearchParams(current, { ...changes, page: changes.page === 1 ? undefined : changes.page }),
        { replace: true },
      ),
    [setSearchParams],
  );
  return { ...periodoDe(searchParams), set };
}

/** The period and page an address names. */
export function periodoDe(searchParams: URLSearchParams): { de: string; ate: string; page: number } {
  return {
    de: diaDoEndereco(searchParams.get('de')),
    ate: diaDoEndereco(searchParams.get('ate')),
    page: inteiroDoEndereco(searchParams.get('page')) ?? 1,
  };
}

/** What the report list asks for in a period: an end before the start is left out. */
export function listaDoPeriodo({ de, ate, page }: Pick<PeriodoDiario, 'de' | 'ate' | 'page'>) {
  return {
    de: de || undefined,
    ate: fimPedido(de, ate),
    page,
    pageSize: DIARIOS_POR_PAGINA,
  };
}

export type PeriodoDiario = ReturnType<typeof usePeriodoDiario>;
