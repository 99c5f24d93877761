import type { Documento } from '@gdo/domain/rdo-rda';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshDocumentos } from '@/features/lancamentos/api/create-documento';
import { apiRequest } from '@/lib/api-client';

type VincularOrcamento = { tipo: TipoDocumento; documento: Documento; orcamento: number };

// POST /api/{tipo}/edit (spec §7, the id in the body): the budget an RDO or RDA follows, sent with
// the versao read, so a document someone changed meanwhile is refused (409) instead of overwritten.
export function vincularOrcamento({ tipo, documento, orcamento }: VincularOrcamento): Promise<Documento> {
  const { id, obra, status, versao } = documento;
  return apiRequest<Documento>(`/api/${tipo}/edit`, {
    method: 'POST',
    body: { id, obra, status, versao, orcamento },
  });
}

export function useVincularOrcamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: vincularOrcamento,
    onSuccess: (_documento, { tipo }) => refreshDocumentos(queryClient, tipo),
  });
}
