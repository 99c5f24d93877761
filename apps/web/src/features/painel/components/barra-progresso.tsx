import type { Figuras } from '@gdo/domain/painel';
import { Progress } from '@mantine/core';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';

const pct = (s: string) => Math.max(0, Math.min(100, Number.parseFloat(s)));
const br = (s: string) => `${s.replace('.', ',')}%`;

/**
 * Executed and committed as shares of the budget. The widths are display only: the figures
 * themselves come exact from the server.
 */
export function BarraProgresso({ figuras }: { figuras: Figuras }) {
  const executado = pct(figuras.percentual_executado);
  const comprometido = Math.min(pct(figuras.percentual_comprometido), 100 - executado);
  return (
    <Progress.Root
      size="lg"
      role="group"
      aria-label={`Executado ${br(figuras.percentual_executado)} e comprometido ${br(figuras.percentual_comprometido)} do orçamento`}
    >
      <LazyTooltip label={`Executado: ${br(figuras.percentual_executado)}`}>
        <Progress.Section
          value={executado}
          color={figuras.acima_do_orcamento ? 'red' : 'teal'}
          aria-label="Executado"
        />
      </LazyTooltip>
      <LazyTooltip label={`Comprometido: ${br(figuras.percentual_comprometido)}`}>
        <Progress.Section value={comprometido} color="yellow" aria-label="Comprometido" />
      </LazyTooltip>
    </Progress.Root>
  );
}
