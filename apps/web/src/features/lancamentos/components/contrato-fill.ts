import type { Contrato } from '@gdo/domain/contrato';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import type { ItemValues, LancamentoFormValues } from './lancamento-form-values';

type ContratoLink = Pick<Contrato, 'id' | 'fornecedor' | 'etapa' | 'subetapa'>;

// The contract's etapa and subetapa as a row's choice, when the document's budget has them.
function itemFromContrato(
  contrato: ContratoLink,
  orcamento: Orcamento,
): Pick<ItemValues, 'etapa' | 'subetapa'> | null {
  const item = orcamento.itens.find((candidate) => candidate.etapa === contrato.etapa);
  if (!item) return null;
  const subitem = item.subitens.find((candidate) => candidate.subetapa === contrato.subetapa);
  return { etapa: String(item.etapa), subetapa: subitem ? String(subitem.subetapa) : '' };
}

// Choosing a contract fills what it already says: its fornecedor, and its etapa and subetapa on
// the rows not yet charged to an etapa (a row the clerk has set is kept).
export function valuesFromContrato(
  values: LancamentoFormValues,
  contrato: ContratoLink,
  orcamento: Orcamento,
): Pick<LancamentoFormValues, 'fornecedor' | 'contrato' | 'itens'> {
  const charged = itemFromContrato(contrato, orcamento);
  return {
    fornecedor: String(contrato.fornecedor),
    contrato: String(contrato.id),
    itens: values.itens.map((item) => (charged && item.etapa === '' ? { ...item, ...charged } : item)),
  };
}
