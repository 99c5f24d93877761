import type { DiarioCreateInput } from '@gdo/domain/diario';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { createQueryClient } from '@/lib/query-client';
import { DIARIO_RASCUNHO } from '../../../../test/diario-fixtures';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { useCreateDiario, useDeleteDiario } from './save-diario';

const get = async (path: string) => (await fetch(path)).json();

// The dashboard shows each obra's last report and its working days without one (decision 072):
// a report created or removed elsewhere in the session must not leave it as it was.
function useTelas() {
  useQuery({ queryKey: painelKeys.obras({}), queryFn: () => get('/api/dashboard/obras') });
  return { criar: useCreateDiario(), excluir: useDeleteDiario() };
}

const vezes = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/dashboard/obras').length;

describe('a diário write', () => {
  it('refreshes the dashboard after a report is created and after one is removed', async () => {
    const calls = stubFetch(({ path }) => {
      if (path === '/api/diarios/create') return { body: DIARIO_RASCUNHO };
      if (path === '/api/diarios/delete/1') return { body: { message: 'Rascunho excluído.' } };
      return { body: {} };
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useTelas, { wrapper });
    await waitFor(() => expect(vezes(calls)).toBe(1));

    await act(() => result.current.criar.mutateAsync({} as DiarioCreateInput));
    await waitFor(() => expect(vezes(calls)).toBe(2));

    await act(() => result.current.excluir.mutateAsync(1));
    await waitFor(() => expect(vezes(calls)).toBe(3));
  });
});
