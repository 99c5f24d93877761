import type { PainelOrdem } from '@gdo/domain/painel';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, searchTerms } from '../../lib/list-query';
import { DIARIO_DA_OBRA_COLUNA, type DiarioDaObraRow, diarioDaObra } from '../diarios/queries';
import { HOJE } from '../lancamentos/queries';
import { obraIdsMatching } from '../obras/queries';

// Every figure is one SQL statement summing numeric columns in the database (exact), never a loop
// in JavaScript. What a document spent per etapa comes from lancamento_totais, which triggers keep
// in step with the entries (decision 041): the dashboard reads a few rows per obra, however many
// entries there are. The other figures read the entries through their indexes.

type Rows<T> = Promise<T[]>;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Rows<T> =>
  (await db.execute(query)).rows as T[];

/** The obra's documents and the budget its RDO follows. */
const DOCUMENTOS = sql`
  LEFT JOIN rdo_rda rdo ON rdo.empresa_id = o.empresa_id AND rdo.obra_id = o.id AND rdo.tipo = 'rdo'
  LEFT JOIN rdo_rda rda ON rda.empresa_id = o.empresa_id AND rda.obra_id = o.id AND rda.tipo = 'rda'
  LEFT JOIN orcamentos orc ON orc.empresa_id = o.empresa_id AND orc.id = rdo.orcamento_id`;

export type PainelRow = {
  id: number;
  nome: string;
  cliente_nome: string;
  status: number;
  orcamento_id: number | null;
  rdo: number | null;
  rda: number | null;
  orcamento: string;
  executado: string;
  comprometido: string;
  rda_executado: string;
  rda_comprometido: string;
  executado_periodo: string | null;
  vencido: string;
  a_pagar_7_dias: string;
} & DiarioDaObraRow;

export type PainelFiltro = {
  status: number;
  idCliente?: number;
  busca?: string;
  ordem: PainelOrdem;
  periodo?: { de?: string; ate?: string };
  // Yesterday on the sites' clock: the last day a report is expected (decision 072).
  ontem: string;
};

/**
 * What each document paid in the period: the principal of its non-reversed payments by their own
 * dates, as the cash flow counts it (decision 112), through the index on pagamentos (empresa_id,
 * data). Without a period, none.
 */
function pagoNoPeriodo(empresaId: number, periodo: PainelFiltro['periodo']) {
  if (!periodo) return sql`SELECT NULL::int AS documento_id, NULL::numeric AS executado WHERE false`;
  const de = periodo.de ? sql`AND p.data >= ${periodo.de}::date` : sql``;
  const ate = periodo.ate ? sql`AND p.data <= ${periodo.ate}::date` : sql``;
  return sql`
    SELECT l.documento_id, sum(p.valor) AS executado
      FROM pagamentos p
      JOIN lancamentos l ON l.empresa_id = p.empresa_id AND l.id = p.lancamento_id
     WHERE p.empresa_id = ${empresaId} AND p.estornado_em IS NULL ${de} ${ate}
     GROUP BY l.documento_id`;
}

// Saldo = orçamento − executado − comprometido, in numeric: the least saldo first puts every obra
// over budget (saldo below zero) before the others, the most over first.
const ORDENS: Record<PainelOrdem, SQL> = {
  risco: sql`coalesce(orc.valor_total, 0) - coalesce(s.executado, 0) - coalesce(s.comprometido, 0), o.nome, o.id`,
  nome: sql`o.nome, o.id`,
};

