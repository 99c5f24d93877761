import {
  LANCAMENTO_TOTAL_HEADERS,
  type Lancamento,
  type LancamentoTotais,
} from '@gdo/domain/lancamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lancamentoKeys } from '@/entities/lancamentos/api/lancamento-keys';
import { type ListParams, listRequestWithHeaders } from '@/lib/list-request';

export const LANCAMENTOS_DEFAULT_SORT = '-data_lancamento';

// The list's own filters: the periods bound data_lancamento and data_vencimento (aaaa-mm-dd,
// inclusive); estado is pago, em_aberto or vencido (lancamento-estado.ts).
export type LancamentoFilters = Omit<ListParams, 'status'> & {
  de?: string;
  ate?: string;
  vencimento_de?: string;
  vencimento_ate?: string;
  estado?: string;
};

export type LancamentosPage = { rows: Lancamento[]; total: number; totais: LancamentoTotais };

function headerMoney(headers: Headers, name: string): string {
  return headers.get(name) ?? '0.00';
}

// GET /api/{tipo}/lancamentos/list/obra/{id}: one page, with the count and the totals of every
// filtered entry (all pages) in the response headers.
export async function listLancamentos(
  tipo: TipoDocumento,
  obra: number,
  filters: LancamentoFilters,
  signal?: AbortSignal,
): Promise<LancamentosPage> {
  const path = `/api/${tipo}/lancamentos/list/obra/${obra}`;
  const { page, headers } = await listRequestWithHeaders<Lancamento>(path, filters, signal);
  return {
    ...page,
    totais: {
      comprometido: headerMoney(headers, LANCAMENTO_TOTAL_HEADERS.comprometido),
      pago: headerMoney(headers, LANCAMENTO_TOTAL_HEADERS.pago),
      aberto: headerMoney(headers, LANCAMENTO_TOTAL_HEADERS.aberto),
    },
  };
}

export function listLancamentosQueryOptions(tipo: TipoDocumento, obra: number, filters: LancamentoFilters) {
  return queryOptions({
    queryKey: lancamentoKeys.listOfObra(tipo, obra, filters),
    queryFn: ({ signal }) => listLancamentos(tipo, obra, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLancamentos(tipo: TipoDocumento, obra: number, filters: LancamentoFilters) {
  return useQuery(listLancamentosQueryOptions(tipo, obra, filters));
}
