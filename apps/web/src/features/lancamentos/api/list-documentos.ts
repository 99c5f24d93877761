import type { Documento } from '@gdo/domain/rdo-rda';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

export const DOCUMENTOS_DEFAULT_SORT = 'obra_nome';

type DocumentoParams = ListParams & { obra?: number };

// GET /api/{rdo|rda}/list: every document of the type, or with ?obra= the obra's one (or none).
export function listDocumentosQueryOptions(tipo: TipoDocumento, params: DocumentoParams) {
  return queryOptions({
    queryKey: documentoKeys.list(tipo, params),
    queryFn: ({ signal }) => listRequest<Documento>(`/api/${tipo}/list`, params, signal),
    placeholderData: keepPreviousData,
  });
}

// The obra's RDO or RDA, null when it has none yet.
export function useDocumentoDaObra(tipo: TipoDocumento, obra: number) {
  return useQuery({
    ...listDocumentosQueryOptions(tipo, { obra }),
    placeholderData: undefined,
    select: (page) => page.rows[0] ?? null,
  });
}
