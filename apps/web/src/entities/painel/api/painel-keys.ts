// The painel (the dashboard) and each obra's summary: every entry, document and contract changes them.
export const painelKeys = {
  all: ['painel'] as const,
  obras: (params: object) => ['painel', 'obras', params] as const,
  resumoObra: (id: number) => ['painel', 'obra', id] as const,
};
