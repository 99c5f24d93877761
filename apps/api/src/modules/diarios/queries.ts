import type { DiarioDaObraContagem } from '@gdo/domain/diario-resumo';
import { feriadosNacionaisEntre } from '@gdo/domain/feriados';
import { sql } from 'drizzle-orm';

// SQL that other modules' repositories compose into their own queries (decision 060).

/** Reports before this day are not checked against holidays, which keeps the array short (~270). */
const FERIADOS_DESDE = '2000-01-01';

// The array's text for the last `ontem` asked: it changes once a day, and the dashboard asks often.
let feriadosLidos = { ate: '', texto: '' };
function feriadosAte(ontem: string): string {
  if (feriadosLidos.ate !== ontem) {
    feriadosLidos = { ate: ontem, texto: `{${feriadosNacionaisEntre(FERIADOS_DESDE, ontem).join(',')}}` };
  }
  return feriadosLidos.texto;
}

/**
 * Per obra (aliased `o` in the query that joins this), its reports' figures for the dashboard and
 * the obra's resumo (decision 072): the first and the last report's dates, and how many reports fall
 * on working days (isDiaUtil: Monday to Saturday, national holidays excepted) of the days a report
 * is expected — from the obra's start (any report, without one) to `ontem`, never past its delivery.
 * One range scan of the unique (obra_id, data) index per obra, index-only: no row per day is
 * generated, no report row is read.
 * The obra is the caller's empresa's already, and a report's (empresa_id, obra_id) key points at its
 * obra's, so `obra_id` alone scopes it; naming `empresa_id` too would read every report's row (it is
 * not in that index): 29 ms instead of 18 ms at 50 obras × a year of reports (decision 072).
 */
export function diarioDaObra(ontem: string) {
  // The holidays go as one array parameter; a hashed lookup per report, no slower than without it
  // (decision 173).
  const feriados = feriadosAte(ontem);
  return sql`LEFT JOIN LATERAL (
      SELECT min(d.data)::text AS primeiro, max(d.data)::text AS ultimo, count(*)::int AS relatorios,
             (count(*) FILTER (
                WHERE extract(isodow FROM d.data) <> 7
                  AND NOT (d.data = ANY(${feriados}::date[]))
                  AND d.data >= coalesce(o.data_inicio, d.data)
                  AND d.data <= least(${ontem}::date, coalesce(o.data_entrega, ${ontem}::date))
             ))::int AS relatorios_uteis
        FROM diarios d
       WHERE d.obra_id = o.id
    ) diario ON true`;
}

/** What diarioDaObra adds, as one column `diario`, with the obra's dates it is read against. */
export const DIARIO_DA_OBRA_COLUNA = sql`json_build_object(
    'inicio', o.data_inicio, 'entrega', o.data_entrega, 'primeiro', diario.primeiro,
    'ultimo', diario.ultimo, 'relatorios', diario.relatorios, 'relatorios_uteis', diario.relatorios_uteis
  ) AS diario`;

export type DiarioDaObraRow = { diario: DiarioDaObraContagem & { relatorios: number } };
