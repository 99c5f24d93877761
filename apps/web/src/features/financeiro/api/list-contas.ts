import type { ContaAPagar, ContasAPagarResumo } from '@gdo/domain/pagamento';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contasKeys } from '@/entities/pagamentos/api/pagamento-keys';
import { apiRequest } from '@/lib/api-client';
import { listQueryString, listRequest } from '@/lib/list-request';

export const CONTAS_DEFAULT_SORT = 'data_vencimento';

// The screen's filters, as GET /api/financeiro/contas-a-pagar takes them (blank: no filter).
export type ContasFiltros = {
  q?: string;
  grupo?: string;
  obra?: number;
  fornecedor?: number;
  documento?: string;
  de?: string;
  ate?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
};

export const contasQueryOptions = (filtros: ContasFiltros) =>
  queryOptions({
    queryKey: contasKeys.list(filtros),
    queryFn: async ({ signal }) => {
      const page = await listRequest<ContaAPagar>('/api/financeiro/contas-a-pagar', filtros, signal);
      return { ...page, rows: page.rows.map((row) => ({ ...row, id: row.lancamento })) };
    },
    placeholderData: keepPreviousData,
  });

export function useContas(filtros: ContasFiltros) {
  return useQuery(contasQueryOptions(filtros));
}

/** The filters of the totals per group: the list's, but the group, the order and the page. */
export type ResumoFiltros = Omit<ContasFiltros, 'grupo' | 'sort' | 'page' | 'pageSize'>;

/** The totals per group with the same filters but the group itself: every group's card shows its sum. */
export const resumoContasQueryOptions = (filtros: ResumoFiltros) =>
  queryOptions({
    queryKey: contasKeys.resumo(filtros),
    queryFn: ({ signal }) =>
      apiRequest<ContasAPagarResumo>(`/api/financeiro/contas-a-pagar/resumo${listQueryString(filtros)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useResumoContas(filtros: ResumoFiltros) {
  return useQuery(resumoContasQueryOptions(filtros));
}
