// Contas a pagar (the payables and their summary) and the payments of an entry: every payment,
// estorno and entry changes them.
export const contasKeys = {
  all: ['contas-a-pagar'] as const,
  list: (filters: object) => ['contas-a-pagar', 'list', filters] as const,
  resumo: (filters: object) => ['contas-a-pagar', 'resumo', filters] as const,
};

export const pagamentoKeys = {
  all: ['pagamentos'] as const,
  doLancamento: (lancamento: number) => ['pagamentos', 'lancamento', lancamento] as const,
};
