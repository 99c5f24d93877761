import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lancamentoKeys } from '@/entities/lancamentos/api/lancamento-keys';
import { apiRequest } from '@/lib/api-client';

export function lancamentoQueryOptions(tipo: TipoDocumento, id: number) {
  return queryOptions({
    queryKey: lancamentoKeys.detail(tipo, id),
    queryFn: ({ signal }) => apiRequest<Lancamento>(`/api/${tipo}/lancamentos/get/${id}`, { signal }),
  });
}

// Idle without an id: the form then creates.
export function useLancamento(tipo: TipoDocumento, id: number | undefined) {
  return useQuery({ ...lancamentoQueryOptions(tipo, id ?? 0), enabled: id !== undefined });
}
