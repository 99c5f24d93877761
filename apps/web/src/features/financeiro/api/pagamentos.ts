import type { ExportFormat } from '@gdo/domain/export-format';
import type { FormaPagamento, Pagamento } from '@gdo/domain/pagamento';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateDinheiro } from '@/entities/pagamentos/api/invalidate-dinheiro';
import { pagamentoKeys } from '@/entities/pagamentos/api/pagamento-keys';
import { apiDownload, apiRequest, apiUpload } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';
import { saveFile } from '@/lib/save-file';
import type { ContasFiltros } from './list-contas';

// The payments of Contas a pagar: one, a batch, an estorno and a comprovante. Each changes every
// money figure (the payables, the entries' books, the contracts, the dashboard, the fluxo de
// caixa), so all of them are refreshed.

export type PagamentoInput = {
  lancamento: number;
  data: string;
  valor: string;
  juros?: string;
  desconto?: string;
  forma: FormaPagamento;
  observacao?: string;
};

export function usePagamentos(lancamento: number | null) {
  return useQuery({
    queryKey: pagamentoKeys.doLancamento(lancamento ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<Pagamento[]>(`/api/financeiro/pagamentos/list/lancamento/${lancamento}`, { signal }),
    enabled: lancamento !== null,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => invalidateDinheiro(client);
}

export function useCriarPagamento() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PagamentoInput) =>
      apiRequest<Pagamento>('/api/financeiro/pagamentos/create', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function usePagarLote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { lancamentos: number[]; data: string; forma: FormaPagamento }) =>
      apiRequest<Pagamento[]>('/api/financeiro/pagamentos/lote', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useEstornar() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Pagamento>(`/api/financeiro/pagamentos/estornar/${id}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** The comprovante's file, with the fraction sent so the modal shows progress. */
export function useEnviarComprovante() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      arquivo,
      onProgress,
    }: {
      id: number;
      arquivo: File;
      onProgress: (f: number) => void;
    }) => {
      const form = new FormData();
      form.append('arquivo', arquivo);
      return apiUpload<Pagamento>(`/api/financeiro/pagamentos/comprovante/${id}`, form, { onProgress });
    },
    onSuccess: refresh,
  });
}

export function useExportContas() {
  return useMutation({
    mutationFn: async ({ format, filtros }: { format: ExportFormat; filtros: ContasFiltros }) => {
      const { page: _page, pageSize: _pageSize, ...semPagina } = filtros;
      const path = `/api/financeiro/contas-a-pagar/export/${format}${listQueryString(semPagina)}`;
      const { blob, filename } = await apiDownload(path);
      saveFile(blob, filename ?? `contas-a-pagar.${format}`);
    },
  });
}
