/**
 * The money words of shared/money.md: one word, one meaning, on every screen and export. Each
 * figure carries the sentence that explains it (shown on hover, focus or tap).
 */
export const MONEY_WORDS = {
  valorComprometido: {
    label: 'Valor comprometido',
    hint: 'O que o lançamento compromete a empresa a pagar: o valor da nota ou da parcela.',
  },
  valorPago: { label: 'Valor pago', hint: 'O que já foi pago deste lançamento.' },
  emAberto: {
    label: 'Em aberto',
    hint: 'O que ainda se deve: valor comprometido menos valor pago, nunca abaixo de zero, somado.',
  },
  vencido: { label: 'Vencido', hint: 'Em aberto cujo vencimento é anterior a hoje.' },
  aPagar7Dias: {
    label: 'A pagar em 7 dias',
    hint: 'Em aberto cujo vencimento é hoje ou um dos próximos 7 dias.',
  },
  executado: { label: 'Executado', hint: 'Dinheiro efetivamente pago: a soma dos valores pagos.' },
  comprometido: {
    label: 'Comprometido',
    hint: 'O que se deve e ainda não foi pago: a soma do em aberto, o mesmo número que a tabela de lançamentos mostra como "Em aberto".',
  },
  saldo: { label: 'Saldo', hint: 'O que o orçamento ainda permite: orçamento − executado − comprometido.' },
  valorContrato: { label: 'Valor', hint: 'O valor do contrato, com os aditivos.' },
  pagoContrato: { label: 'Pago', hint: 'O que já foi pago nos lançamentos deste contrato.' },
  disponivel: {
    label: 'Disponível',
    hint: 'O que novos lançamentos ainda podem comprometer neste contrato: valor do contrato − pago − em aberto.',
  },
  medido: {
    label: 'Medido',
    hint: 'O valor das medições aprovadas (bruto), e quanto ele é do valor do contrato.',
  },
  saldoAMedir: {
    label: 'Saldo a medir',
    hint: 'O que falta medir: valor do contrato (com aditivos) − medido.',
  },
  retido: {
    label: 'Retido',
    hint: 'A retenção guardada das medições até ser liberada: soma das retenções − soma das liberações.',
  },
} as const satisfies Record<string, { label: string; hint: string }>;

export type MoneyWord = keyof typeof MONEY_WORDS;
