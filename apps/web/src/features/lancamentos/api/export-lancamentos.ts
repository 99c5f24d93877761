import type { ExportFormat } from '@gdo/domain/export-format';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';
import { saveFile } from '@/lib/save-file';
import type { LancamentoFilters } from './list-lancamentos';

type ExportLancamentos = {
  tipo: TipoDocumento;
  obra: number;
  format: ExportFormat;
  // The list's filters without its page: the file holds every filtered entry.
  filters: Omit<LancamentoFilters, 'page' | 'pageSize'>;
};

export async function exportLancamentos({ tipo, obra, format, filters }: ExportLancamentos) {
  const path = `/api/${tipo}/lancamentos/export/obra/${obra}/${format}${listQueryString(filters)}`;
  const { blob, filename } = await apiDownload(path);
  saveFile(blob, filename ?? `lancamentos-${tipo}-${obra}.${format}`);
}

export function useExportLancamentos() {
  return useMutation({ mutationFn: exportLancamentos });
}
