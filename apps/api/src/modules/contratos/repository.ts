import type { Contrato, ContratoListQuery, ContratoSortField } from '@gdo/domain/contrato';
import { figurasDoContrato } from '@gdo/domain/medicao-calculo';
import { subtractMoney, toMoney } from '@gdo/domain/money';
import type { Status } from '@gdo/domain/status';
import { type AnyColumn, and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, fornecedores, obras, subetapas } from '../../db/schema';
import { contratoSearch, contratos } from '../../db/schema-contratos';
import { lancamentos } from '../../db/schema-lancamentos';
import { orcamentos } from '../../db/schema-orcamentos';
import { matches, matchesBusca, planList } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';
import { obraIdsMatching } from '../obras/queries';
import { itensPorContrato, liberacoesPorContrato, medicoesPorContrato } from './figuras-queries';

// A contract with its obra, fornecedor, budget link and what its lançamentos paid and still owe,
// summed by PostgreSQL over numeric columns.

/** Paid and open (committed, not paid) per contract; `contratoId` narrows it to one. */
function usoPorContrato(db: Db, empresaId: number, contratoId?: number) {
  const where = [eq(lancamentos.empresa_id, empresaId), isNotNull(lancamentos.contrato_id)];
  if (contratoId !== undefined) where.push(eq(lancamentos.contrato_id, contratoId));
  return db
    .select({
      contrato_id: lancamentos.contrato_id,
      pago: sql<string>`sum(${lancamentos.valor_pagamento})`.as('pago'),
      aberto: sql<string>`sum(${lancamentos.valor_aberto})`.as('aberto'),
    })
    .from(lancamentos)
    .where(and(...where))
    .groupBy(lancamentos.contrato_id)
    .as('uso');
}

type Uso = ReturnType<typeof usoPorContrato>;

/** The sums a contract's figures come from: its lançamentos, medições, releases and itens. */
function somasPorContrato(db: Db, empresaId: number, contratoId?: number) {
  return {
    uso: usoPorContrato(db, empresaId, contratoId),
    medicoes: medicoesPorContrato(db, empresaId, contratoId),
    liberacoes: liberacoesPorContrato(db, empresaId, contratoId),
    itens: itensPorContrato(db, empresaId, contratoId),
  };
}

type Somas = ReturnType<typeof somasPorContrato>;

const pagoDe = (uso: Uso) => sql<string>`coalesce(${uso.pago}, 0)`;
const abertoDe = (uso: Uso) => sql<string>`coalesce(${uso.aberto}, 0)`;

const subetapasDoContrato = alias(subetapas, 'contrato_subetapa');

