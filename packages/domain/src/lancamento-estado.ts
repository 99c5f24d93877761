import { z } from 'zod';
import { compareMoney, type Money } from './money';

// The state of an entry as the clerk reads it (money.md): Pago when nothing is em aberto; Vencido
// when something is em aberto and its due date (data_vencimento) is before today; else Em aberto.

export const ESTADOS_LANCAMENTO = ['pago', 'em_aberto', 'vencido'] as const;
export type EstadoLancamento = (typeof ESTADOS_LANCAMENTO)[number];

export const ESTADO_LANCAMENTO_LABELS: Record<EstadoLancamento, string> = {
  pago: 'Pago',
  em_aberto: 'Em aberto',
  vencido: 'Vencido',
};

const ESTADO_INVALIDO = 'Estado inválido. Use pago, em_aberto ou vencido.';

/** ?estado= of the entries' lists and exports; blank means any. */
export const queryEstadoLancamento = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(ESTADOS_LANCAMENTO, { error: ESTADO_INVALIDO }).optional(),
);

type Entrada = { valor_aberto: Money; data_vencimento: string | null };

const DAY_MS = 86_400_000;
const diasEntre = (de: string, ate: string) => Math.round((Date.parse(ate) - Date.parse(de)) / DAY_MS);

/** The entry's state on `hoje` (aaaa-mm-dd) and, when vencido, for how many days. */
export function estadoLancamento(
  { valor_aberto, data_vencimento }: Entrada,
  hoje: string,
): { estado: EstadoLancamento; dias: number | null } {
  if (compareMoney(valor_aberto, '0') <= 0) return { estado: 'pago', dias: null };
  if (data_vencimento !== null && data_vencimento < hoje) {
    return { estado: 'vencido', dias: diasEntre(data_vencimento, hoje) };
  }
  return { estado: 'em_aberto', dias: null };
}

/** "Pago", "Em aberto" or "Vencido há 3 dias", as screens and exports show it. */
export function estadoLancamentoTexto(entrada: Entrada, hoje: string): string {
  const { estado, dias } = estadoLancamento(entrada, hoje);
  if (estado !== 'vencido') return ESTADO_LANCAMENTO_LABELS[estado];
  return `Vencido há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
}
