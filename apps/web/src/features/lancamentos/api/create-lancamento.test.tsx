import type { LancamentoCreateInput } from '@gdo/domain/lancamento';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contasKeys, fluxoKeys } from '@/entities/pagamentos/api/pagamento-keys';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';
import { createQueryClient } from '@/lib/query-client';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { useCreateLancamento } from './create-lancamento';

const get = async (path: string) => (await fetch(path)).json();

// A new entry in the RDA is a new payable (em aberto): Contas a pagar, the fluxo de caixa and the
// RDA list's totals, held by other screens, must ask again.
function useTelas() {
  useQuery({ queryKey: contasKeys.resumo({}), queryFn: () => get('/api/financeiro/contas-a-pagar/resumo') });
  useQuery({ queryKey: fluxoKeys.periodo({}), queryFn: () => get('/api/financeiro/fluxo-de-caixa') });
  useQuery({ queryKey: documentoKeys.list('rda', {}), queryFn: () => get('/api/rda/list') });
  return useCreateLancamento();
}

const vezes = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).length;

describe('creating an entry', () => {
  it('refreshes Contas a pagar, the fluxo de caixa and the RDA list', async () => {
    const calls = stubFetch(({ path }) => ({ body: path.includes('create') ? { id: 8 } : {} }));
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useTelas, { wrapper });
    const lidas = [
      '/api/financeiro/contas-a-pagar/resumo',
      '/api/financeiro/fluxo-de-caixa',
      '/api/rda/list',
    ];
    await waitFor(() => {
      for (const path of lidas) expect(vezes(calls, path)).toBe(1);
    });

    await act(() => result.current.mutateAsync({ tipo: 'rda', data: {} as LancamentoCreateInput }));

    await waitFor(() => {
      for (const path of lidas) expect([path, vezes(calls, path)]).toEqual([path, 2]);
    });
  });
});
