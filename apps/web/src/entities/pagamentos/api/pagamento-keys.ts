// Contas a pagar (the payables and their summary), the payments of an entry and the fluxo de
// caixa: every payment, estorno, entry and approved medição changes them (invalidate-dinheiro.ts).
export const contasKeys = {
  all: ['contas-a-pagar'] as const,
  list: (filters: object) => ['contas-a-pagar', 'list', filters] as const,
  resumo: (filters: object) => ['contas-a-pagar', 'resumo', filters] as const,
};

export const pagamentoKeys = {
  all: ['pagamentos'] as const,
  doLancamento: (lancamento: number) => ['pagamentos', 'lancamento', lancamento] as const,
};

export const fluxoKeys = {
  all: ['financeiro', 'fluxo-de-caixa'] as const,
  periodo: (filtros: object) => ['financeiro', 'fluxo-de-caixa', filtros] as const,
};
