import type { DiarioResumo } from '@gdo/domain/diario-resumo';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useResumoDoDiario } from '@/entities/diarios/api/resumo-diario';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';

/**
 * The obra's diário figures once loaded (GET /api/diarios/resumo/obra/{id}): a loader meanwhile and
 * a retry when they fail, the same on the report list and on the obra detail.
 */
export function ComResumo({
  obra,
  children,
  reserva,
}: {
  obra: number;
  children: (resumo: DiarioResumo) => ReactNode;
  /** A class for the loader's box that reserves the figures' height, so nothing below jumps. */
  reserva?: string;
}) {
  const resumo = useResumoDoDiario(obra);
  // Drawn in a transition, after the screen's frame (decisions 207 and 242).
  const dados = useDeferredAnswer(resumo.data);
  if (dados === undefined && !resumo.isError)
    return (
      <Box className={reserva}>
        <IndicadorCarregando rotulo="Carregando o diário da obra" size="sm" />
      </Box>
    );
  if (dados === undefined)
    return (
      <RetryAlert onRetry={() => resumo.refetch()}>
        Não foi possível carregar o diário da obra. {resumo.error?.message}
      </RetryAlert>
    );
  return children(dados);
}
