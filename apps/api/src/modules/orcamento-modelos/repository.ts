import type { Unidade } from '@gdo/domain/orcamento';
import type {
  OrcamentoModeloItem,
  OrcamentoModeloListQuery,
  OrcamentoModeloListRow,
} from '@gdo/domain/orcamento-modelo';
import type { Status } from '@gdo/domain/status';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, subetapas } from '../../db/schema';
import { orcamentoModeloItens, orcamentoModeloSubitens, orcamentoModelos } from '../../db/schema-orcamentos';
import { pageOf, planList, withTotal } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';

export type ModeloSubitemValues = {
  subetapa: number;
  numero: string;
  nome: string;
  unidade: Unidade;
  quantidade?: string | null | undefined;
  valor_unitario?: string | null | undefined;
};
export type ModeloItemValues = {
  etapa: number;
  numero: string;
  nome: string;
  subitens: ModeloSubitemValues[];
};

const CHUNK = 1000;

const headerColumns = {
  id: orcamentoModelos.id,
  nome: orcamentoModelos.nome,
  status: orcamentoModelos.status,
  versao: orcamentoModelos.versao,
  data_cadastro: orcamentoModelos.data_cadastro,
  data_alteracao: orcamentoModelos.data_alteracao,
};

// Counted per row of the page only; a list of models is short. Written out in SQL because drizzle
// leaves columns unqualified in a one-table select, which a correlated subquery cannot use.
const listColumns = {
  ...headerColumns,
  total_itens: sql<number>`(select count(*)::int from orcamento_modelo_itens mi
    where mi.modelo_id = orcamento_modelos.id)`,
  total_subitens: sql<number>`(select count(*)::int from orcamento_modelo_subitens ms
    join orcamento_modelo_itens mi on mi.id = ms.item_id where mi.modelo_id = orcamento_modelos.id)`,
};

const withStatus = <T extends { status: number; data_cadastro: Date; data_alteracao: Date }>(row: T) =>
  withIsoTimestamps({ ...row, status: row.status as Status });

export async function listModelos(db: Db, empresaId: number, query: OrcamentoModeloListQuery) {
  const plan = planList(
    query,
    {
      sortable: {
        nome: orcamentoModelos.nome,
        status: orcamentoModelos.status,
        data_cadastro: orcamentoModelos.data_cadastro,
      },
      defaultSort: 'nome',
      searchable: [orcamentoModelos.nome],
    },
    orcamentoModelos.id,
  );
  const conditions: (SQL | undefined)[] = [eq(orcamentoModelos.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(orcamentoModelos.status, query.status));
  const where = and(...conditions);
  const found = await db
    .select(withTotal(listColumns, plan, orcamentoModelos, where))
    .from(orcamentoModelos)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, total } = await pageOf(db, found, plan, orcamentoModelos, where);
  return { rows: rows.map((row): OrcamentoModeloListRow => withStatus(row)), total };
}

