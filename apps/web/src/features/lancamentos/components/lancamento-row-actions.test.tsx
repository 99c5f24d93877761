import type { Lancamento } from '@gdo/domain/lancamento-response';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render';
import { LancamentoRowActions } from './lancamento-row-actions';

const lancamento = { id: 7, obra: 3, descricao: 'Estacas', parcela: '3/3' } as Lancamento;

const get = async (path: string) => (await fetch(path)).json();

// As on the real screen: the rows come from a list query that a removal invalidates, and the
// removal also refreshes slower figures (the contracts), so the row is gone before they settle.
function Rows() {
  const { data = [] } = useQuery<Lancamento[]>({
    queryKey: ['lancamentos', 'rdo', 3],
    queryFn: () => get('/api/rdo/lancamentos/list/obra/3'),
  });
  useQuery({ queryKey: ['contratos'], queryFn: () => get('/api/contratos/list') });
  return data.map((row) => <LancamentoRowActions key={row.id} tipo="rdo" lancamento={row} />);
}

describe('LancamentoRowActions', () => {
  it('confirms the removal even though the refetched list no longer holds the row', async () => {
    let removed = false;
    let releaseContratos = () => {};
    const contratosHeld = new Promise<void>((resolve) => {
      releaseContratos = resolve;
    });
    const calls = stubFetch(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/rdo/lancamentos/delete/7') {
        removed = true;
        return { body: { message: 'Lançamento removido.' } };
      }
      if (path === '/api/rdo/lancamentos/list/obra/3') return { body: removed ? [] : [lancamento] };
      if (path === '/api/contratos/list') {
        const reply = { body: [] };
        return removed ? contratosHeld.then(() => reply) : reply;
      }
      return undefined;
    });
    const { user } = renderApp(<Rows />);

    await user.click(await screen.findByRole('button', { name: 'Excluir Estacas (3/3)' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    // The row leaves with the refetched list while the contracts are still loading; only then
    // do they settle, and the removal's confirmation must still show.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Excluir Estacas (3/3)' })).not.toBeInTheDocument(),
    );
    releaseContratos();

    expect(await screen.findByText('Lançamento removido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Estacas (3/3)' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
