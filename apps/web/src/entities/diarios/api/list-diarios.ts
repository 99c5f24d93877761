import type { Diario } from '@gdo/domain/diario-response';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRequest } from '@/lib/list-request';
import { diarioKeys } from './keys';

// The period (de, ate: aaaa-mm-dd, inclusive) and the page of an obra's reports, newest first.
export type DiarioListParams = { de?: string; ate?: string; page: number; pageSize: number };

// GET /api/diarios/list/obra/{id}: one page and the total (X-Total-Count); each report with its
// photos' signed thumbnail links.
export const diariosDaObraQueryOptions = (obra: number, params: DiarioListParams) =>
  queryOptions({
    queryKey: diarioKeys.listOfObra(obra, params),
    queryFn: ({ signal }) => listRequest<Diario>(`/api/diarios/list/obra/${obra}`, params, signal),
    placeholderData: keepPreviousData,
  });

export function useDiariosDaObra(obra: number, params: DiarioListParams) {
  return useQuery(diariosDaObraQueryOptions(obra, params));
}
