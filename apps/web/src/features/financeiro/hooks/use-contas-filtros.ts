import { isTipoDocumento } from '@gdo/domain/tipo-documento';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listParamsDe } from '@/components/data-table/use-list-params';
import { INITIAL_PAGE_SIZE } from '@/lib/list-request';
import { diaOpcionalDoEndereco, fimPedido } from '@/lib/periodo';
import { inteiroDoEndereco } from '@/lib/search-params';
import { CONTAS_DEFAULT_SORT, type ContasFiltros, type ResumoFiltros } from '../api/list-contas';

const text = (value: string | null) => value || undefined;
// A book that is neither RDO nor RDA (?documento=xyz).
const documento = (value: string | null) => {
  const tipo = value ?? undefined;
  return isTipoDocumento(tipo) ? tipo : undefined;
};

/** The list's filters an address names, and those of its totals per group. */
export function contasFiltrosDe(params: URLSearchParams) {
  const { sort, page, pageSize } = listParamsDe(params, CONTAS_DEFAULT_SORT);
  const filtros: Required<Pick<ContasFiltros, 'sort' | 'page' | 'pageSize'>> & ContasFiltros = {
    q: text(params.get('q')),
    grupo: text(params.get('grupo')),
    obra: inteiroDoEndereco(params.get('obra')),
    fornecedor: inteiroDoEndereco(params.get('fornecedor')),
    documento: documento(params.get('documento')),
    // A due date that is no calendar day (?de=abc) is absent: not counted, not asked for.
    de: diaOpcionalDoEndereco(params.get('de')),
    ate: diaOpcionalDoEndereco(params.get('ate')),
    sort,
    page,
    pageSize,
  };
  // What the list and its totals ask for: a due date "até" before "de" is left out.
  const pedido = { ...filtros, ate: fimPedido(filtros.de, filtros.ate) };
  const { sort: _s, page: _p, pageSize: _ps, grupo: _g, ...resumo } = pedido;
  return { filtros, pedido, resumo: resumo satisfies ResumoFiltros };
}

/** How many of the filters beside the search are in use (the group and the order are not counted). */
export const filtrosEmUso = (filtros: ContasFiltros): number =>
  [filtros.obra, filtros.fornecedor, filtros.documento, filtros.de, filtros.ate].filter(
    (value) => value !== undefined,
  ).length;

// The filters of Contas a pagar live in the address (?grupo=&obra=&fornecedor=&documento=&de=&ate=
// &q=&sort=&page=&pageSize=): a reload, a shared link and the back button show the same payables.
// A new filter starts again at the first page; defaults stay out of the address.
export function useContasFiltros() {
  const [params, setParams] = useSearchParams();
  const { filtros, pedido, resumo } = useMemo(() => contasFiltrosDe(params), [params]);

  const update = useCallback(
    (changes: Partial<Record<keyof ContasFiltros, string | number | undefined>>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const defaults: Record<string, string> = {
            sort: CONTAS_DEFAULT_SORT,
            page: '1',
            pageSize: String(INITIAL_PAGE_SIZE),
          };
          const withPage = 'page' in changes ? changes : { ...changes, page: 1 };
          for (const [key, value] of Object.entries(withPage)) {
            const v = value === undefined ? '' : String(value);
            if (v === '' || v === defaults[key]) next.delete(key);
            else next.set(key, v);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return { filtros, pedido, resumo, update };
}

export type ContasFiltrosControl = ReturnType<typeof useContasFiltros>;
