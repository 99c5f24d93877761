import type { TipoDocumento } from '@gdo/domain/rdo-rda';
import type { QueryClient } from '@tanstack/react-query';

// An entry changes its lists, its document's totals, its contract's balance and the obra's figures.
export function invalidateAfterLancamento(queryClient: QueryClient, tipo: TipoDocumento) {
  return Promise.all(
    [['lancamentos'], [tipo, 'list'], ['contratos'], ['painel']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
