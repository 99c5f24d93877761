import { addDays } from '@gdo/domain/date';
import type { Diario } from '@gdo/domain/diario-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';

// The obra's latest report before `data` (the list is newest first), or null when there is none:
// "Copiar do dia anterior" fills the form's efetivo and equipamentos from it (decision 075).
export async function getDiarioAnterior(obra: number, data: string): Promise<Diario | null> {
  const query = listQueryString({ ate: addDays(data, -1), page: 1, pageSize: 1 });
  const [anterior] = await apiRequest<Diario[]>(`/api/diarios/list/obra/${obra}${query}`);
  return anterior ?? null;
}

export function useDiarioAnterior() {
  return useMutation({
    mutationFn: ({ obra, data }: { obra: number; data: string }) => getDiarioAnterior(obra, data),
  });
}
