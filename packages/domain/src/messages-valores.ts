import { formatBRL, formatCount } from './money';

// The server's messages that carry an amount or a count, formatted as money.ts does. Apart from
// messages.ts so that the web app's start (which reads messages.ts) does not load big.js.

/**
 * An entry would take its contract past the contract's value (committed plus paid): refused
 * unless the request confirms it with `confirmar_excedente: true`.
 */
export function contratoExcedidoMessage(excesso: string): string {
  return `Este lançamento ultrapassa o valor do contrato em ${formatBRL(excesso)}. Confirme para lançar mesmo assim.`;
}

/** An export of more rows than one file may hold (decision 055): refused, never cut short. */
export function exportacaoGrandeMessage(linhas: number, limite: number): string {
  return `A exportação tem ${formatCount(linhas)} lançamentos; o limite é ${formatCount(limite)}. Filtre um período menor ou refine a busca.`;
}

export function orcamentoGrandeMessage(linhas: number, limite: number): string {
  return `O orçamento tem ${formatCount(linhas)} linhas; o limite de uma exportação é ${formatCount(limite)}.`;
}