/** The empresa's obras of one situation with their RDO and RDA sums, from the per-etapa totals of each document. */
export function painelObras(db: Db, empresaId: number, filtro: PainelFiltro): Rows<PainelRow> {
  // The obras list's search: the obra's own text or its cliente's (name, CPF/CNPJ...).
  const busca = filtro.busca
    ? sql`AND (${sql.join(
        searchTerms(filtro.busca).map(
          (termo) => sql`o.id = any(array(${obraIdsMatching(db, empresaId, `%${escapeLike(termo)}%`)}))`,
        ),
        sql` OR `,
      )})`
    : sql``;
  const cliente = filtro.idCliente === undefined ? sql`` : sql`AND o.id_cliente = ${filtro.idCliente}`;
  return rows(
    db,
    sql`
    WITH somas AS (
      SELECT t.documento_id, sum(t.executado) AS executado, sum(t.comprometido) AS comprometido
        FROM lancamento_totais t
       WHERE t.empresa_id = ${empresaId}
       GROUP BY t.documento_id
    ), periodo AS (${pagoNoPeriodo(empresaId, filtro.periodo)}
    ), a_pagar AS (
      -- Both documents' entries with something em aberto due up to 7 days ahead (decision 110).
      SELECT l.obra_id, sum(l.valor_aberto) FILTER (WHERE l.data_vencimento < ${HOJE}) AS vencido,
             sum(l.valor_aberto) FILTER (WHERE l.data_vencimento >= ${HOJE}) AS sete_dias
        FROM lancamentos l
       WHERE l.empresa_id = ${empresaId} AND l.valor_aberto > 0 AND l.data_vencimento <= ${HOJE} + 7
       GROUP BY l.obra_id)
    SELECT o.id, o.nome, c.nome AS cliente_nome, o.status, rdo.orcamento_id, rdo.id AS rdo, rda.id AS rda,
           round(coalesce(orc.valor_total, 0), 2)::text AS orcamento,
           round(coalesce(s.executado, 0), 2)::text AS executado,
           round(coalesce(s.comprometido, 0), 2)::text AS comprometido,
           round(coalesce(sa.executado, 0), 2)::text AS rda_executado,
           round(coalesce(sa.comprometido, 0), 2)::text AS rda_comprometido,
           ${filtro.periodo ? sql`round(coalesce(pp.executado, 0), 2)::text` : sql`NULL`} AS executado_periodo,
           round(coalesce(ap.vencido, 0), 2)::text AS vencido, round(coalesce(ap.sete_dias, 0), 2)::text AS a_pagar_7_dias,
           ${DIARIO_DA_OBRA_COLUNA}
      FROM obras o
      JOIN clientes c ON c.empresa_id = o.empresa_id AND c.id = o.id_cliente
      ${DOCUMENTOS}
      LEFT JOIN somas s ON s.documento_id = rdo.id
      LEFT JOIN somas sa ON sa.documento_id = rda.id
      LEFT JOIN periodo pp ON pp.documento_id = rdo.id
      LEFT JOIN a_pagar ap ON ap.obra_id = o.id
      ${diarioDaObra(filtro.ontem)}
     WHERE o.empresa_id = ${empresaId} AND o.status = ${filtro.status} ${cliente} ${busca}
     ORDER BY ${ORDENS[filtro.ordem]}`,
  );
}

export type CabecalhoRow = {
  obra: number;
  metragem: string | null;
  orcamento_id: number | null;
  orcamento_nome: string | null;
  orcamento: string;
  rdo: number | null;
  rda: number | null;
};

export async function cabecalho(
  db: Db,
  empresaId: number,
  obraId: number,
): Promise<CabecalhoRow | undefined> {
  const [row] = await rows<CabecalhoRow>(
    db,
    sql`
    SELECT o.id AS obra, o.metragem, rdo.orcamento_id, orc.nome AS orcamento_nome,
           round(coalesce(orc.valor_total, 0), 2)::text AS orcamento, rdo.id AS rdo, rda.id AS rda
      FROM obras o ${DOCUMENTOS}
     WHERE o.empresa_id = ${empresaId} AND o.id = ${obraId}`,
  );
  return row;
}

export type SomaRow = { executado: string; comprometido: string };

export async function somasDocumento(
  db: Db,
  empresaId: number,
  documentoId: number | null,
): Promise<SomaRow> {
  const [row] = await rows<SomaRow>(
    db,
    sql`
    SELECT round(coalesce(sum(executado), 0), 2)::text AS executado,
           round(coalesce(sum(comprometido), 0), 2)::text AS comprometido
      FROM lancamento_totais WHERE empresa_id = ${empresaId} AND documento_id = ${documentoId ?? -1}`,
  );
  return row!;
}

export type EtapaRow = SomaRow & { etapa: number; numero: string; nome: string; orcamento: string };

