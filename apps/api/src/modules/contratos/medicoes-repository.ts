import type { Aditivo, Medicao, MedicaoItem } from '@gdo/domain/medicao';
import { addQuantities as addQ } from '@gdo/domain/money';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import {
  contratoAditivos,
  contratoItens,
  contratoLancamentos,
  contratoLiberacoes,
  contratoMedicaoItens,
  contratoMedicoes,
} from '../../db/schema-medicoes';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';

// Medições, aditivos, releases of retention and the payables they created (decisions 130–133).

export type MedicaoValues = {
  periodo_de: string;
  periodo_ate: string;
  percentual: string | null;
  valor_bruto: string;
  retencao: string;
  amortizacao: string;
  valor_liquido: string;
};

export type MedicaoLinha = { item_id: number; quantidade: string; valor: string };

export async function findMedicaoRow(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(contratoMedicoes)
    .where(and(eq(contratoMedicoes.empresa_id, empresaId), eq(contratoMedicoes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type MedicaoRow = NonNullable<Awaited<ReturnType<typeof findMedicaoRow>>>;

/** Another medição of the contract whose period shares a day with this one. */
export async function medicaoSobreposta(
  db: Db,
  contratoId: number,
  { de, ate, exceto }: { de: string; ate: string; exceto?: number },
) {
  const [row] = await db
    .select({ numero: contratoMedicoes.numero })
    .from(contratoMedicoes)
    .where(
      and(
        eq(contratoMedicoes.contrato_id, contratoId),
        lte(contratoMedicoes.periodo_de, ate),
        gte(contratoMedicoes.periodo_ate, de),
        exceto === undefined ? undefined : sql`${contratoMedicoes.id} <> ${exceto}`,
      ),
    )
    .orderBy(asc(contratoMedicoes.numero))
    .limit(1);
  return row?.numero;
}

export async function insertMedicao(
  db: Db,
  values: MedicaoValues & { empresa_id: number; contrato_id: number; numero: number; usuario_id: number },
  linhas: MedicaoLinha[],
): Promise<number> {
  const [row] = await db.insert(contratoMedicoes).values(values).returning({ id: contratoMedicoes.id });
  await writeLinhas(db, values.empresa_id, row!.id, linhas);
  return row!.id;
}

async function writeLinhas(db: Db, empresaId: number, medicaoId: number, linhas: MedicaoLinha[]) {
  await db.delete(contratoMedicaoItens).where(eq(contratoMedicaoItens.medicao_id, medicaoId));
  if (linhas.length === 0) return;
  await db
    .insert(contratoMedicaoItens)
    .values(linhas.map((l) => ({ ...l, medicao_id: medicaoId, empresa_id: empresaId })));
}

/** A rascunho and its lines (they go with it, by the foreign key's cascade). */
export async function deleteMedicao(db: Db, empresaId: number, id: number): Promise<void> {
  await db
    .delete(contratoMedicoes)
    .where(and(eq(contratoMedicoes.empresa_id, empresaId), eq(contratoMedicoes.id, id)));
}

/** False when `versao` is no longer the stored one. */
export async function updateMedicao(
  db: Db,
  { id, empresaId, versao }: { id: number; empresaId: number; versao?: number },
  values: MedicaoValues & { status?: 'aprovada'; aprovada_em?: string; aprovada_por?: number },
  linhas: MedicaoLinha[],
): Promise<boolean> {
  const rows = await db
    .update(contratoMedicoes)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(contratoMedicoes.id, id), versaoIs(contratoMedicoes.versao, versao)))
    .returning({ id: contratoMedicoes.id });
  if (rows.length === 0) return false;
  await writeLinhas(db, empresaId, id, linhas);
  return true;
}

export async function listMedicoes(
  db: Db,
  empresaId: number,
  contratoId: number,
  ids?: number[],
): Promise<Medicao[]> {
  const rows = await db
    .select()
    .from(contratoMedicoes)
    .where(
      and(
        eq(contratoMedicoes.empresa_id, empresaId),
        eq(contratoMedicoes.contrato_id, contratoId),
        ids ? inArray(contratoMedicoes.id, ids) : undefined,
      ),
    )
    .orderBy(desc(contratoMedicoes.numero));
  if (rows.length === 0) return [];
  const medicaoIds = rows.map((r) => r.id);
  const linhas = await db
    .select({
      medicao_id: contratoMedicaoItens.medicao_id,
      item: contratoMedicaoItens.item_id,
      descricao: contratoItens.descricao,
      unidade: contratoItens.unidade,
      valor_unitario: contratoItens.valor_unitario,
      quantidade: contratoMedicaoItens.quantidade,
      valor: contratoMedicaoItens.valor,
      contratada: sql<string>`${contratoItens.quantidade} + ${contratoItens.quantidade_aditivos}`,
      // Approved medições of the item numbered before this one.
      anterior: sql<string>`coalesce((select sum(mi.quantidade) from contrato_medicao_itens mi
        join contrato_medicoes m on m.id = mi.medicao_id
        where mi.item_id = ${contratoMedicaoItens.item_id} and m.status = 'aprovada'
          and m.numero < ${contratoMedicoes.numero}), 0)`,
    })
    .from(contratoMedicaoItens)
    .innerJoin(contratoItens, eq(contratoItens.id, contratoMedicaoItens.item_id))
    .innerJoin(contratoMedicoes, eq(contratoMedicoes.id, contratoMedicaoItens.medicao_id))
    .where(inArray(contratoMedicaoItens.medicao_id, medicaoIds))
    .orderBy(asc(contratoItens.ordem), asc(contratoItens.id));
  const links = await db
    .select({ medicao_id: contratoLancamentos.medicao_id, lancamento_id: contratoLancamentos.lancamento_id })
    .from(contratoLancamentos)
    .where(inArray(contratoLancamentos.medicao_id, medicaoIds))
    .orderBy(asc(contratoLancamentos.lancamento_id));
  return rows.map(({ contrato_id, empresa_id: _e, usuario_id: _u, aprovada_por: _a, ...row }) =>
    withIsoTimestamps({
      ...row,
      contrato: contrato_id,
      status: row.status as Medicao['status'],
      itens: linhas
        .filter((l) => l.medicao_id === row.id)
        .map(
          ({ medicao_id: _m, ...l }): MedicaoItem => ({ ...l, acumulado: addQ(l.anterior, l.quantidade) }),
        ),
      lancamentos: links.filter((l) => l.medicao_id === row.id).map((l) => l.lancamento_id),
    }),
  );
}

export async function insertAditivo(db: Db, values: typeof contratoAditivos.$inferInsert): Promise<number> {
  const [row] = await db.insert(contratoAditivos).values(values).returning({ id: contratoAditivos.id });
  return row!.id;
}

export async function updateAditivo(
  db: Db,
  id: number,
  values: { valor: string; itens: Aditivo['itens'] },
): Promise<void> {
  await db.update(contratoAditivos).set(values).where(eq(contratoAditivos.id, id));
}

/** Σ bruto and Σ amortização of the contract's approved medições, `exceto` one left out. */
export async function somasAprovadas(db: Db, contratoId: number, exceto?: number) {
  const [row] = await db
    .select({
      medido: sql<string>`coalesce(sum(${contratoMedicoes.valor_bruto}), 0)`,
      amortizado: sql<string>`coalesce(sum(${contratoMedicoes.amortizacao}), 0)`,
    })
    .from(contratoMedicoes)
    .where(
      and(
        eq(contratoMedicoes.contrato_id, contratoId),
        eq(contratoMedicoes.status, 'aprovada'),
        exceto === undefined ? undefined : sql`${contratoMedicoes.id} <> ${exceto}`,
      ),
    );
  return row!;
}

export async function listAditivos(db: Db, empresaId: number, contratoId: number): Promise<Aditivo[]> {
  const rows = await db
    .select()
    .from(contratoAditivos)
    .where(and(eq(contratoAditivos.empresa_id, empresaId), eq(contratoAditivos.contrato_id, contratoId)))
    .orderBy(desc(contratoAditivos.numero));
  return rows.map(({ contrato_id, empresa_id: _e, usuario_id: _u, data_cadastro, itens, ...row }) => ({
    ...row,
    contrato: contrato_id,
    itens: itens as Aditivo['itens'],
    data_cadastro: data_cadastro.toISOString(),
  }));
}

export async function insertLiberacao(
  db: Db,
  values: typeof contratoLiberacoes.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(contratoLiberacoes).values(values).returning({ id: contratoLiberacoes.id });
  return row!.id;
}

export async function linkLancamentos(
  db: Db,
  empresaId: number,
  origem: { medicao_id: number } | { liberacao_id: number },
  lancamentoIds: number[],
): Promise<void> {
  if (lancamentoIds.length === 0) return;
  await db
    .insert(contratoLancamentos)
    .values(lancamentoIds.map((lancamento_id) => ({ empresa_id: empresaId, lancamento_id, ...origem })));
}

/** Σ bruto of the approved medições per etapa/subetapa: what a release of retention is split by. */
export async function medidoPorEtapa(
  db: Db,
  contrato: { id: number; etapa_id: number | null; subetapa_id: number | null },
) {
  const porItem = await db
    .select({
      etapa_id: contratoItens.etapa_id,
      subetapa_id: contratoItens.subetapa_id,
      valor: sql<string>`sum(${contratoMedicaoItens.valor})`,
    })
    .from(contratoMedicaoItens)
    .innerJoin(contratoMedicoes, eq(contratoMedicoes.id, contratoMedicaoItens.medicao_id))
    .innerJoin(contratoItens, eq(contratoItens.id, contratoMedicaoItens.item_id))
    .where(and(eq(contratoMedicoes.contrato_id, contrato.id), eq(contratoMedicoes.status, 'aprovada')))
    .groupBy(contratoItens.etapa_id, contratoItens.subetapa_id)
    .orderBy(contratoItens.etapa_id, contratoItens.subetapa_id);
  if (porItem.length > 0) return porItem;
  const [porPercentual] = await db
    .select({ valor: sql<string>`coalesce(sum(${contratoMedicoes.valor_bruto}), 0)` })
    .from(contratoMedicoes)
    .where(and(eq(contratoMedicoes.contrato_id, contrato.id), eq(contratoMedicoes.status, 'aprovada')));
  return contrato.etapa_id === null || contrato.subetapa_id === null
    ? []
    : [{ etapa_id: contrato.etapa_id, subetapa_id: contrato.subetapa_id, valor: porPercentual!.valor }];
}