/** `lock` holds the model until the transaction ends, so two edits of one model run one at a time. */
export async function findModelo(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = db
    .select(headerColumns)
    .from(orcamentoModelos)
    .where(and(eq(orcamentoModelos.empresa_id, empresaId), eq(orcamentoModelos.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row && withStatus(row);
}

export async function modeloExists(db: Db, empresaId: number, id: number): Promise<boolean> {
  return (await findModelo(db, empresaId, id)) !== undefined;
}

export async function insertModelo(db: Db, empresaId: number, values: { nome: string; status: number }) {
  const [row] = await db
    .insert(orcamentoModelos)
    .values({ ...values, empresa_id: empresaId })
    .returning({ id: orcamentoModelos.id });
  return row!.id;
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateModelo(
  db: Db,
  empresaId: number,
  id: number,
  values: { nome: string; status: number },
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(orcamentoModelos)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(
      and(
        eq(orcamentoModelos.empresa_id, empresaId),
        eq(orcamentoModelos.id, id),
        versaoIs(orcamentoModelos.versao, versao),
      ),
    )
    .returning({ id: orcamentoModelos.id });
  return rows.length > 0;
}

export async function loadModeloItens(
  db: Db,
  empresaId: number,
  modeloId: number,
): Promise<OrcamentoModeloItem[]> {
  const ofModelo = and(
    eq(orcamentoModeloItens.empresa_id, empresaId),
    eq(orcamentoModeloItens.modelo_id, modeloId),
  );
  const [itens, subitens] = await Promise.all([
    db
      .select({
        id: orcamentoModeloItens.id,
        etapa: orcamentoModeloItens.etapa_id,
        etapa_numero: etapas.numero,
        etapa_nome: etapas.nome,
        numero: orcamentoModeloItens.numero,
        nome: orcamentoModeloItens.nome,
      })
      .from(orcamentoModeloItens)
      .innerJoin(etapas, eq(etapas.id, orcamentoModeloItens.etapa_id))
      .where(ofModelo)
      .orderBy(asc(orcamentoModeloItens.ordem)),
    db
      .select({
        id: orcamentoModeloSubitens.id,
        item: orcamentoModeloSubitens.item_id,
        subetapa: orcamentoModeloSubitens.subetapa_id,
        subetapa_numero: subetapas.numero,
        subetapa_nome: subetapas.nome,
        numero: orcamentoModeloSubitens.numero,
        nome: orcamentoModeloSubitens.nome,
        unidade: orcamentoModeloSubitens.unidade,
        quantidade: orcamentoModeloSubitens.quantidade,
        valor_unitario: orcamentoModeloSubitens.valor_unitario,
      })
      .from(orcamentoModeloSubitens)
      .innerJoin(orcamentoModeloItens, eq(orcamentoModeloItens.id, orcamentoModeloSubitens.item_id))
      .innerJoin(subetapas, eq(subetapas.id, orcamentoModeloSubitens.subetapa_id))
      .where(ofModelo)
      .orderBy(asc(orcamentoModeloItens.ordem), asc(orcamentoModeloSubitens.ordem)),
  ]);
  const byItem = new Map(itens.map((item) => [item.id, [] as OrcamentoModeloItem['subitens']]));
  for (const { item, ...subitem } of subitens)
    byItem.get(item)!.push({ ...subitem, unidade: subitem.unidade as Unidade });
  return itens.map((item) => ({ ...item, subitens: byItem.get(item.id)! }));
}

/** The whole structure in a few statements; the items' ids are matched back by `ordem`. */
export async function insertModeloItens(
  db: Db,
  empresaId: number,
  modeloId: number,
  itens: ModeloItemValues[],
) {
  if (itens.length === 0) return;
  const inserted = await db
    .insert(orcamentoModeloItens)
    .values(
      itens.map((item, ordem) => ({
        empresa_id: empresaId,
        modelo_id: modeloId,
        etapa_id: item.etapa,
        numero: item.numero,
        nome: item.nome,
        ordem,
      })),
    )
    .returning({ id: orcamentoModeloItens.id, ordem: orcamentoModeloItens.ordem });
  const idByOrdem = new Map(inserted.map((row) => [row.ordem, row.id]));
  const rows = itens.flatMap((item, i) =>
    item.subitens.map((subitem, ordem) => ({
      empresa_id: empresaId,
      item_id: idByOrdem.get(i)!,
      subetapa_id: subitem.subetapa,
      numero: subitem.numero,
      nome: subitem.nome,
      unidade: subitem.unidade,
      quantidade: subitem.quantidade ?? null,
      valor_unitario: subitem.valor_unitario ?? null,
      ordem,
    })),
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(orcamentoModeloSubitens).values(rows.slice(start, start + CHUNK));
  }
}

export async function deleteModeloItens(db: Db, empresaId: number, modeloId: number) {
  await db
    .delete(orcamentoModeloItens)
    .where(and(eq(orcamentoModeloItens.empresa_id, empresaId), eq(orcamentoModeloItens.modelo_id, modeloId)));
}
