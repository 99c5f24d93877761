import { ESTADOS_LANCAMENTO, type EstadoLancamento } from '@gdo/domain/lancamento-estado';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { LancamentoFilters } from '@/features/lancamentos/api/list-lancamentos';
import type { TableParams } from '@/lib/list-request';
import { diaDoEndereco, fimAntesDoInicio, fimPedido } from '@/lib/periodo';
import { withSearchParams } from '@/lib/search-params';

export type FiltroLancamento = 'de' | 'ate' | 'vencimento_de' | 'vencimento_ate' | 'estado';

const isEstado = (value: string): value is EstadoLancamento =>
  (ESTADOS_LANCAMENTO as readonly string[]).includes(value);

// The list's own filters live in the URL beside its search and page: the period of
// data_lancamento (?de=&ate=), the due-date period (?vencimento_de=&vencimento_ate=, aaaa-mm-dd)
// and the state (?estado=pago|em_aberto|vencido). Changing one goes back to the first page.
// The screen reads them once and hands them to its filters' row.
export function usePeriodo() {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = useCallback(
    (name: FiltroLancamento, value: string) =>
      setSearchParams((current) => withSearchParams(current, { [name]: value, page: undefined }), {
        replace: true,
      }),
    [setSearchParams],
  );
  return { filtros: periodoDoLancamentoDe(searchParams), set };
}

/** The entries' own filters an address names (blank: none). */
export function periodoDoLancamentoDe(searchParams: URLSearchParams) {
  const day = (name: string) => diaDoEndereco(searchParams.get(name));
  const estado = searchParams.get('estado') ?? '';
  return {
    de: day('de'),
    ate: day('ate'),
    vencimento_de: day('vencimento_de'),
    vencimento_ate: day('vencimento_ate'),
    estado: isEstado(estado) ? estado : '',
  };
}

/**
 * What the entries' list asks for: the list's search, order and page, and the entries' filters (an
 * end before its start left out).
 */
export function lancamentoFilters(
  { q, sort, page, pageSize }: TableParams,
  periodo: ReturnType<typeof periodoDoLancamentoDe>,
): LancamentoFilters {
  return {
    q,
    sort,
    page,
    pageSize,
    ...periodo,
    ate: fimPedido(periodo.de, periodo.ate),
    vencimento_ate: fimPedido(periodo.vencimento_de, periodo.vencimento_ate),
  };
}

type FiltrosDoLancamento = ReturnType<typeof periodoDoLancamentoDe>;
export type PeriodoControl = ReturnType<typeof usePeriodo>;

/** How many of the entries' own filters are in use (the search aside). */
export const filtrosEmUso = (filtros: FiltrosDoLancamento): number =>
  Object.values(filtros).filter((value) => value !== '').length;

/** A period of the filters that ends before it starts: said under its field, and ignored. */
export const periodoInvalido = (filtros: FiltrosDoLancamento): boolean =>
  fimAntesDoInicio(filtros.de, filtros.ate) ||
  fimAntesDoInicio(filtros.vencimento_de, filtros.vencimento_ate);
