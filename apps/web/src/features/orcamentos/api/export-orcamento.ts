import type { ExportFormat } from '@gdo/domain/export-format';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The internal files (PDF, XLSX) and the client's proposal (a PDF at sale prices, decision 103). */
export type OrcamentoExport = ExportFormat | 'proposta';

// The server renders the document (the same numbers everywhere); the browser saves it.
// The proposal's `validade` (aaaa-mm-dd) is its last valid day; without it the server prints 30 days on.
export async function exportOrcamento({
  id,
  format,
  validade,
}: {
  id: number;
  format: OrcamentoExport;
  validade?: string;
}): Promise<void> {
  const query = format === 'proposta' && validade ? `?${new URLSearchParams({ validade })}` : '';
  const { blob, filename } = await apiDownload(`/api/orcamentos/export/${id}/${format}${query}`);
  const fallback = format === 'proposta' ? `proposta-${id}.pdf` : `orcamento-${id}.${format}`;
  saveFile(blob, filename ?? fallback);
}

export function useExportOrcamento() {
  return useMutation({ mutationFn: exportOrcamento });
}
