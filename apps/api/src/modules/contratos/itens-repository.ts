import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, subetapas } from '../../db/schema';
import { contratos } from '../../db/schema-contratos';
import {
  contratoAditivos,
  contratoItens,
  contratoMedicaoItens,
  contratoMedicoes,
} from '../../db/schema-medicoes';

// A contract's itens with what the approved medições measured of each (decision 130).

export type ItemValues = {
  descricao: string;
  unidade: string;
  quantidade: string;
  valor_unitario: string;
  etapa_id: number;
  subetapa_id: number;
};

/** Σ quantities of the approved medições per item; `excetoMedicao` leaves one medição out. */
function medidoPorItem(db: Db, contratoId: number, excetoMedicao?: number) {
  const where = [eq(contratoMedicoes.contrato_id, contratoId), eq(contratoMedicoes.status, 'aprovada')];
  if (excetoMedicao !== undefined) where.push(sql`${contratoMedicoes.id} <> ${excetoMedicao}`);
  return db
    .select({
      item_id: contratoMedicaoItens.item_id,
      medido: sql<string>`sum(${contratoMedicaoItens.quantidade})`.as('medido'),
    })
    .from(contratoMedicaoItens)
    .innerJoin(contratoMedicoes, eq(contratoMedicoes.id, contratoMedicaoItens.medicao_id))
    .where(and(...where))
    .groupBy(contratoMedicaoItens.item_id)
    .as('medido');
}

export async function listItens(db: Db, empresaId: number, contratoId: number, excetoMedicao?: number) {
  const medido = medidoPorItem(db, contratoId, excetoMedicao);
  return db
    .select({
      id: contratoItens.id,
      descricao: contratoItens.descricao,
      unidade: contratoItens.unidade,
      quantidade_original: contratoItens.quantidade,
      quantidade: sql<string>`${contratoItens.quantidade} + ${contratoItens.quantidade_aditivos}`,
      valor_unitario: contratoItens.valor_unitario,
      etapa: contratoItens.etapa_id,
      etapa_numero: etapas.numero,
      etapa_nome: etapas.nome,
      subetapa: contratoItens.subetapa_id,
      subetapa_numero: subetapas.numero,
      subetapa_nome: subetapas.nome,
      aditivo_numero: contratoAditivos.numero,
      medido: sql<string>`coalesce(${medido.medido}, 0)`,
    })
    .from(contratoItens)
    .innerJoin(etapas, eq(etapas.id, contratoItens.etapa_id))
    .innerJoin(subetapas, eq(subetapas.id, contratoItens.subetapa_id))
    .leftJoin(contratoAditivos, eq(contratoAditivos.id, contratoItens.aditivo_id))
    .leftJoin(medido, eq(medido.item_id, contratoItens.id))
    .where(and(eq(contratoItens.empresa_id, empresaId), eq(contratoItens.contrato_id, contratoId)))
    .orderBy(asc(contratoItens.ordem), asc(contratoItens.id));
}

export type ItemRow = Awaited<ReturnType<typeof listItens>>[number];

/**
 * Makes the contract's own itens the ones given: items with an id of the contract are updated,
 * the others inserted, and the contract's items not given deleted (a measured one is kept by its
 * foreign key: the caller answers 409). Returns the stored ids in order.
 */
export async function replaceItens(
  db: Db,
  empresaId: number,
  contratoId: number,
  itens: (ItemValues & { id?: number | null })[],
): Promise<void> {
  const existentes = new Set(
    (
      await db
        .select({ id: contratoItens.id })
        .from(contratoItens)
        .where(and(eq(contratoItens.empresa_id, empresaId), eq(contratoItens.contrato_id, contratoId)))
    ).map((r) => r.id),
  );
  const mantidos = itens.flatMap((i) => (i.id != null && existentes.has(i.id) ? [i.id] : []));
  await db
    .delete(contratoItens)
    .where(
      and(
        eq(contratoItens.contrato_id, contratoId),
        mantidos.length > 0 ? notInArray(contratoItens.id, mantidos) : undefined,
      ),
    );
  for (const [ordem, { id, ...values }] of itens.entries()) {
    if (id != null && existentes.has(id)) {
      await db
        .update(contratoItens)
        .set({ ...values, ordem })
        .where(eq(contratoItens.id, id));
    } else {
      await db
        .insert(contratoItens)
        .values({ ...values, ordem, empresa_id: empresaId, contrato_id: contratoId });
    }
  }
}

export async function insertItemDeAditivo(
  db: Db,
  empresaId: number,
  contratoId: number,
  aditivoId: number,
  values: ItemValues,
): Promise<number> {
  const [{ ordem }] = (await db
    .select({ ordem: sql<number>`coalesce(max(${contratoItens.ordem}), -1)::int + 1` })
    .from(contratoItens)
    .where(eq(contratoItens.contrato_id, contratoId))) as [{ ordem: number }];
  const [row] = await db
    .insert(contratoItens)
    .values({
      ...values,
      quantidade: '0',
      quantidade_aditivos: values.quantidade,
      ordem,
      empresa_id: empresaId,
      contrato_id: contratoId,
      aditivo_id: aditivoId,
    })
    .returning({ id: contratoItens.id });
  return row!.id;
}

export async function addQuantidadeAditivo(db: Db, itemId: number, quantidade: string): Promise<void> {
  await db
    .update(contratoItens)
    .set({ quantidade_aditivos: sql`${contratoItens.quantidade_aditivos} + ${quantidade}` })
    .where(eq(contratoItens.id, itemId));
}

/** The contract's value, aditivos and counters, written under its lock. */
export async function updateContratoValores(
  db: Db,
  contratoId: number,
  values: Partial<
    Pick<
      typeof contratos.$inferInsert,
      'valor' | 'valor_aditivos' | 'data_fim' | 'ultimo_aditivo' | 'ultima_medicao'
    >
  >,
): Promise<void> {
  await db
    .update(contratos)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(eq(contratos.id, contratoId));
}

export async function itensIds(db: Db, contratoId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: contratoItens.id })
    .from(contratoItens)
    .where(and(eq(contratoItens.contrato_id, contratoId), inArray(contratoItens.id, ids)));
}
