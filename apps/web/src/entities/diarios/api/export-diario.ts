import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

// The PDF of one report (header, tables, photos, signature block with its hash).
export async function exportDiarioPdf({ id, numero }: { id: number; numero: number }) {
  const { blob, filename } = await apiDownload(`/api/diarios/export/${id}/pdf`);
  saveFile(blob, filename ?? `diario-de-obra-${numero}.pdf`);
}

export function useExportDiarioPdf() {
  return useMutation({ mutationFn: exportDiarioPdf });
}
