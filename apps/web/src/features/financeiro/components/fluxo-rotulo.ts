import type { Agrupamento, FluxoPeriodo } from '@gdo/domain/fluxo-de-caixa';

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const diaMes = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** "mar/2025" for a month, "24/02 a 02/03" for a week (its counted days). */
export function rotuloDoPeriodo(
  periodo: Pick<FluxoPeriodo, 'inicio' | 'fim'>,
  agrupamento: Agrupamento,
): string {
  if (agrupamento === 'mes')
    return `${MESES[Number(periodo.inicio.slice(5, 7)) - 1]}/${periodo.inicio.slice(0, 4)}`;
  return `${diaMes(periodo.inicio)} a ${diaMes(periodo.fim)}`;
}
