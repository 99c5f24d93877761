import { diaNoCanteiro } from '@gdo/domain/fuso';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { diaDoEndereco } from '@/lib/periodo';
import { inteiroDoEndereco } from '@/lib/search-params';
import type { FluxoFiltros } from '../api/fluxo-de-caixa';

/** This year, by month: the screen's default view (left out of the address). */
export function fluxoPadrao(hoje = diaNoCanteiro()): FluxoFiltros {
  const ano = hoje.slice(0, 4);
  return { de: `${ano}-01-01`, ate: `${ano}-12-31`, agrupamento: 'mes' };
}

// The cash flow's filters live in the address (?obra=&de=&ate=&agrupamento=): a reload, a link and
// the back button show the same periods; defaults stay out.
export function useFluxoFiltros() {
  const [params, setParams] = useSearchParams();
  const padrao = useMemo(() => fluxoPadrao(), []);
  const filtros = useMemo<FluxoFiltros>(
    () => ({
      obra: inteiroDoEndereco(params.get('obra')),
      de: diaDoEndereco(params.get('de')) || padrao.de,
      ate: diaDoEndereco(params.get('ate')) || padrao.ate,
      agrupamento: params.get('agrupamento') === 'semana' ? 'semana' : 'mes',
    }),
    [params, padrao],
  );
  const update = useCallback(
    (changes: Partial<FluxoFiltros>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const v = value === undefined ? '' : String(value);
          if (v === '' || v === String(padrao[key as keyof FluxoFiltros] ?? '')) next.delete(key);
          else next.set(key, v);
        }
        return next;
      }),
    [setParams, padrao],
  );
  return { filtros, update };
}
