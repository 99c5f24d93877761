import type { QueryClient } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { lancamentoKeys } from '@/entities/lancamentos/api/lancamento-keys';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { documentoKeys } from '@/entities/rdo-rda/api/documento-keys';
import { contasKeys, fluxoKeys, pagamentoKeys } from './pagamento-keys';

// An entry, a payment, an estorno or an approved medição moves the same figures on every screen
// (money.md): the entries' books and their documents' totals, the contracts, the dashboard,
// Contas a pagar, the payments and the fluxo de caixa. One list, so none is left stale.
export function invalidateDinheiro(queryClient: QueryClient) {
  return Promise.all(
    [
      lancamentoKeys.all,
      documentoKeys.lists('rdo'),
      documentoKeys.lists('rda'),
      contratoKeys.all,
      painelKeys.all,
      contasKeys.all,
      pagamentoKeys.all,
      fluxoKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
