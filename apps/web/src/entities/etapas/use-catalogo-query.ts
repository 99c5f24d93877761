import { useMemo } from 'react';
import { buildCatalogo } from '@/components/estrutura-editor/catalogo-context';
import { useEtapas } from '@/entities/etapas/api/list-etapas';
import { useSubetapas } from '@/entities/subetapas/api/list-subetapas';

// The catalogue the grid picks etapas and subetapas from, indexed once.
export function useCatalogoQuery() {
  const etapas = useEtapas();
  const subetapas = useSubetapas();
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
