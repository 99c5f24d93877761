import { useMemo } from 'react';
import { useEtapasCatalogo } from '@/features/orcamentos/api/list-etapas';
import { useSubetapasCatalogo } from '@/features/orcamentos/api/list-subetapas';
import { buildCatalogo } from './editor/catalogo-context';

// The catalogue the grid picks etapas and subetapas from, indexed once.
export function useCatalogoQuery() {
  const etapas = useEtapasCatalogo();
  const subetapas = useSubetapasCatalogo();
  const catalogo = useMemo(
    () => buildCatalogo(etapas.data ?? [], subetapas.data ?? []),
    [etapas.data, subetapas.data],
  );
  const failed = etapas.isError ? etapas : subetapas.isError ? subetapas : null;
  return {
    catalogo,
    isPending: etapas.isPending || subetapas.isPending,
    error: failed?.error ?? null,
    refetch: () => Promise.all([etapas.refetch(), subetapas.refetch()]),
  };
}
