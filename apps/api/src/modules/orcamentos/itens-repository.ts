import { toMoney } from '@gdo/domain/money';
import type { Unidade } from '@gdo/domain/orcamento';
import type {
  OrcamentoItemListQuery,
  OrcamentoItemRow,
  OrcamentoSubitemListQuery,
  OrcamentoSubitemRow,
} from '@gdo/domain/orcamento-item';
import { and, count, eq, max, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { orcamentoItens, orcamentoSubitens, orcamentos } from '../../db/schema-orcamentos';
import { planList } from '../../lib/list-query';
import { fromItens, fromSubitens, type SubitemPlace, subitemRow } from './estrutura-repository';

// The flat lists of itens and subitens (spec §7) and the one-row additions with their totals.

const toSubitemRow = (
  row: Omit<OrcamentoSubitemRow, 'unidade'> & { unidade: string },
): OrcamentoSubitemRow => ({
  ...row,
  unidade: row.unidade as Unidade,
});

// Position in the budget ('ordem') is the natural order: budget by budget, item by item.
const itemSortable = {
  ordem: sql`(${orcamentoItens.orcamento_id}, ${orcamentoItens.ordem})`,
  numero: orcamentoItens.numero,
  nome: orcamentoItens.nome,
  valor_total: orcamentoItens.valor_total,
};

export async function listItens(db: Db, empresaId: number, query: OrcamentoItemListQuery) {
  const plan = planList(
    query,
    {
      sortable: itemSortable,
      defaultSort: 'ordem',
      searchable: [orcamentoItens.numero, orcamentoItens.nome],
    },
    orcamentoItens.id,
  );
  const conditions: (SQL | undefined)[] = [eq(orcamentoItens.empresa_id, empresaId), plan.search];
  if (query.orcamento !== undefined) conditions.push(eq(orcamentoItens.orcamento_id, query.orcamento));
  const where = and(...conditions);
  const rows = await fromItens(db)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const total = plan.paged
    ? (await db.select({ n: count() }).from(orcamentoItens).where(where))[0]!.n
    : undefined;
  return { rows: rows satisfies OrcamentoItemRow[], total };
}

const subitemSortable = {
  ordem: sql`(${orcamentoItens.orcamento_id}, ${orcamentoItens.ordem}, ${orcamentoSubitens.ordem})`,
  numero: orcamentoSubitens.numero,
  nome: orcamentoSubitens.nome,
  valor_total: orcamentoSubitens.valor_total,
};

export async function listSubitens(db: Db, empresaId: number, query: OrcamentoSubitemListQuery) {
  const plan = planList(
    query,
    {
      sortable: subitemSortable,
      defaultSort: 'ordem',
      searchable: [orcamentoSubitens.numero, orcamentoSubitens.nome],
    },
    orcamentoSubitens.id,
  );
  const conditions: (SQL | undefined)[] = [eq(orcamentoSubitens.empresa_id, empresaId), plan.search];
  if (query.orcamento !== undefined) conditions.push(eq(orcamentoItens.orcamento_id, query.orcamento));
  if (query.item !== undefined) conditions.push(eq(orcamentoSubitens.item_id, query.item));
  const where = and(...conditions);
  const rows = await fromSubitens(db)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const total = plan.paged
    ? (
        await db
          .select({ n: count() })
          .from(orcamentoSubitens)
          .innerJoin(orcamentoItens, eq(orcamentoItens.id, orcamentoSubitens.item_id))
          .where(where)
      )[0]!.n
    : undefined;
  return { rows: rows.map(toSubitemRow), total };
}

/** The item with its budget and etapa, or undefined when it is not the empresa's. */
export async function findItem(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select({ id: orcamentoItens.id, orcamento: orcamentoItens.orcamento_id, etapa: orcamentoItens.etapa_id })
    .from(orcamentoItens)
    .where(and(eq(orcamentoItens.empresa_id, empresaId), eq(orcamentoItens.id, id)));
  return row;
}

export async function findSubitemRow(db: Db, empresaId: number, id: number) {
  const [row] = await fromSubitens(db).where(
    and(eq(orcamentoSubitens.empresa_id, empresaId), eq(orcamentoSubitens.id, id)),
  );
  return row && toSubitemRow(row);
}

/** The position after the last item of a budget. */
export async function nextItemOrdem(db: Db, orcamentoId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(orcamentoItens.ordem) })
    .from(orcamentoItens)
    .where(eq(orcamentoItens.orcamento_id, orcamentoId));
  return (row?.last ?? -1) + 1;
}

export async function nextSubitemOrdem(db: Db, itemId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(orcamentoSubitens.ordem) })
    .from(orcamentoSubitens)
    .where(eq(orcamentoSubitens.item_id, itemId));
  return (row?.last ?? -1) + 1;
}

export async function insertSubitem(db: Db, empresaId: number, place: SubitemPlace): Promise<number> {
  const [row] = await db
    .insert(orcamentoSubitens)
    .values(subitemRow(empresaId, place))
    .returning({ id: orcamentoSubitens.id });
  return row!.id;
}

// Totals summed by PostgreSQL over numeric columns: exact, like the decimal arithmetic of the
// domain package. The caller checks that they fit before writing them.

export async function sumItem(db: Db, itemId: number): Promise<string> {
  const [row] = await db
    .select({ total: sum(orcamentoSubitens.valor_total) })
    .from(orcamentoSubitens)
    .where(eq(orcamentoSubitens.item_id, itemId));
  return toMoney(row?.total ?? '0');
}

export async function sumOrcamento(db: Db, orcamentoId: number): Promise<string> {
  const [row] = await db
    .select({ total: sum(orcamentoItens.valor_total) })
    .from(orcamentoItens)
    .where(eq(orcamentoItens.orcamento_id, orcamentoId));
  return toMoney(row?.total ?? '0');
}

export async function setItemTotal(db: Db, itemId: number, valorTotal: string): Promise<void> {
  await db.update(orcamentoItens).set({ valor_total: valorTotal }).where(eq(orcamentoItens.id, itemId));
}

export async function setOrcamentoTotal(db: Db, orcamentoId: number, valorTotal: string): Promise<void> {
  await db
    .update(orcamentos)
    .set({ valor_total: valorTotal, data_alteracao: sql`now()` })
    .where(eq(orcamentos.id, orcamentoId));
}
