import { z } from 'zod';
import { allocateMoney, applyBdi, type Money, sumMoney } from './money';
import { queryIsoDate } from './paging';

// The proposal a client receives (issue 13) shows sale prices only: the BDI is spread over the
// lines, so no line reveals the cost and the lines add up, to the cent, to the sale total the
// list and the editor show (cost × (1 + BDI/100), rounded once). Decision 103.

type Linha = { valor_total: Money };
type Item = Linha & { subitens: readonly Linha[] };

export type PropostaItem<I extends Item> = Omit<I, 'subitens'> & {
  valor_venda: Money;
  subitens: (I['subitens'][number] & { valor_venda: Money })[];
};

/**
 * Each subitem's share of the sale total, in proportion to its cost (largest remainder: every
 * share is less than a cent from cost × (1 + BDI/100) and they add up exactly); an item's sale
 * price is the sum of its subitens'. Costs are the server's stored totals.
 */
export function precosDeVenda<I extends Item>(
  itens: readonly I[],
  bdi: string | null | undefined,
): { itens: PropostaItem<I>[]; valor_venda: Money } {
  const custos = itens.flatMap((item) => item.subitens.map((subitem) => subitem.valor_total));
  const custo = sumMoney(itens.map((item) => item.valor_total));
  const valorVenda = applyBdi(custo, bdi ?? '0');
  const partes = allocateMoney(valorVenda, custos);
  let next = 0;
  const comVenda = itens.map((item) => {
    const subitens = item.subitens.map((subitem) => ({ ...subitem, valor_venda: partes[next++]! }));
    return { ...item, valor_venda: sumMoney(subitens.map((s) => s.valor_venda)), subitens };
  });
  return { itens: comVenda, valor_venda: valorVenda };
}

/** How long a proposal holds when the firm names no date: thirty days from its issue. */
export const PROPOSTA_VALIDADE_DIAS = 30;

/** `?validade=2026-12-31`: the last day the proposal holds (optional). */
export const propostaQuerySchema = z.object({ validade: queryIsoDate });

/**
 * A document's title: 'Orçamento Casa Silva', but a budget named 'Orçamento executivo' is not
 * 'Orçamento Orçamento executivo' (issue 13).
 */
export function orcamentoTitulo(nome: string): string {
  const jaDiz = /^or[çc]amento(?![\p{L}\p{N}])/iu.test(nome.trim());
  return jaDiz ? nome.trim() : `Orçamento ${nome.trim()}`;
}
