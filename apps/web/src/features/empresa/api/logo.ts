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

/** The kept logo as a Blob, for the preview (the token travels in a header, not in an img's URL). */
export function useLogo(enabled: boolean) {
  return useQuery({
    queryKey: empresaKeys.logo(),
    queryFn: async () => (await apiDownload('/api/empresa/logo')).blob,
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
