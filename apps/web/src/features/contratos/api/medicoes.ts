import type { ContratoItem } from '@gdo/domain/contrato-itens';
import type { Aditivo, AditivoCreateInput, Medicao } from '@gdo/domain/medicao';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { invalidateDinheiro } from '@/entities/pagamentos/api/invalidate-dinheiro';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

// The calls of a contract's page (issue 14, decisions 130–133): its itens, aditivos and medições,
// and what changes them. Every change refreshes the contract (its figures) and, since approving
// or releasing makes payables, every money figure (Contas a pagar, the RDO, the dashboard, the
// fluxo de caixa).

const sub = (id: number, what: 'itens' | 'aditivos' | 'medicoes') =>
  [...contratoKeys.detail(id), what] as const;

export const useItensDoContrato = (id: number) =>
  useQuery({
    queryKey: sub(id, 'itens'),
    queryFn: ({ signal }) => apiRequest<ContratoItem[]>(`/api/contratos/itens/list/${id}`, { signal }),
  });

export const useAditivos = (id: number) =>
  useQuery({
    queryKey: sub(id, 'aditivos'),
    queryFn: ({ signal }) => apiRequest<Aditivo[]>(`/api/contratos/aditivos/list/${id}`, { signal }),
  });

export const useMedicoes = (id: number) =>
  useQuery({
    queryKey: sub(id, 'medicoes'),
    queryFn: ({ signal }) => apiRequest<Medicao[]>(`/api/contratos/medicoes/list/${id}`, { signal }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => invalidateDinheiro(queryClient);
}

export type NovaMedicao = {
  contrato: number;
  periodo_de: string;
  periodo_ate: string;
  itens?: { item: number; quantidade: string }[];
  percentual?: string;
};

export function useCreateMedicao() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: NovaMedicao) =>
      apiRequest<Medicao>('/api/contratos/medicoes/create', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useEditMedicao() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NovaMedicao & { versao: number } }) =>
      apiRequest<Medicao>(`/api/contratos/medicoes/edit/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useAprovarMedicao() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Medicao>(`/api/contratos/medicoes/aprovar/${id}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** Deletes a rascunho, the contract's last medição (decision 172); answers the server's message. */
export function useExcluirMedicao() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/api/contratos/medicoes/delete/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useCreateAditivo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AditivoCreateInput) =>
      apiRequest<Aditivo>('/api/contratos/aditivos/create', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useLiberarRetencao() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (contrato: number) =>
      apiRequest(`/api/contratos/retencao/liberar/${contrato}`, { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

export function useBoletimPdf() {
  return useMutation({
    mutationFn: async (medicao: Medicao) => {
      const { blob, filename } = await apiDownload(`/api/contratos/medicoes/export/${medicao.id}/pdf`);
      saveFile(blob, filename ?? `boletim-de-medicao-${medicao.numero}.pdf`);
    },
  });
}