/** Budget per etapa beside what the RDO spent on it; an etapa with entries but no budget shows too. */
export function porEtapa(
  db: Db,
  empresaId: number,
  orcamentoId: number | null,
  rdoId: number | null,
): Rows<EtapaRow> {
  return rows(
    db,
    sql`
    WITH previsto AS (
      SELECT etapa_id, sum(valor_total) AS orcamento FROM orcamento_itens
       WHERE empresa_id = ${empresaId} AND orcamento_id = ${orcamentoId ?? -1} GROUP BY etapa_id
    ), gasto AS (
      SELECT etapa_id, executado, comprometido FROM lancamento_totais
       WHERE empresa_id = ${empresaId} AND documento_id = ${rdoId ?? -1} AND lancamentos > 0
    )
    SELECT e.id AS etapa, e.numero, e.nome,
           round(coalesce(p.orcamento, 0), 2)::text AS orcamento,
           round(coalesce(g.executado, 0), 2)::text AS executado,
           round(coalesce(g.comprometido, 0), 2)::text AS comprometido
      FROM previsto p FULL JOIN gasto g ON g.etapa_id = p.etapa_id
      JOIN etapas e ON e.empresa_id = ${empresaId} AND e.id = coalesce(p.etapa_id, g.etapa_id)
     ORDER BY e.numero, e.id`,
  );
}

export type FornecedorRow = { id: number; nome: string; pago: string };

export function maioresFornecedores(
  db: Db,
  empresaId: number,
  rdoId: number | null,
  limite = 5,
): Rows<FornecedorRow> {
  return rows(
    db,
    sql`
    SELECT f.id, f.nome, round(sum(l.valor_pagamento), 2)::text AS pago
      FROM lancamentos l JOIN fornecedores f ON f.empresa_id = l.empresa_id AND f.id = l.fornecedor_id
     WHERE l.empresa_id = ${empresaId} AND l.documento_id = ${rdoId ?? -1}
     GROUP BY f.id, f.nome HAVING sum(l.valor_pagamento) > 0
     ORDER BY sum(l.valor_pagamento) DESC, f.nome LIMIT ${limite}`,
  );
}

export type ContratoRow = {
  id: number;
  numero: string | null;
  objeto: string;
  fornecedor_nome: string;
  valor: string;
  pago: string;
  comprometido: string;
};

/**
 * The obra's contracts by what is still committed on them (money.md's Comprometido: the sum of what
 * is em aberto on their entries), the same figure the contracts list shows as Em aberto.
 */
export function contratosMaisComprometidos(
  db: Db,
  empresaId: number,
  obraId: number,
  limite = 5,
): Rows<ContratoRow> {
  return rows(
    db,
    sql`
    SELECT ct.id, ct.numero, ct.objeto, f.nome AS fornecedor_nome, ct.valor::text AS valor,
           round(coalesce(p.pago, 0), 2)::text AS pago,
           round(coalesce(p.aberto, 0), 2)::text AS comprometido
      FROM contratos ct
      JOIN fornecedores f ON f.empresa_id = ct.empresa_id AND f.id = ct.fornecedor_id
      LEFT JOIN LATERAL (
        SELECT sum(l.valor_pagamento) AS pago,
               sum(greatest(l.valor_comprometido - l.valor_pagamento, 0)) AS aberto
          FROM lancamentos l WHERE l.empresa_id = ct.empresa_id AND l.contrato_id = ct.id
      ) p ON true
     WHERE ct.empresa_id = ${empresaId} AND ct.obra_id = ${obraId}
     ORDER BY coalesce(p.aberto, 0) DESC, ct.id LIMIT ${limite}`,
  );
}

/** What the document paid per day (the payment's date, or the entry's), from the per-day totals. */
export function pagamentosPorDia(
  db: Db,
  empresaId: number,
  documentoId: number | null,
): Rows<{ data: string; valor: string }> {
  return rows(
    db,
    sql`
    SELECT dia::text AS data, executado::text AS valor
      FROM lancamento_pagamentos_dia
     WHERE empresa_id = ${empresaId} AND documento_id = ${documentoId ?? -1} AND executado <> 0
     ORDER BY dia`,
  );
}

export type UltimoRow = {
  id: number;
  data_lancamento: string;
  descricao: string;
  fornecedor_nome: string;
  valor_comprometido: string;
  valor_pagamento: string;
};

export function ultimosLancamentos(
  db: Db,
  empresaId: number,
  documentoId: number | null,
  limite = 5,
): Rows<UltimoRow> {
  return rows(
    db,
    sql`
    SELECT l.id, l.data_lancamento::text AS data_lancamento, l.descricao, f.nome AS fornecedor_nome,
           l.valor_comprometido::text AS valor_comprometido, l.valor_pagamento::text AS valor_pagamento
      FROM lancamentos l JOIN fornecedores f ON f.empresa_id = l.empresa_id AND f.id = l.fornecedor_id
     WHERE l.empresa_id = ${empresaId} AND l.documento_id = ${documentoId ?? -1}
     ORDER BY l.data_lancamento DESC, l.id DESC LIMIT ${limite}`,
  );
}
