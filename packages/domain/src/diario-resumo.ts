import { z } from 'zod';
import { addDays, isIsoDate } from './date';
import { STATUS_DIARIO } from './diario-constantes';
import { feriadosNacionaisEntre, isFeriadoNacional } from './feriados';

// What the rest of the product shows of the diário de obra (diario.md; decision 072): on the obra
// detail and the report list, the last 30 days, the days without a report, the impraticável days
// and the physical progress per etapa; on the dashboard, per obra, the last report and the working
// days without one. No money: every role reads it, the diario role included.

/**
 * Working days are Monday to Saturday — Brazilian sites work Saturdays (44-hour week) — except the
 * national holidays (feriados.ts, decision 173).
 */
export function isDiaUtil(dia: string): boolean {
  return weekday(dia) !== 0 && !isFeriadoNacional(dia);
}

// 0 = Sunday … 6 = Saturday, on the calendar (no time zone).
function weekday(dia: string): number {
  if (!isIsoDate(dia)) throw new RangeError(`Not a calendar day: ${JSON.stringify(dia)}`);
  return new Date(`${dia}T00:00:00Z`).getUTCDay();
}

const DIAS_DA_SEMANA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** The day of the week in pt-BR ('segunda', 'sábado'), as screens name it. */
export function diaDaSemana(dia: string): string {
  return DIAS_DA_SEMANA[weekday(dia)]!;
}

const DIA_MS = 86_400_000;

/** The working days (isDiaUtil) from `de` to `ate`, both included; 0 when ate < de. */
export function diasUteisEntre(de: string, ate: string): number {
  if (ate < de) return 0;
  const dias = Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / DIA_MS) + 1;
  // Sundays among them: the first falls (7 − weekday) % 7 days after `de`, then one every 7.
  const primeiroDomingo = (7 - weekday(de)) % 7;
  const domingos = dias > primeiroDomingo ? Math.floor((dias - 1 - primeiroDomingo) / 7) + 1 : 0;
  const feriadosForaDoDomingo = feriadosNacionaisEntre(de, ate).filter((dia) => weekday(dia) !== 0);
  return dias - domingos - feriadosForaDoDomingo.length;
}

/**
 * The days a report is expected: from the obra's start (or, without one, its first report) to
 * yesterday on the sites' clock — today's report is written at the end of the day — and never
 * after the obra's delivery. Null when there is no start to count from.
 */
export function periodoDoDiario({
  inicio,
  primeiroRelatorio,
  entrega,
  hoje,
}: {
  inicio: string | null;
  primeiroRelatorio: string | null;
  entrega: string | null;
  hoje: string;
}): { de: string; ate: string } | null {
  const de = inicio ?? primeiroRelatorio;
  if (!de) return null;
  const ontem = addDays(hoje, -1);
  return { de, ate: entrega && entrega < ontem ? entrega : ontem };
}

/** Working days of the period without a report, given how many reports fall on its working days. */
export function diasSemRelatorio(periodo: { de: string; ate: string } | null, relatoriosUteis: number) {
  return periodo ? Math.max(0, diasUteisEntre(periodo.de, periodo.ate) - relatoriosUteis) : null;
}

/** An obra's dates and what SQL counted of its reports (apps/api modules/diarios/queries.ts). */
export type DiarioDaObraContagem = {
  inicio: string | null;
  entrega: string | null;
  primeiro: string | null;
  ultimo: string | null;
  // Reports on working days of the days a report is expected.
  relatorios_uteis: number;
};

/** What the dashboard and the obra's resumo say of its reports, from its dates and that count. */
export function diarioDaObra(contagem: DiarioDaObraContagem, hoje: string) {
  const { inicio, entrega, primeiro, ultimo, relatorios_uteis } = contagem;
  const periodo = periodoDoDiario({ inicio, primeiroRelatorio: primeiro, entrega, hoje });
  return {
    periodo,
    ultimo_relatorio: ultimo,
    dias_sem_relatorio: diasSemRelatorio(periodo, relatorios_uteis),
  };
}

/** How many days the strip of the obra's report list and detail shows, ending today. */
export const DIAS_DA_FAIXA = 30;

const dia = z.iso.date();

export const diaDaFaixaSchema = z.object({
  data: dia,
  util: z.boolean(),
  relatorio: z
    .object({ id: z.number().int(), numero: z.number().int(), status: z.enum(STATUS_DIARIO) })
    .nullable(),
  // Some turno of the day's report was impraticável.
  impraticavel: z.boolean(),
});

const progressoShape = {
  percentual: z.number().int().nullable(),
  // The date of the report that gave the percentage.
  data: dia.nullable(),
};

export const progressoEtapaSchema = z.object({
  etapa: z.number().int(),
  numero: z.string(),
  nome: z.string(),
  ...progressoShape,
  subetapas: z.array(
    z.object({ subetapa: z.number().int(), numero: z.string(), nome: z.string(), ...progressoShape }),
  ),
});

export const diarioResumoSchema = z.object({
  obra: z.number().int(),
  hoje: dia,
  // The days a report is expected (periodoDoDiario), null without a start.
  periodo: z.object({ de: dia, ate: dia }).nullable(),
  relatorios: z.number().int(),
  ultimo_relatorio: dia.nullable(),
  dias_sem_relatorio: z.number().int().nullable(),
  // Days whose report has an impraticável turno: they justify delay.
  dias_impraticaveis: z.number().int(),
  // The last DIAS_DA_FAIXA days, oldest first, today last.
  dias: z.array(diaDaFaixaSchema),
  // The latest percentage given per etapa (and subetapa): the obra's physical progress.
  progresso: z.array(progressoEtapaSchema),
});

/** What the dashboard shows per obra. */
export const diarioPainelSchema = z.object({
  ultimo_relatorio: dia.nullable(),
  dias_sem_relatorio: z.number().int().nullable(),
});

export type DiaDaFaixa = z.infer<typeof diaDaFaixaSchema>;
export type ProgressoEtapa = z.infer<typeof progressoEtapaSchema>;
export type DiarioResumo = z.infer<typeof diarioResumoSchema>;
export type DiarioPainel = z.infer<typeof diarioPainelSchema>;
