import type { DiarioCreateInput, DiarioEditInput } from '@gdo/domain/diario';
import type { Diario } from '@gdo/domain/diario-response';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';
import { diarioKeys } from './keys';

// After a write the report, the obra's lists and strip and the chain's verification may all change,
// and so may the dashboard's line of the obra's diário (last report, working days without one).
function afterWrite(queryClient: QueryClient, diario?: Diario) {
  if (diario) queryClient.setQueryData(diarioKeys.detail(diario.id), diario);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: diarioKeys.all }),
    queryClient.invalidateQueries({ queryKey: painelKeys.all }),
  ]);
}

export function createDiario(data: DiarioCreateInput): Promise<Diario> {
  return apiRequest<Diario>('/api/diarios/create', { method: 'POST', body: data });
}

export function editDiario({ id, data }: { id: number; data: DiarioEditInput }): Promise<Diario> {
  return apiRequest<Diario>(`/api/diarios/edit/${id}`, { method: 'PUT', body: data });
}

export function useCreateDiario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiario, onSuccess: (diario) => afterWrite(queryClient, diario) });
}

export function useEditDiario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDiario,
    onSuccess: (diario) => afterWrite(queryClient, diario),
    onError: refetchWhenStale(queryClient, diarioKeys.all),
  });
}

export function assinarDiario({ id, versao }: { id: number; versao: number }): Promise<Diario> {
  return apiRequest<Diario>(`/api/diarios/assinar/${id}`, { method: 'POST', body: { versao } });
}

export function useAssinarDiario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assinarDiario, onSuccess: (diario) => afterWrite(queryClient, diario) });
}

export function retificarDiario({ id, texto }: { id: number; texto: string }): Promise<Diario> {
  return apiRequest<Diario>(`/api/diarios/retificar/${id}`, { method: 'POST', body: { texto } });
}

export function useRetificarDiario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retificarDiario, onSuccess: (diario) => afterWrite(queryClient, diario) });
}

export function deleteDiario(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/diarios/delete/${id}`, { method: 'DELETE' });
}

export function useDeleteDiario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiario,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: diarioKeys.detail(id) });
      return afterWrite(queryClient);
    },
  });
}
