import { useMemo } from 'react';
import { buildCatalogo } from '@/components/estrutura-editor/catalogo-context';
import { useEtapas } from '@/entities/etapas/api/list-etapas';
import { useUnidades } from '@/entities/orcamento-unidades/api/list-unidades';
import { useSubetapas } from '@/entities/subetapas/api/list-subetapas';

// The catalogue the grid picks etapas, subetapas and the firm's own units from, indexed once.
export function useCatalogoQuery() {
  const etapas = useEtapas();
  const subetapas = useSubetapas();
  const unidades = useUnidades();
  const catalogo = useMemo(
    () => buildCatalogo(etapas.data ?? [], subetapas.data ?? [], unidades.data ?? []),
    [etapas.data, subetapas.data, unidades.data],
  );
  const failed = [etapas, subetapas, unidades].find((query) => query.isError);
  return {
    catalogo,
    isPending: etapas.isPending || subetapas.isPending || unidades.isPending,
    error: failed?.error ?? null,
    refetch: () => Promise.all([etapas.refetch(), subetapas.refetch(), unidades.refetch()]),
  };
}
