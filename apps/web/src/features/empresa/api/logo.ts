import type { EmpresaConfiguracao } from '@gdo/domain/empresa';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { empresaKeys } from './empresa-keys';

export function enviarLogo(arquivo: File): Promise<EmpresaConfiguracao> {
  const form = new FormData();
  form.append('arquivo', arquivo);
  return apiRequest<EmpresaConfiguracao>('/api/empresa/logo', { method: 'PUT', body: form });
}

export function removerLogo(): Promise<EmpresaConfiguracao> {
  return apiRequest<EmpresaConfiguracao>('/api/empresa/logo', { method: 'DELETE' });
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The kept logo as a data: URL, for the preview: the token travels in a header, not in an img's
 * URL, and the page's CSP allows images from the app and data: only (not blob:).
 */
export function useLogo(enabled: boolean) {
  return useQuery({
    queryKey: empresaKeys.logo(),
    queryFn: async () => dataUrl((await apiDownload('/api/empresa/logo')).blob),
    enabled,
  });
}

export function useLogoMutation(action: 'enviar' | 'remover') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arquivo?: File) => (action === 'enviar' && arquivo ? enviarLogo(arquivo) : removerLogo()),
    onSuccess: (saved) => {
      queryClient.setQueryData(empresaKeys.configuracao(), saved);
      return queryClient.invalidateQueries({ queryKey: empresaKeys.logo() });
    },
  });
}
