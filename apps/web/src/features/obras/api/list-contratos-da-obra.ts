import type { Contrato } from '@gdo/domain/contrato';
import { compareMoney } from '@gdo/domain/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { listRequest } from '@/lib/list-request';

const LIMITE = 5;

// GET /api/contratos/list?obra={id}: the obra's contracts as the contracts list shows them, so
// the obra's card "Contratos com mais comprometido" shows the very Comprometido (Σ em aberto,
// money.md) of that list, the largest first. An obra has few contracts: all are read.
export function contratosDaObraQueryOptions(obra: number) {
  return queryOptions({
    queryKey: contratoKeys.list({ obra }),
    queryFn: ({ signal }) => listRequest<Contrato>('/api/contratos/list', { obra }, signal),
    select: (page) =>
      [...page.rows]
        .sort((a, b) => compareMoney(b.valor_comprometido, a.valor_comprometido) || a.id - b.id)
        .slice(0, LIMITE),
  });
}

export function useContratosDaObra(obra: number) {
  return useQuery(contratosDaObraQueryOptions(obra));
}
