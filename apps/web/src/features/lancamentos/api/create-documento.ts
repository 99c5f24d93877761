import type { Documento, DocumentoCreateInput } from '@gdo/domain/rdo-rda';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';
import { apiRequest } from '@/lib/api-client';

type CreateDocumento = { tipo: TipoDocumento; data: DocumentoCreateInput };

export function createDocumento({ tipo, data }: CreateDocumento): Promise<Documento> {
  return apiRequest<Documento>(`/api/${tipo}/create`, { method: 'POST', body: data });
}

/** After a document is created or changed: its lists and the dashboard, which reads its figures. */
export function refreshDocumentos(queryClient: QueryClient, tipo: TipoDocumento) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentoKeys.lists(tipo) }),
    queryClient.invalidateQueries({ queryKey: painelKeys.all }),
  ]);
}

export function useCreateDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumento,
    onSuccess: (_documento, { tipo }) => refreshDocumentos(queryClient, tipo),
  });
}
