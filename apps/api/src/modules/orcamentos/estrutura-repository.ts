import type { Unidade } from '@gdo/domain/orcamento';
import type { OrcamentoItem, OrcamentoSubitem } from '@gdo/domain/orcamento-response';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, subetapas } from '../../db/schema';
import { orcamentoItens, orcamentoSubitens } from '../../db/schema-orcamentos';

// A budget's structure: read whole, written whole. An edit deletes the itens (their subitens go
// with them) and inserts the new ones, so item and subitem ids change on every edit; what stays
// is the etapa and subetapa, unique within a budget and item (decision 010).

export type SubitemValues = {
  subetapa: number;
  numero: string;
  nome: string;
  unidade: Unidade;
  quantidade: string;
  valor_unitario: string;
  valor_total: string;
};

export type ItemValues = {
  etapa: number;
  numero: string;
  nome: string;
  valor_total: string;
  subitens: SubitemValues[];
};

// Bound parameters stay far below PostgreSQL's 65 535 per statement.
const CHUNK = 1000;

const itemColumns = {
  id: orcamentoItens.id,
  orcamento: orcamentoItens.orcamento_id,
  etapa: orcamentoItens.etapa_id,
  etapa_numero: etapas.numero,
  etapa_nome: etapas.nome,
  numero: orcamentoItens.numero,
  nome: orcamentoItens.nome,
  valor_total: orcamentoItens.valor_total,
};

const subitemColumns = {
  id: orcamentoSubitens.id,
  item: orcamentoSubitens.item_id,
  orcamento: orcamentoItens.orcamento_id,
  subetapa: orcamentoSubitens.subetapa_id,
  subetapa_numero: subetapas.numero,
  subetapa_nome: subetapas.nome,
  numero: orcamentoSubitens.numero,
  nome: orcamentoSubitens.nome,
  unidade: orcamentoSubitens.unidade,
  quantidade: orcamentoSubitens.quantidade,
  valor_unitario: orcamentoSubitens.valor_unitario,
  valor_total: orcamentoSubitens.valor_total,
};

/** Subitens joined to their item (for the budget) and to the catalogue (for the current names). */
export const fromSubitens = (db: Db) =>
  db
    .select(subitemColumns)
    .from(orcamentoSubitens)
    .innerJoin(orcamentoItens, eq(orcamentoItens.id, orcamentoSubitens.item_id))
    .innerJoin(subetapas, eq(subetapas.id, orcamentoSubitens.subetapa_id));

export const fromItens = (db: Db) =>
  db.select(itemColumns).from(orcamentoItens).innerJoin(etapas, eq(etapas.id, orcamentoItens.etapa_id));

/** The nested itens of one budget (or just one of them), in their order: two queries whatever the size. */
export async function loadItens(
  db: Db,
  empresaId: number,
  orcamentoId: number,
  itemId?: number,
): Promise<OrcamentoItem[]> {
  const itens = await loadItensOf(db, empresaId, [orcamentoId], itemId);
  return itens.get(orcamentoId) ?? [];
}

/** The nested itens of several budgets, by budget: still two queries, however many budgets. */
export async function loadItensOf(
  db: Db,
  empresaId: number,
  orcamentoIds: number[],
  itemId?: number,
): Promise<Map<number, OrcamentoItem[]>> {
  const byBudget = new Map<number, OrcamentoItem[]>(orcamentoIds.map((id) => [id, []]));
  if (orcamentoIds.length === 0) return byBudget;
  const ofBudgets = and(
    eq(orcamentoItens.empresa_id, empresaId),
    inArray(orcamentoItens.orcamento_id, orcamentoIds),
    itemId === undefined ? undefined : eq(orcamentoItens.id, itemId),
  );
  const [itens, subitens] = await Promise.all([
    fromItens(db).where(ofBudgets).orderBy(asc(orcamentoItens.ordem)),
    fromSubitens(db).where(ofBudgets).orderBy(asc(orcamentoItens.ordem), asc(orcamentoSubitens.ordem)),
  ]);
  const byItem = new Map<number, OrcamentoSubitem[]>(itens.map((item) => [item.id, []]));
  for (const { item, orcamento: _orcamento, ...subitem } of subitens) {
    byItem.get(item)!.push({ ...subitem, unidade: subitem.unidade as Unidade });
  }
  for (const { orcamento, ...item } of itens)
    byBudget.get(orcamento)!.push({ ...item, subitens: byItem.get(item.id)! });
  return byBudget;
}

export type SubitemPlace = { itemId: number; ordem: number; subitem: SubitemValues };

/** A subitem as the row to insert under its item, at its position. */
export const subitemRow = (empresaId: number, { itemId, ordem, subitem }: SubitemPlace) => ({
  empresa_id: empresaId,
  item_id: itemId,
  subetapa_id: subitem.subetapa,
  numero: subitem.numero,
  nome: subitem.nome,
  unidade: subitem.unidade,
  quantidade: subitem.quantidade,
  valor_unitario: subitem.valor_unitario,
  valor_total: subitem.valor_total,
  ordem,
});

/** Inserts subitens of items already written, in chunks; `ordem` keeps the order given. */
async function insertSubitens(db: Db, empresaId: number, rows: SubitemPlace[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows.slice(start, start + CHUNK).map((row) => subitemRow(empresaId, row));
    await db.insert(orcamentoSubitens).values(values);
  }
}

/**
 * Writes itens and their subitens (in two or a few statements, not one per row), numbering
 * `ordem` from `firstOrdem`. Returns the new items' ids in the order given.
 */
export async function insertItens(
  db: Db,
  empresaId: number,
  orcamentoId: number,
  itens: ItemValues[],
  firstOrdem = 0,
): Promise<number[]> {
  if (itens.length === 0) return [];
  const inserted = await db
    .insert(orcamentoItens)
    .values(
      itens.map((item, i) => ({
        empresa_id: empresaId,
        orcamento_id: orcamentoId,
        etapa_id: item.etapa,
        numero: item.numero,
        nome: item.nome,
        valor_total: item.valor_total,
        ordem: firstOrdem + i,
      })),
    )
    .returning({ id: orcamentoItens.id, ordem: orcamentoItens.ordem });
  // RETURNING gives no order guarantee: match the rows back by their ordem.
  const idByOrdem = new Map(inserted.map((row) => [row.ordem, row.id]));
  const itemIds = itens.map((_, i) => idByOrdem.get(firstOrdem + i)!);
  const subitens = itens.flatMap((item, i) =>
    item.subitens.map((subitem, j) => ({ itemId: itemIds[i]!, ordem: j, subitem })),
  );
  await insertSubitens(db, empresaId, subitens);
  return itemIds;
}

export async function deleteItens(db: Db, empresaId: number, orcamentoId: number): Promise<void> {
  await db
    .delete(orcamentoItens)
    .where(and(eq(orcamentoItens.empresa_id, empresaId), eq(orcamentoItens.orcamento_id, orcamentoId)));
}
