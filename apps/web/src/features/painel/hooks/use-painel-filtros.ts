import { OBRA_STATUS } from '@gdo/domain/obra-status';
import { PAINEL_ORDENS, type PainelOrdem } from '@gdo/domain/painel';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { diaOpcionalDoEndereco } from '@/lib/periodo';
import { inteiroDoEndereco } from '@/lib/search-params';
import type { PainelParams } from '../api/get-painel';

export type PainelVisao = 'cartoes' | 'tabela';

// The view chosen last on this browser, when the address does not name one.
const VISAO_KEY = 'gdo.painel.visao';

function visaoLembrada(): PainelVisao {
  return localStorage.getItem(VISAO_KEY) === 'tabela' ? 'tabela' : 'cartoes';
}

/** What the dashboard asks the API for, read from its address. */
export function painelParams(search: URLSearchParams): PainelParams {
  const sort = search.get('sort');
  const status = inteiroDoEndereco(search.get('status'));
  return {
    q: search.get('q')?.trim() || undefined,
    status: status === OBRA_STATUS.ativo ? undefined : status,
    id_cliente: inteiroDoEndereco(search.get('id_cliente')),
    sort: PAINEL_ORDENS.includes(sort as PainelOrdem) && sort !== 'risco' ? (sort as PainelOrdem) : undefined,
    pagamento_de: diaOpcionalDoEndereco(search.get('pagamento_de')),
    pagamento_ate: diaOpcionalDoEndereco(search.get('pagamento_ate')),
  };
}

/**
 * The dashboard's search, filters, order and view live in the address (`?q=&status=&id_cliente=
 * &sort=&pagamento_de=&pagamento_ate=&visao=`), so a link or a reload shows the same obras the same way. The defaults (ativas,
 * most at risk first) stay out of it.
 */
export function usePainelFiltros() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => painelParams(search), [search]);
  const visaoNaUrl = search.get('visao');
  const visao: PainelVisao =
    visaoNaUrl === 'tabela' || visaoNaUrl === 'cartoes' ? visaoNaUrl : visaoLembrada();

  const mudar = useCallback(
    (name: string, value: string | number | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const mudarVisao = useCallback(
    (next: PainelVisao) => {
      localStorage.setItem(VISAO_KEY, next);
      mudar('visao', next);
    },
    [mudar],
  );

  const mudarPeriodo = useCallback(
    ({ de, ate }: { de?: string; ate?: string }) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of [
            ['pagamento_de', de],
            ['pagamento_ate', ate],
          ] as const) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const limpar = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ['q', 'status', 'id_cliente']) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const filtrando = params.q !== undefined || params.id_cliente !== undefined || params.status !== undefined;
  return { params, visao, mudar, mudarVisao, mudarPeriodo, limpar, filtrando };
}
