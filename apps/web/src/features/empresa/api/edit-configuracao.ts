import type { EmpresaConfiguracao, EmpresaConfiguracaoEdit } from '@gdo/domain/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { empresaKeys } from './empresa-keys';
import type { EmpresaRecord } from './get-configuracao';

export function editConfiguracao(data: EmpresaConfiguracaoEdit): Promise<EmpresaConfiguracao> {
  return apiRequest<EmpresaConfiguracao>('/api/empresa/configuracoes', { method: 'PUT', body: data });
}

// The form's create and edit are the same call: the firm's record always exists.
export function useEditConfiguracao() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: editConfiguracao,
    onSuccess: (saved) => queryClient.setQueryData(empresaKeys.configuracao(), saved),
  });
  const mutateAsync = async (data: EmpresaConfiguracaoEdit): Promise<EmpresaRecord> => ({
    ...(await save.mutateAsync(data)),
    id: 0,
    versao: 0,
  });
  return { isPending: save.isPending, mutateAsync };
}
