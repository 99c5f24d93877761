import type { FluxoDeCaixa } from '@gdo/domain/fluxo-de-caixa';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';

// The screen's filters, as GET /api/financeiro/fluxo-de-caixa takes them (decision 111).
export type FluxoFiltros = { obra?: number; de: string; ate: string; agrupamento: 'semana' | 'mes' };

export function useFluxoDeCaixa(filtros: FluxoFiltros) {
  return useQuery({
    queryKey: ['financeiro', 'fluxo-de-caixa', filtros],
    queryFn: ({ signal }) =>
      apiRequest<FluxoDeCaixa>(`/api/financeiro/fluxo-de-caixa${listQueryString(filtros)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
