// The two documents that hold lançamentos (domain.md, "RDO and RDA").
export const LANCAMENTO_TYPES = ['rdo', 'rda'] as const;
export type LancamentoType = (typeof LANCAMENTO_TYPES)[number];

export function isLancamentoType(value: string | undefined): value is LancamentoType {
  return LANCAMENTO_TYPES.includes(value as LancamentoType);
}
