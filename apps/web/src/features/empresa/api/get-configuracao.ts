import type { EmpresaConfiguracao } from '@gdo/domain/empresa';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { empresaKeys } from './empresa-keys';

// The generic form edits a record with an id and a versao; the firm's data has neither (one
// record, last write wins, decision 102): 0 stands for both, and the API ignores them.
export type EmpresaRecord = EmpresaConfiguracao & { id: number; versao: number };

export function getConfiguracao(): Promise<EmpresaConfiguracao> {
  return apiRequest<EmpresaConfiguracao>('/api/empresa/configuracoes');
}

export function useConfiguracao() {
  return useQuery({
    queryKey: empresaKeys.configuracao(),
    queryFn: getConfiguracao,
    select: (configuracao): EmpresaRecord => ({ ...configuracao, id: 0, versao: 0 }),
  });
}
