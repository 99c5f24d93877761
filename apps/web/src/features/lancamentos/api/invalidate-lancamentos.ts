import type { TipoDocumento } from '@gdo/domain/rdo-rda';
import type { QueryClient } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { lancamentoKeys } from '@/entities/lancamentos/api/lancamento-keys';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';

// An entry changes its lists, its document's totals, its contract's balance and the obra's figures.
export function invalidateAfterLancamento(queryClient: QueryClient, tipo: TipoDocumento) {
  return Promise.all(
    [lancamentoKeys.all, documentoKeys.lists(tipo), contratoKeys.all, painelKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
