import type { ExportFormat } from '@gdo/domain/export-format';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';
import { saveFile } from '@/lib/save-file';

type ExportPeriodo = { obra: number; format: ExportFormat; de?: string; ate?: string };

// The obra's reports of a period as the server renders them: a PDF (every report, photos and
// signatures) or an XLSX (one row per report with the day's totals).
export async function exportPeriodo({ obra, format, de, ate }: ExportPeriodo) {
  const { blob, filename } = await apiDownload(
    `/api/diarios/export/obra/${obra}/${format}${listQueryString({ de, ate })}`,
  );
  saveFile(blob, filename ?? `diario-de-obra-${obra}.${format}`);
}

export function useExportPeriodo() {
  return useMutation({ mutationFn: exportPeriodo });
}
