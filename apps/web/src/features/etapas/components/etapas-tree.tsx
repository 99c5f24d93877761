import type { Etapa } from '@gdo/domain/etapa';
import type { Subetapa } from '@gdo/domain/subetapa';
import { Paper } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { EtapaNode } from './etapa-node';
import classes from './etapas-tree.module.css';

type EtapasTreeProps = { etapas: Etapa[]; subetapas: Subetapa[]; canWrite: boolean };

// Both lists come sorted by number from the API; grouping keeps that order inside each etapa.
export function EtapasTree({ etapas, subetapas, canWrite }: EtapasTreeProps) {
  const byEtapa = useMemo(() => {
    const groups = new Map<number, Subetapa[]>();
    for (const subetapa of subetapas) {
      groups.set(subetapa.etapa, [...(groups.get(subetapa.etapa) ?? []), subetapa]);
    }
    return groups;
  }, [subetapas]);

  if (etapas.length === 0) {
    return (
      <EmptyState
        icon={IconListNumbers}
        title="Nenhuma etapa cadastrada"
        description={
          canWrite
            ? 'Comece pela primeira etapa da obra, como “01 Fundação”, no formulário acima.'
            : 'As etapas e subetapas da empresa aparecerão aqui.'
        }
      />
    );
  }

  return (
    <Paper withBorder radius="md">
      <ul className={classes.tree} aria-label="Catálogo de etapas">
        {etapas.map((etapa) => (
          <EtapaNode
            key={etapa.id}
            etapa={etapa}
            subetapas={byEtapa.get(etapa.id) ?? []}
            canWrite={canWrite}
          />
        ))}
      </ul>
    </Paper>
  );
}
