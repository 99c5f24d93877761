import type { StatusDiario } from '@gdo/domain/diario-constantes';
import { sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { DIARIO_DA_OBRA_COLUNA, type DiarioDaObraRow, diarioDaObra } from './queries';

// The figures of an obra's reports (decision 072), each one statement over the obra's reports
// through the unique (obra_id, data) index; always within the caller's empresa.

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  (await db.execute(query)).rows as T[];

// Some turno of the report was impraticável.
const IMPRATICAVEL = sql`(d.clima->'manha'->>'condicao' = 'impraticavel'
  OR d.clima->'tarde'->>'condicao' = 'impraticavel'
  OR d.clima->'noite'->>'condicao' = 'impraticavel')`;

export type ObraDoResumoRow = DiarioDaObraRow & { impraticaveis: number };

/** The obra's dates and its reports' counts; undefined when the obra is not the empresa's. */
export async function obraDoResumo(db: Db, empresaId: number, obraId: number, ontem: string) {
  const [row] = await rows<ObraDoResumoRow>(
    db,
    sql`SELECT ${DIARIO_DA_OBRA_COLUNA},
               (SELECT count(*)::int FROM diarios d
                 WHERE d.empresa_id = o.empresa_id AND d.obra_id = o.id AND ${IMPRATICAVEL}) AS impraticaveis
          FROM obras o ${diarioDaObra(ontem)}
         WHERE o.empresa_id = ${empresaId} AND o.id = ${obraId}`,
  );
  return row;
}

export type DiaRow = {
  data: string;
  id: number;
  numero: number;
  status: StatusDiario;
  impraticavel: boolean;
};

/** The obra's reports from `de` to `ate`, by day. */
export function relatoriosDosDias(db: Db, empresaId: number, obraId: number, de: string, ate: string) {
  return rows<DiaRow>(
    db,
    sql`SELECT d.data::text AS data, d.id, d.numero, d.status, ${IMPRATICAVEL} AS impraticavel
          FROM diarios d
         WHERE d.empresa_id = ${empresaId} AND d.obra_id = ${obraId}
           AND d.data BETWEEN ${de}::date AND ${ate}::date
         ORDER BY d.data`,
  );
}

export type PercentualRow = {
  etapa: number;
  etapa_numero: string;
  etapa_nome: string;
  subetapa: number | null;
  subetapa_numero: string | null;
  subetapa_nome: string | null;
  percentual: number;
  data: string;
};

/**
 * The latest percentage given per etapa and per subetapa: of the obra's reports, the newest line
 * naming it with a percentage (the last such line of that day's report). Names as that line has them.
 */
export function ultimosPercentuais(db: Db, empresaId: number, obraId: number) {
  return rows<PercentualRow>(
    db,
    sql`SELECT DISTINCT ON ((a->>'etapa')::int, (a->>'subetapa')::int)
               (a->>'etapa')::int AS etapa, a->>'etapa_numero' AS etapa_numero, a->>'etapa_nome' AS etapa_nome,
               (a->>'subetapa')::int AS subetapa, a->>'subetapa_numero' AS subetapa_numero,
               a->>'subetapa_nome' AS subetapa_nome, (a->>'percentual')::int AS percentual, d.data::text AS data
          FROM diarios d, jsonb_array_elements(d.atividades) WITH ORDINALITY AS linha(a, i)
         WHERE d.empresa_id = ${empresaId} AND d.obra_id = ${obraId}
           AND jsonb_typeof(a->'percentual') = 'number'
         ORDER BY (a->>'etapa')::int, (a->>'subetapa')::int, d.data DESC, linha.i DESC`,
  );
}

export type UltimoRow = {
  obra: number;
  id: number | null;
  numero: number | null;
  data: string | null;
  status: StatusDiario | null;
};

/**
 * Of the given obras, the empresa's, each with its last report by date (nulls: none yet): per obra
 * one backward step on the unique (obra_id, data) index (decision 185). Ids of no obra of the empresa
 * match nothing and are left out.
 */
export function ultimosDasObras(db: Db, empresaId: number, obraIds: number[]) {
  return rows<UltimoRow>(
    db,
    sql`SELECT o.id AS obra, u.id, u.numero, u.data::text AS data, u.status
          FROM obras o
          LEFT JOIN LATERAL (
            SELECT d.id, d.numero, d.data, d.status FROM diarios d
             WHERE d.obra_id = o.id ORDER BY d.data DESC LIMIT 1
          ) u ON true
         WHERE o.empresa_id = ${empresaId} AND o.id = ANY(${sql.param(obraIds)}::int[])
         ORDER BY o.id`,
  );
}
