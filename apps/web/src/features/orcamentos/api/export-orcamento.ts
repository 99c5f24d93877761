import type { ExportFormat } from '@gdo/domain/export-format';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

// The server renders the document (the same numbers everywhere); the browser saves it.
export async function exportOrcamento({ id, format }: { id: number; format: ExportFormat }): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/orcamentos/export/${id}/${format}`);
  saveFile(blob, filename ?? `orcamento-${id}.${format}`);
}

export function useExportOrcamento() {
  return useMutation({ mutationFn: exportOrcamento });
}
