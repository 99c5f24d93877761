import type { ExportFormat } from '@gdo/domain/export-format';
import type { FluxoDeCaixa } from '@gdo/domain/fluxo-de-caixa';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fluxoKeys } from '@/entities/pagamentos/api/pagamento-keys';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';
import { saveFile } from '@/lib/save-file';

// The screen's filters, as GET /api/financeiro/fluxo-de-caixa takes them (decision 111).
export type FluxoFiltros = { obra?: number; de: string; ate: string; agrupamento: 'semana' | 'mes' };

// `enabled` false: not asked (an end before the start, which the field explains).
export function useFluxoDeCaixa(filtros: FluxoFiltros, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: fluxoKeys.periodo(filtros),
    queryFn: ({ signal }) =>
      apiRequest<FluxoDeCaixa>(`/api/financeiro/fluxo-de-caixa${listQueryString(filtros)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The PDF or XLSX of what the screen shows (the export pool on the server). */
export function useExportFluxo() {
  return useMutation({
    mutationFn: async ({ format, filtros }: { format: ExportFormat; filtros: FluxoFiltros }) => {
      const { blob, filename } = await apiDownload(
        `/api/financeiro/fluxo-de-caixa/export/${format}${listQueryString(filtros)}`,
      );
      saveFile(blob, filename ?? `fluxo-de-caixa.${format}`);
    },
  });
}
