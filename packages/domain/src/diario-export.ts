import { z } from 'zod';
import type { CONDICOES, ORIGENS, STATUS_DIARIO } from './diario-constantes';
import { FIELD_MESSAGES } from './field-messages';
import { formatCount } from './money';
import { queryIsoDate } from './paging';

// The diário's exports (issue 12, decision 077): one report or a period as PDF, a period as XLSX
// with one row per report and the day's totals.

/**
 * A period's PDF holds at most this many reports and photos: a month of daily reports with five
 * photos each is 30 and 150; photos are embedded at their display size (≈ 0.2–0.5 MB each).
 */
export const DIARIO_PDF_MAX_RELATORIOS = 62;
export const DIARIO_PDF_MAX_FOTOS = 400;

export function periodoGrandeMessage(relatorios: number, fotos: number): string {
  return `O período tem ${formatCount(relatorios)} relatórios e ${formatCount(fotos)} fotos; um PDF leva até ${formatCount(DIARIO_PDF_MAX_RELATORIOS)} relatórios e ${formatCount(DIARIO_PDF_MAX_FOTOS)} fotos. Escolha um período menor ou baixe a planilha (XLSX).`;
}

// de and ate bound the reports' dates (inclusive); neither: every report of the obra.
export const diarioPeriodoQuerySchema = z
  .object({ de: queryIsoDate, ate: queryIsoDate })
  .superRefine(({ de, ate }, ctx) => {
    if (de && ate && ate < de) {
      ctx.addIssue({ code: 'custom', path: ['ate'], message: FIELD_MESSAGES.periodoInvalido, input: ate });
    }
  });
export type DiarioPeriodoQuery = z.output<typeof diarioPeriodoQuerySchema>;

type Turno = { condicao: (typeof CONDICOES)[number] } | null;
type Relatorio = {
  status: (typeof STATUS_DIARIO)[number];
  clima: { manha: Turno; tarde: Turno; noite: Turno };
  efetivo: { origem: (typeof ORIGENS)[number]; quantidade: number }[];
  equipamentos: { quantidade: number }[];
  atividades: unknown[];
  ocorrencias: unknown[];
  fotos: unknown[];
};

/** The day's totals, as the XLSX row and the list show them. */
export type TotaisDoDiario = {
  efetivo: Record<(typeof ORIGENS)[number], number> & { total: number };
  equipamentos: number;
  atividades: number;
  ocorrencias: number;
  /** Turnos (manhã, tarde, noite) marked impraticável. */
  turnosImpraticaveis: number;
  fotos: number;
};

export function totaisDoDiario(d: Relatorio): TotaisDoDiario {
  const porOrigem = (origem: (typeof ORIGENS)[number]) =>
    d.efetivo.filter((e) => e.origem === origem).reduce((soma, e) => soma + e.quantidade, 0);
  const propria = porOrigem('propria');
  const terceirizada = porOrigem('terceirizada');
  return {
    efetivo: { propria, terceirizada, total: propria + terceirizada },
    equipamentos: d.equipamentos.reduce((soma, e) => soma + e.quantidade, 0),
    atividades: d.atividades.length,
    ocorrencias: d.ocorrencias.length,
    turnosImpraticaveis: [d.clima.manha, d.clima.tarde, d.clima.noite].filter(
      (t) => t?.condicao === 'impraticavel',
    ).length,
    fotos: d.fotos.length,
  };
}
