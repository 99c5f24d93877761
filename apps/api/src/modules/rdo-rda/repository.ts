import { addMoney, subtractMoney, toMoney } from '@gdo/domain/money';
import type { Documento, DocumentoListQuery, DocumentoSortField } from '@gdo/domain/rdo-rda';
import type { Status } from '@gdo/domain/status';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { clientes, obras } from '../../db/schema';
import { lancamentos, lancamentoTotais, rdoRda } from '../../db/schema-lancamentos';
import { orcamentos } from '../../db/schema-orcamentos';
import { planList } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';
import { obraIdsMatching } from '../obras/queries';

// An obra's RDO or RDA with its obra, cliente (read through the obra, so it is never stale) and
// budget, and the totals of its lançamentos: from lancamento_totais (migration 0005), which the
// entries' triggers keep per document and etapa, so a list reads a few rows per document instead of
// summing every entry (decision 181).

/** Count, paid and open (committed, not paid) per document; `documentoId` narrows it to one. */
function totaisPorDocumento(db: Db, empresaId: number, documentoId?: number) {
  const where = [eq(lancamentoTotais.empresa_id, empresaId)];
  if (documentoId !== undefined) where.push(eq(lancamentoTotais.documento_id, documentoId));
  return db
    .select({
      documento_id: lancamentoTotais.documento_id,
      n: sql<number>`sum(${lancamentoTotais.lancamentos})::int`.as('n'),
      pago: sql<string>`sum(${lancamentoTotais.executado})`.as('pago'),
      aberto: sql<string>`sum(${lancamentoTotais.comprometido})`.as('aberto'),
    })
    .from(lancamentoTotais)
    .where(and(...where))
    .groupBy(lancamentoTotais.documento_id)
    .as('totais');
}

type Totais = ReturnType<typeof totaisPorDocumento>;

const aggregates = (t: Totais) => ({
  lancamentos: sql<number>`coalesce(${t.n}, 0)`,
  valor_pago: sql<string>`coalesce(${t.pago}, 0)`,
  valor_comprometido: sql<string>`coalesce(${t.aberto}, 0)`,
});

