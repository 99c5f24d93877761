import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';
import { createQueryClient } from '@/lib/query-client';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { useFluxoDeCaixa } from './fluxo-de-caixa';
import { useContas } from './list-contas';
import { useEstornar } from './pagamentos';

const get = async (path: string) => (await fetch(path)).json();

// What the other screens of the session hold while the clerk reverses a payment: the fluxo de
// caixa, Contas a pagar, the contract the entry is charged to and the obra's RDO list.
function useTelas() {
  useFluxoDeCaixa({ de: '2026-11-01', ate: '2026-11-30', agrupamento: 'mes' });
  useContas({});
  useQuery({ queryKey: contratoKeys.detail(5), queryFn: () => get('/api/contratos/get/5') });
  useQuery({ queryKey: documentoKeys.list('rdo', {}), queryFn: () => get('/api/rdo/list') });
  return useEstornar();
}

const vezes = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).length;

describe('payments refresh every money figure', () => {
  it('an estorno asks again for the fluxo de caixa, the payables, the contract and the RDO list', async () => {
    const calls = stubFetch(({ path }) => {
      if (path === '/api/financeiro/pagamentos/estornar/9') return { body: { id: 9 } };
      if (path === '/api/financeiro/contas-a-pagar') return { body: [], headers: { 'X-Total-Count': '0' } };
      return { body: {} };
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useTelas, { wrapper });
    const lidas = [
      '/api/financeiro/fluxo-de-caixa',
      '/api/financeiro/contas-a-pagar',
      '/api/contratos/get/5',
      '/api/rdo/list',
    ];
    await waitFor(() => {
      for (const path of lidas) expect(vezes(calls, path)).toBe(1);
    });

    await act(() => result.current.mutateAsync(9));

    await waitFor(() => {
      for (const path of lidas) expect([path, vezes(calls, path)]).toEqual([path, 2]);
    });
  });
});
