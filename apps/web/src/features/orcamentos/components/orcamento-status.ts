// A budget's situation reads 1 Aprovado, 2 Reprovado, 3 Cancelado (domain.md), 4 Em elaboração
// (decision 101): its own colours.
export const ORCAMENTO_STATUS_COLORS: Record<number, string> = {
  1: 'green',
  2: 'orange',
  3: 'red',
  4: 'blue',
};
