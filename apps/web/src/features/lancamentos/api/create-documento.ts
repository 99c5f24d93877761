import type { Documento, DocumentoCreateInput, TipoDocumento } from '@gdo/domain/rdo-rda';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type CreateDocumento = { tipo: TipoDocumento; data: DocumentoCreateInput };

export function createDocumento({ tipo, data }: CreateDocumento): Promise<Documento> {
  return apiRequest<Documento>(`/api/${tipo}/create`, { method: 'POST', body: data });
}

export function useCreateDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumento,
    onSuccess: (_documento, { tipo }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [tipo, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['painel'] }),
      ]),
  });
}
