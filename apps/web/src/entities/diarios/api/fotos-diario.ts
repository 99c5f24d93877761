import type { Foto } from '@gdo/domain/diario-foto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { diarioKeys } from './keys';

export type FotoEnvio = {
  diarioId: number;
  arquivo: Blob;
  /** The file's name, as picked (a photo kept in the browser is a Blob without one). */
  nome: string;
  legenda: string;
  etapa: number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

// One photo, as multipart (arquivo, legenda, etapa), with the upload's progress.
export function enviarFoto({ diarioId, arquivo, nome, legenda, etapa, onProgress, signal }: FotoEnvio) {
  const form = new FormData();
  form.append('legenda', legenda);
  if (etapa !== null) form.append('etapa', String(etapa));
  form.append('arquivo', arquivo, nome);
  return apiUpload<Foto>(`/api/diarios/fotos/${diarioId}`, form, { onProgress, signal });
}

export function excluirFoto(fotoId: number): Promise<{ message: string }> {
  return apiRequest(`/api/diarios/fotos/${fotoId}`, { method: 'DELETE' });
}

// After a photo is added or removed the report (its photos) and the obra's lists change.
export function useRefreshDiario() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: diarioKeys.all }), [queryClient]);
}
