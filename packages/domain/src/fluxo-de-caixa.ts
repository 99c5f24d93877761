import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { queryId, queryIsoDate } from './paging';
import { TIPOS_DOCUMENTO } from './tipo-documento';

// Fluxo de caixa (money.md, issue 14, decision 111): per week (Monday to Sunday) or calendar month,
// what was paid (principal of the non-reversed payments, by payment date; juros/multa and desconto
// apart) and what is em aberto (by due date), with their running totals. Money as strings.

export const AGRUPAMENTOS = ['semana', 'mes'] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];
export const AGRUPAMENTO_LABELS: Record<Agrupamento, string> = { semana: 'Semana', mes: 'Mês' };

/** At most this many periods per answer: five years of months, two years of weeks. */
export const FLUXO_MAX_PERIODOS: Record<Agrupamento, number> = { mes: 60, semana: 105 };

export const FLUXO_MESSAGES = {
  agrupamentoInvalido: 'Agrupamento inválido: use semana ou mês.',
  documentoInvalido: 'Documento inválido: use rdo ou rda.',
  periodoLongo: (agrupamento: Agrupamento) =>
    agrupamento === 'mes'
      ? 'Período longo demais: por mês, escolha até 5 anos (60 meses).'
      : 'Período longo demais: por semana, escolha até 2 anos (105 semanas).',
} as const;

const dayMs = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The Monday (weeks) or the first day (months) of the period that holds the ISO date. */
export function inicioDoPeriodo(iso: string, agrupamento: Agrupamento): string {
  if (agrupamento === 'mes') return `${iso.slice(0, 8)}01`;
  const d = new Date(utc(iso));
  const desdeSegunda = (d.getUTCDay() + 6) % 7;
  return new Date(utc(iso) - desdeSegunda * dayMs).toISOString().slice(0, 10);
}

/** How many periods from the one holding `de` to the one holding `ate`, inclusive. */
export function contarPeriodos(de: string, ate: string, agrupamento: Agrupamento): number {
  if (agrupamento === 'mes') {
    const meses = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
    return meses(ate) - meses(de) + 1;
  }
  return (
    Math.round((utc(inicioDoPeriodo(ate, 'semana')) - utc(inicioDoPeriodo(de, 'semana'))) / (7 * dayMs)) + 1
  );
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** ?obra, ?documento (rdo|rda), ?de/?ate (inclusive; both required), ?agrupamento (mes by default). */
export const fluxoDeCaixaQuerySchema = z
  .object({
    obra: queryId,
    documento: z.preprocess(
      emptyToUndefined,
      z.enum(TIPOS_DOCUMENTO, { error: FLUXO_MESSAGES.documentoInvalido }).optional(),
    ),
    de: queryIsoDate,
    ate: queryIsoDate,
    agrupamento: z.preprocess(
      emptyToUndefined,
      z.enum(AGRUPAMENTOS, { error: FLUXO_MESSAGES.agrupamentoInvalido }).default('mes'),
    ),
  })
  .superRefine(({ de, ate, agrupamento }, ctx) => {
    if (!de) ctx.addIssue({ code: 'custom', path: ['de'], message: 'Informe a data inicial.', input: de });
    if (!ate) ctx.addIssue({ code: 'custom', path: ['ate'], message: 'Informe a data final.', input: ate });
    if (!de || !ate) return;
    if (ate < de) {
      ctx.addIssue({ code: 'custom', path: ['ate'], message: FIELD_MESSAGES.periodoInvalido, input: ate });
    } else if (contarPeriodos(de, ate, agrupamento) > FLUXO_MAX_PERIODOS[agrupamento]) {
      ctx.addIssue({
        code: 'custom',
        path: ['ate'],
        message: FLUXO_MESSAGES.periodoLongo(agrupamento),
        input: ate,
      });
    }
  });
export type FluxoDeCaixaQuery = z.output<typeof fluxoDeCaixaQuerySchema>;

const money = z.string();
export const fluxoPeriodoSchema = z.object({
  /** First and last day of the period counted (clipped to de/ate). */
  inicio: z.iso.date(),
  fim: z.iso.date(),
  pago: money,
  juros: money,
  desconto: money,
  em_aberto: money,
  acumulado_pago: money,
  acumulado_em_aberto: money,
  /** acumulado_pago + acumulado_em_aberto: the running balance of both. */
  acumulado: money,
});
export type FluxoPeriodo = z.infer<typeof fluxoPeriodoSchema>;

export const fluxoDeCaixaSchema = z.object({
  de: z.iso.date(),
  ate: z.iso.date(),
  agrupamento: z.enum(AGRUPAMENTOS),
  periodos: z.array(fluxoPeriodoSchema),
  /** Sums of the periods' rows. */
  total: z.object({ pago: money, juros: money, desconto: money, em_aberto: money }),
  /** Em aberto due before today (whatever the period), and em aberto without a due date: apart. */
  vencido: money,
  sem_vencimento: money,
});
export type FluxoDeCaixa = z.infer<typeof fluxoDeCaixaSchema>;

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const diaMes = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** "mar/2025" for a month, "24/02 a 02/03" for a week (its counted days): the screen's and the files'. */
export function rotuloDoPeriodo(
  periodo: Pick<FluxoPeriodo, 'inicio' | 'fim'>,
  agrupamento: Agrupamento,
): string {
  if (agrupamento === 'mes')
    return `${MESES[Number(periodo.inicio.slice(5, 7)) - 1]}/${periodo.inicio.slice(0, 4)}`;
  return `${diaMes(periodo.inicio)} a ${diaMes(periodo.fim)}`;
}

/** The table's columns after the period, on the screen and in the files (money words of money.md). */
export const FLUXO_COLUNAS = [
  ['pago', 'Executado'],
  ['juros', 'Juros/multa'],
  ['desconto', 'Desconto'],
  ['em_aberto', 'Em aberto'],
  ['acumulado_pago', 'Executado acumulado'],
  ['acumulado_em_aberto', 'Em aberto acumulado'],
  ['acumulado', 'Acumulado'],
] as const satisfies readonly (readonly [keyof FluxoPeriodo, string])[];