function fromDocumentos(db: Db, totais: Totais) {
  return db
    .select({
      id: rdoRda.id,
      tipo: rdoRda.tipo,
      obra: rdoRda.obra_id,
      obra_nome: obras.nome,
      id_cliente: obras.id_cliente,
      cliente_nome: clientes.nome,
      orcamento: rdoRda.orcamento_id,
      orcamento_nome: orcamentos.nome,
      orcamento_valor: orcamentos.valor_total,
      status: rdoRda.status,
      versao: rdoRda.versao,
      ...aggregates(totais),
      data_cadastro: rdoRda.data_cadastro,
      data_alteracao: rdoRda.data_alteracao,
    })
    .from(rdoRda)
    .innerJoin(obras, eq(obras.id, rdoRda.obra_id))
    .innerJoin(clientes, eq(clientes.id, obras.id_cliente))
    .leftJoin(orcamentos, eq(orcamentos.id, rdoRda.orcamento_id))
    .leftJoin(totais, eq(totais.documento_id, rdoRda.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof fromDocumentos>['execute']>>[number];

/** Saldo = budget − (paid + open), only when the document follows a budget (domain.md "Figures"). */
function toDocumento(row: Row): Documento {
  const valor_pago = toMoney(row.valor_pago);
  const valor_comprometido = toMoney(row.valor_comprometido);
  const saldo =
    row.orcamento_valor === null
      ? null
      : subtractMoney(row.orcamento_valor, addMoney(valor_pago, valor_comprometido));
  return withIsoTimestamps({
    ...row,
    tipo: row.tipo as TipoDocumento,
    status: row.status as Status,
    valor_pago,
    valor_comprometido,
    saldo,
  });
}

function sortable(totais: Totais): Record<DocumentoSortField, AnyColumn | SQL> {
  const { valor_pago, valor_comprometido } = aggregates(totais);
  return {
    obra_nome: obras.nome,
    cliente_nome: clientes.nome,
    orcamento_nome: orcamentos.nome,
    status: rdoRda.status,
    valor_pago,
    valor_comprometido,
    data_cadastro: rdoRda.data_cadastro,
  };
}

export async function listDocumentos(
  db: Db,
  empresaId: number,
  tipo: TipoDocumento,
  query: DocumentoListQuery,
) {
  const totais = totaisPorDocumento(db, empresaId);
  const searchable = [
    (pattern: string) => sql`${rdoRda.obra_id} = any(array(${obraIdsMatching(db, empresaId, pattern)}))`,
    orcamentos.nome,
  ];
  const plan = planList(
    query,
    { sortable: sortable(totais), defaultSort: 'obra_nome', searchable },
    rdoRda.id,
  );
  const conditions: (SQL | undefined)[] = [
    eq(rdoRda.empresa_id, empresaId),
    eq(rdoRda.tipo, tipo),
    plan.search,
  ];
  if (query.status !== undefined) conditions.push(eq(rdoRda.status, query.status));
  if (query.obra !== undefined) conditions.push(eq(rdoRda.obra_id, query.obra));
  if (query.id_cliente !== undefined) conditions.push(eq(obras.id_cliente, query.id_cliente));
  const where = and(...conditions);
  const rows = await fromDocumentos(db, totais)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const total = plan.paged
    ? (
        await db
          .select({ n: count() })
          .from(rdoRda)
          .innerJoin(obras, eq(obras.id, rdoRda.obra_id))
          .leftJoin(orcamentos, eq(orcamentos.id, rdoRda.orcamento_id))
          .where(where)
      )[0]!.n
    : undefined;
  return { rows: rows.map(toDocumento), total };
}

export async function findDocumento(db: Db, empresaId: number, tipo: TipoDocumento, id: number) {
  const [row] = await fromDocumentos(db, totaisPorDocumento(db, empresaId, id)).where(
    and(eq(rdoRda.empresa_id, empresaId), eq(rdoRda.tipo, tipo), eq(rdoRda.id, id)),
  );
  return row && toDocumento(row);
}

export type DocumentoRef = { id: number; obra: number; orcamento: number | null };

/**
 * The bare document, `lock` 'update' for an edit or 'share' for a lançamento written into it (so
 * an edit changing its budget waits for the entry, and checks it).
 */
export async function findDocumentoRef(
  db: Db,
  empresaId: number,
  tipo: TipoDocumento,
  by: { id: number } | { obra: number },
  lock?: 'update' | 'share',
): Promise<DocumentoRef | undefined> {
  const query = db
    .select({ id: rdoRda.id, obra: rdoRda.obra_id, orcamento: rdoRda.orcamento_id })
    .from(rdoRda)
    .where(
      and(
        eq(rdoRda.empresa_id, empresaId),
        eq(rdoRda.tipo, tipo),
        'id' in by ? eq(rdoRda.id, by.id) : eq(rdoRda.obra_id, by.obra),
      ),
    );
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertDocumento(
  db: Db,
  empresaId: number,
  values: { tipo: TipoDocumento; obra_id: number; orcamento_id: number | null; status: number },
): Promise<number> {
  const [row] = await db
    .insert(rdoRda)
    .values({ ...values, empresa_id: empresaId })
    .returning({ id: rdoRda.id });
  return row!.id;
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateDocumento(
  db: Db,
  empresaId: number,
  id: number,
  values: { orcamento_id?: number | null; status?: number },
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(rdoRda)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(rdoRda.empresa_id, empresaId), eq(rdoRda.id, id), versaoIs(rdoRda.versao, versao)))
    .returning({ id: rdoRda.id });
  return rows.length > 0;
}

/** Whether an entry of the document is charged to an etapa/subetapa that budget `orcamentoId` lacks. */
export async function hasLancamentosForaDoOrcamento(db: Db, documentoId: number, orcamentoId: number) {
  const { rows } = await db.execute(sql`
    select 1 from ${lancamentos} l
    where l.documento_id = ${documentoId}
      and not exists (
        select 1 from orcamento_itens i
        join orcamento_subitens s on s.item_id = i.id
        where i.orcamento_id = ${orcamentoId} and i.etapa_id = l.etapa_id and s.subetapa_id = l.subetapa_id)
    limit 1`);
  return rows.length > 0;
}
