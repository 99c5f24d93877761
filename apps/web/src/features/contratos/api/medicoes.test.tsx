import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contasKeys, fluxoKeys } from '@/entities/pagamentos/api/pagamento-keys';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';
import { createQueryClient } from '@/lib/query-client';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { useAprovarMedicao } from './medicoes';

const get = async (path: string) => (await fetch(path)).json();

// Approving a medição creates its payable in the obra's RDO: Contas a pagar, the fluxo de caixa
// (em aberto by due date) and the RDO list's totals, held by other screens, must ask again.
function useTelas() {
  useQuery({ queryKey: contasKeys.list({}), queryFn: () => get('/api/financeiro/contas-a-pagar') });
  useQuery({ queryKey: fluxoKeys.periodo({}), queryFn: () => get('/api/financeiro/fluxo-de-caixa') });
  useQuery({ queryKey: documentoKeys.list('rdo', {}), queryFn: () => get('/api/rdo/list') });
  return useAprovarMedicao();
}

const vezes = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).length;

describe('approving a medição', () => {
  it('refreshes Contas a pagar, the fluxo de caixa and the RDO list', async () => {
    const calls = stubFetch(({ path }) => ({ body: path.includes('aprovar') ? { id: 4 } : {} }));
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useTelas, { wrapper });
    const lidas = ['/api/financeiro/contas-a-pagar', '/api/financeiro/fluxo-de-caixa', '/api/rdo/list'];
    await waitFor(() => {
      for (const path of lidas) expect(vezes(calls, path)).toBe(1);
    });

    await act(() => result.current.mutateAsync(4));

    await waitFor(() => {
      for (const path of lidas) expect([path, vezes(calls, path)]).toEqual([path, 2]);
    });
  });
});
