import { addDays, addMonths } from './date';
import { compareMoney, divideMoney, type Money, sumMoney } from './money';

/** What was paid on one day (the sum of that day's payments). */
export type PagamentoDoDia = { data: string; valor: Money };

/** Average paid per complete period; null while no period of that length has ended yet. */
export type MediasPagamento = {
  semanal: Money | null;
  quinzenal: Money | null;
  mensal: Money | null;
  desde: string | null;
};

type Periodo = (desde: string, n: number) => string;

const PERIODOS: Record<'semanal' | 'quinzenal' | 'mensal', Periodo> = {
  semanal: (desde, n) => addDays(desde, 7 * n),
  quinzenal: (desde, n) => addDays(desde, 15 * n),
  mensal: (desde, n) => addMonths(desde, n),
};

// Periods are counted from the first payment; the n-th ends the day before `fim(desde, n)`.
// Only complete periods count, and only what was paid inside them: a payment made four days ago
// is no "month" of payments yet (issue 13), and the current, unfinished period is left out.
function mediaCompleta(pagos: readonly PagamentoDoDia[], desde: string, hoje: string, fim: Periodo) {
  let completos = 0;
  while (fim(desde, completos + 1) <= hoje) completos += 1;
  if (completos === 0) return null;
  const limite = fim(desde, completos);
  const dentro = pagos.filter((p) => p.data < limite).map((p) => p.valor);
  return divideMoney(sumMoney(dentro), String(completos));
}

/**
 * Average paid per week (7 days), fortnight (15 days) and month (calendar month) over the complete
 * periods since the first payment; exact to the cent (one rounding, half away from zero).
 */
export function mediasPagamento(pagamentos: readonly PagamentoDoDia[], hoje: string): MediasPagamento {
  const pagos = pagamentos.filter((p) => compareMoney(p.valor, '0') !== 0 && p.data <= hoje);
  if (pagos.length === 0) return { semanal: null, quinzenal: null, mensal: null, desde: null };
  const desde = pagos.reduce((min, p) => (p.data < min ? p.data : min), pagos[0]!.data);
  return {
    semanal: mediaCompleta(pagos, desde, hoje, PERIODOS.semanal),
    quinzenal: mediaCompleta(pagos, desde, hoje, PERIODOS.quinzenal),
    mensal: mediaCompleta(pagos, desde, hoje, PERIODOS.mensal),
    desde,
  };
}
