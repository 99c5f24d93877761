// A budget's situations and their labels, without zod: the list of budgets shows them and loads
// no schema (decision 217).

// domain.md: a budget's status reads 1 as Aprovado, 2 as Reprovado, 3 as Cancelado. Issue 13
// adds 4, Em elaboração, where every new budget and every duplicate starts (decision 101): the
// stored 1–3 keep their meaning, as obras add 4 (Entregue) beside the shared three.
export const ORCAMENTO_STATUS = { aprovado: 1, reprovado: 2, cancelado: 3, emElaboracao: 4 } as const;
export type OrcamentoStatus = (typeof ORCAMENTO_STATUS)[keyof typeof ORCAMENTO_STATUS];
export const ORCAMENTO_STATUS_LABELS: Record<OrcamentoStatus, string> = {
  1: 'Aprovado',
  2: 'Reprovado',
  3: 'Cancelado',
  4: 'Em elaboração',
};
/** The lifecycle's order, for a picker: the start first, then where a budget ends up. */
export const ORCAMENTO_STATUS_ORDER: readonly OrcamentoStatus[] = [
  ORCAMENTO_STATUS.emElaboracao,
  ORCAMENTO_STATUS.aprovado,
  ORCAMENTO_STATUS.reprovado,
  ORCAMENTO_STATUS.cancelado,
];