function fromContratos(db: Db, { uso, medicoes, liberacoes, itens }: Somas) {
  return db
    .select({
      id: contratos.id,
      obra: contratos.obra_id,
      obra_nome: obras.nome,
      fornecedor: contratos.fornecedor_id,
      fornecedor_nome: fornecedores.nome,
      numero: contratos.numero,
      objeto: contratos.objeto,
      valor: contratos.valor,
      data_inicio: contratos.data_inicio,
      data_fim: contratos.data_fim,
      orcamento: contratos.orcamento_id,
      orcamento_nome: orcamentos.nome,
      etapa: contratos.etapa_id,
      etapa_numero: etapas.numero,
      etapa_nome: etapas.nome,
      subetapa: contratos.subetapa_id,
      subetapa_numero: subetapasDoContrato.numero,
      subetapa_nome: subetapasDoContrato.nome,
      status: contratos.status,
      versao: contratos.versao,
      valor_pago: pagoDe(uso),
      valor_comprometido: abertoDe(uso),
      valor_aditivos: contratos.valor_aditivos,
      retencao_percentual: contratos.retencao_percentual,
      adiantamento: contratos.adiantamento,
      amortizacao_percentual: contratos.amortizacao_percentual,
      prazo_pagamento_dias: contratos.prazo_pagamento_dias,
      medido: sql<string>`coalesce(${medicoes.medido}, 0)`,
      retencoes: sql<string>`coalesce(${medicoes.retencoes}, 0)`,
      amortizado: sql<string>`coalesce(${medicoes.amortizado}, 0)`,
      medicoes_aprovadas: sql<number>`coalesce(${medicoes.aprovadas}, 0)`,
      liberado: sql<string>`coalesce(${liberacoes.liberado}, 0)`,
      itens_quantidade: sql<number>`coalesce(${itens.quantos}, 0)`,
      data_cadastro: contratos.data_cadastro,
      data_alteracao: contratos.data_alteracao,
    })
    .from(contratos)
    .innerJoin(obras, eq(obras.id, contratos.obra_id))
    .innerJoin(fornecedores, eq(fornecedores.id, contratos.fornecedor_id))
    .leftJoin(orcamentos, eq(orcamentos.id, contratos.orcamento_id))
    .leftJoin(etapas, eq(etapas.id, contratos.etapa_id))
    .leftJoin(subetapasDoContrato, eq(subetapasDoContrato.id, contratos.subetapa_id))
    .leftJoin(uso, eq(uso.contrato_id, contratos.id))
    .leftJoin(medicoes, eq(medicoes.contrato_id, contratos.id))
    .leftJoin(liberacoes, eq(liberacoes.contrato_id, contratos.id))
    .leftJoin(itens, eq(itens.contrato_id, contratos.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof fromContratos>['execute']>>[number];

/**
 * saldo = valor − pago (domain.md); the figures of money.md from the domain's one computation
 * (figurasDoContrato), valor_pago/valor_comprometido/valor_disponivel being its pago/em_aberto/disponivel.
 */
function toContrato({ retencoes, liberado, ...row }: Row): Contrato {
  const figuras = figurasDoContrato({
    valor: row.valor,
    medido: row.medido,
    pago: row.valor_pago,
    em_aberto: row.valor_comprometido,
    retencoes,
    liberacoes: liberado,
  });
  return withIsoTimestamps({
    ...row,
    ...figuras,
    status: row.status as Status,
    valor_aditivos: toMoney(row.valor_aditivos),
    adiantamento: toMoney(row.adiantamento),
    amortizado: toMoney(row.amortizado),
    valor_pago: figuras.pago,
    valor_comprometido: figuras.em_aberto,
    saldo: subtractMoney(row.valor, figuras.pago),
    valor_disponivel: figuras.disponivel,
    medicoes_aprovadas: Number(row.medicoes_aprovadas),
    itens_quantidade: Number(row.itens_quantidade),
  });
}

function sortable(uso: Uso): Record<ContratoSortField, AnyColumn | SQL> {
  return {
    numero: contratos.numero,
    objeto: contratos.objeto,
    fornecedor_nome: fornecedores.nome,
    obra_nome: obras.nome,
    valor: contratos.valor,
    valor_pago: pagoDe(uso),
    valor_comprometido: abertoDe(uso),
    saldo: sql`${contratos.valor} - ${pagoDe(uso)}`,
    data_inicio: contratos.data_inicio,
    data_fim: contratos.data_fim,
    status: contratos.status,
    data_cadastro: contratos.data_cadastro,
  };
}

/**
 * Contracts whose number or object matches, or whose fornecedor's or obra's text does. Each part
 * goes through its own table's trigram index and the contracts are then read by id.
 */
function searchable(db: Db, empresaId: number) {
  const ofEmpresa = eq(contratos.empresa_id, empresaId);
  const byOwnText = (pattern: string) =>
    db
      .select({ id: contratos.id })
      .from(contratos)
      .where(and(ofEmpresa, matches(contratoSearch(contratos), pattern)));
  const byFornecedor = (pattern: string) =>
    db
      .select({ id: contratos.id })
      .from(fornecedores)
      .innerJoin(contratos, and(ofEmpresa, eq(contratos.fornecedor_id, fornecedores.id)))
      .where(and(eq(fornecedores.empresa_id, empresaId), matchesBusca(fornecedores.busca, pattern)));
  const byObra = (pattern: string) =>
    db
      .select({ id: contratos.id })
      .from(contratos)
      .where(
        and(ofEmpresa, sql`${contratos.obra_id} = any(array(${obraIdsMatching(db, empresaId, pattern)}))`),
      );
  return [
    (pattern: string) =>
      sql`${contratos.id} = any(array(${byOwnText(pattern).unionAll(byFornecedor(pattern)).unionAll(byObra(pattern))}))`,
  ];
}

export async function listContratos(db: Db, empresaId: number, query: ContratoListQuery) {
  const somas = somasPorContrato(db, empresaId);
  const { uso } = somas;
  const plan = planList(
    query,
    { sortable: sortable(uso), defaultSort: '-data_cadastro', searchable: searchable(db, empresaId) },
    contratos.id,
  );
  const conditions: (SQL | undefined)[] = [eq(contratos.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(contratos.status, query.status));
  if (query.obra !== undefined) conditions.push(eq(contratos.obra_id, query.obra));
  if (query.fornecedor !== undefined) conditions.push(eq(contratos.fornecedor_id, query.fornecedor));
  const where = and(...conditions);
  const rows = await fromContratos(db, somas)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const total = plan.paged ? (await db.select({ n: count() }).from(contratos).where(where))[0]!.n : undefined;
  return { rows: rows.map(toContrato), total };
}

export async function findContrato(db: Db, empresaId: number, id: number) {
  const [row] = await fromContratos(db, somasPorContrato(db, empresaId, id)).where(
    and(eq(contratos.empresa_id, empresaId), eq(contratos.id, id)),
  );
  return row && toContrato(row);
}

export type ContratoValues = {
  obra_id: number;
  fornecedor_id: number;
  numero: string | null;
  objeto: string;
  valor: string;
  data_inicio: string | null;
  data_fim: string | null;
  orcamento_id: number | null;
  etapa_id: number | null;
  subetapa_id: number | null;
  status: number;
  retencao_percentual: string;
  adiantamento: string;
  amortizacao_percentual: string;
  prazo_pagamento_dias: number;
};

/**
 * The stored row, `lock` held until the transaction ends: an edit, and every lançamento charged to
 * the contract (the value limit), run one at a time per contract.
 */
export async function findContratoRow(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(contratos)
    .where(and(eq(contratos.empresa_id, empresaId), eq(contratos.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type ContratoRow = NonNullable<Awaited<ReturnType<typeof findContratoRow>>>;

export async function insertContrato(db: Db, empresaId: number, values: ContratoValues): Promise<number> {
  const [row] = await db
    .insert(contratos)
    .values({ ...values, empresa_id: empresaId })
    .returning({ id: contratos.id });
  return row!.id;
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateContrato(
  db: Db,
  empresaId: number,
  id: number,
  values: ContratoValues,
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(contratos)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(contratos.empresa_id, empresaId), eq(contratos.id, id), versaoIs(contratos.versao, versao)))
    .returning({ id: contratos.id });
  return rows.length > 0;
}

export async function hasLancamentos(db: Db, contratoId: number): Promise<boolean> {
  const rows = await db
    .select({ id: lancamentos.id })
    .from(lancamentos)
    .where(eq(lancamentos.contrato_id, contratoId))
    .limit(1);
  return rows.length > 0;
}

export async function fornecedorExists(db: Db, empresaId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(and(eq(fornecedores.empresa_id, empresaId), eq(fornecedores.id, id)));
  return row !== undefined;
}
