import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { DIAS_PARA_ATRASO } from '@gdo/domain/diario-constantes';
import type { Diario, DiarioListQuery, Retificacao } from '@gdo/domain/diario-response';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { pageWindow } from '@gdo/domain/paging';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx as Db } from '../../db/client';
import { obras, usuarios } from '../../db/schema';
import { diarioFotos } from '../../db/schema-diario-fotos';
import { diarioRetificacoes, diarioSequencias, diarios } from '../../db/schema-diarios';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';
import { type FotoRow, fotosDosDiarios } from './fotos-repository';

// Reports with their authors' names and their retificações, always within the caller's empresa.

export type DiarioRow = typeof diarios.$inferSelect;
export type DiarioValues = Pick<
  typeof diarios.$inferInsert,
  | 'data'
  | 'clima'
  | 'efetivo'
  | 'equipamentos'
  | 'atividades'
  | 'ocorrencias'
  | 'observacoes'
  | 'observacoes_fiscal'
>;
export type RetificacaoRow = typeof diarioRetificacoes.$inferSelect;
/** A report as stored, its photos without links yet (the service signs them: fotos-links.ts). */
export type DiarioGuardado = Omit<Diario, 'fotos'> & { fotos: FotoRow[] };

const criador = alias(usuarios, 'diario_criador');
const signatario = alias(usuarios, 'diario_signatario');

const fromDiarios = (db: Db) =>
  db
    .select({
      diario: diarios,
      criado_por_nome: criador.nome,
      assinado_por_nome: signatario.nome,
      // Days between the report's date and the day it was written, both on the sites' clock.
      atraso: sql<number>`(${diarios.data_cadastro} at time zone ${FUSO_DAS_OBRAS})::date - ${diarios.data}`,
    })
    .from(diarios)
    .innerJoin(criador, eq(criador.id, diarios.criado_por))
    .leftJoin(signatario, eq(signatario.id, diarios.assinado_por));

type Row = Awaited<ReturnType<ReturnType<typeof fromDiarios>['execute']>>[number];

async function retificacoesOf(db: Db, ids: number[]): Promise<Map<number, Retificacao[]>> {
  const byDiario = new Map<number, Retificacao[]>();
  if (ids.length === 0) return byDiario;
  const rows = await db
    .select({ r: diarioRetificacoes, nome: usuarios.nome })
    .from(diarioRetificacoes)
    .innerJoin(usuarios, eq(usuarios.id, diarioRetificacoes.assinado_por))
    .where(inArray(diarioRetificacoes.diario_id, ids))
    .orderBy(asc(diarioRetificacoes.elo));
  for (const { r, nome } of rows) {
    const list = byDiario.get(r.diario_id) ?? [];
    list.push({
      id: r.id,
      texto: r.texto,
      assinado_por: r.assinado_por,
      assinado_por_nome: nome,
      assinado_em: r.assinado_em.toISOString(),
      hash: r.hash,
      hash_anterior: r.hash_anterior,
    });
    byDiario.set(r.diario_id, list);
  }
  return byDiario;
}

async function toDiarios(db: Db, empresaId: number, rows: Row[]): Promise<DiarioGuardado[]> {
  const ids = rows.map((r) => r.diario.id);
  const retificacoes = await retificacoesOf(db, ids);
  const fotos = await fotosDosDiarios(db, empresaId, ids);
  return rows.map(({ diario: d, criado_por_nome, assinado_por_nome, atraso }) => {
    const { empresa_id: _e, obra_id, elo: _elo, forma_hash: _f, assinado_em, ...rest } = d;
    return withIsoTimestamps({
      ...rest,
      obra: obra_id,
      status: d.status as Diario['status'],
      criado_por_nome,
      assinado_por_nome,
      assinado_em: assinado_em?.toISOString() ?? null,
      registrado_com_atraso: atraso > DIAS_PARA_ATRASO,
      retificacoes: retificacoes.get(d.id) ?? [],
      fotos: fotos.get(d.id) ?? [],
    });
  });
}

export async function findDiario(db: Db, empresaId: number, id: number): Promise<DiarioGuardado | undefined> {
  const rows = await fromDiarios(db).where(and(eq(diarios.empresa_id, empresaId), eq(diarios.id, id)));
  return (await toDiarios(db, empresaId, rows))[0];
}

function doPeriodo(empresaId: number, obraId: number, { de, ate }: Pick<DiarioListQuery, 'de' | 'ate'>) {
  const conditions: (SQL | undefined)[] = [eq(diarios.empresa_id, empresaId), eq(diarios.obra_id, obraId)];
  if (de) conditions.push(gte(diarios.data, de));
  if (ate) conditions.push(lte(diarios.data, ate));
  return and(...conditions);
}

/** How many reports of the obra fall in the period, and how many photos they hold (an export's size). */
export async function contarDoPeriodo(
  db: Db,
  empresaId: number,
  obraId: number,
  periodo: Pick<DiarioListQuery, 'de' | 'ate'>,
) {
  const [row] = await db
    .select({
      relatorios: count(),
      fotos: sql<number>`coalesce(sum((select count(*) from ${diarioFotos} as f where f.diario_id = ${diarios}.id)), 0)::int`,
    })
    .from(diarios)
    .where(doPeriodo(empresaId, obraId, periodo));
  return row!;
}

export async function listDiarios(db: Db, empresaId: number, obraId: number, query: DiarioListQuery) {
  const where = doPeriodo(empresaId, obraId, query);
  const page = pageWindow(query);
  const rows = await fromDiarios(db)
    .where(where)
    .orderBy(desc(diarios.data))
    .limit(page ? page.pageSize : LIST_SAFE_CAP)
    .offset(page ? page.offset : 0);
  const total = page ? (await db.select({ n: count() }).from(diarios).where(where))[0]!.n : undefined;
  return { rows: await toDiarios(db, empresaId, rows), total };
}

/** The stored row; `lock` holds it until the transaction ends. */
export async function findDiarioRow(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(diarios)
    .where(and(eq(diarios.empresa_id, empresaId), eq(diarios.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function obraExists(db: Db, empresaId: number, obraId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: obras.id })
    .from(obras)
    .where(and(eq(obras.empresa_id, empresaId), eq(obras.id, obraId)));
  return row !== undefined;
}

export async function diarioDoDia(db: Db, obraId: number, data: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: diarios.id })
    .from(diarios)
    .where(and(eq(diarios.obra_id, obraId), eq(diarios.data, data)));
  return row?.id;
}

/** The obra's latest report before `data`, if any. */
export async function diarioAnterior(db: Db, empresaId: number, obraId: number, data: string) {
  const [row] = await db
    .select()
    .from(diarios)
    .where(and(eq(diarios.empresa_id, empresaId), eq(diarios.obra_id, obraId), lt(diarios.data, data)))
    .orderBy(desc(diarios.data))
    .limit(1);
  return row;
}

/**
 * The obra's counter row, created when missing and locked until the transaction ends: whoever holds
 * it is the only one numbering, renumbering or signing that obra's reports.
 */
export async function lockSequencia(db: Db, empresaId: number, obraId: number) {
  await db.insert(diarioSequencias).values({ obra_id: obraId, empresa_id: empresaId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(diarioSequencias)
    .where(eq(diarioSequencias.obra_id, obraId))
    .for('update');
  return row!;
}

export async function updateSequencia(
  db: Db,
  obraId: number,
  values: Partial<Pick<typeof diarioSequencias.$inferInsert, 'ultimo_numero' | 'ultimo_elo' | 'ultimo_hash'>>,
) {
  await db.update(diarioSequencias).set(values).where(eq(diarioSequencias.obra_id, obraId));
}

export async function insertDiario(
  db: Db,
  values: DiarioValues & { empresa_id: number; obra_id: number; numero: number; criado_por: number },
): Promise<number> {
  const [row] = await db.insert(diarios).values(values).returning({ id: diarios.id });
  return row!.id;
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateDiario(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<DiarioValues>,
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(diarios)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(diarios.empresa_id, empresaId), eq(diarios.id, id), versaoIs(diarios.versao, versao)))
    .returning({ id: diarios.id });
  return rows.length > 0;
}

export async function signedAfter(db: Db, obraId: number, numero: number): Promise<boolean> {
  const [row] = await db
    .select({ id: diarios.id })
    .from(diarios)
    .where(and(eq(diarios.obra_id, obraId), gt(diarios.numero, numero), eq(diarios.status, 'assinado')))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes a rascunho and closes the gap: the obra's later reports (rascunhos, checked by the caller)
 * move down by one, through negative numbers so the unique (obra, numero) holds at every row.
 */
export async function deleteAndRenumber(db: Db, row: DiarioRow): Promise<void> {
  await db.delete(diarios).where(eq(diarios.id, row.id));
  const later = and(eq(diarios.obra_id, row.obra_id), gt(diarios.numero, row.numero));
  await db
    .update(diarios)
    .set({ numero: sql`-${diarios.numero}` })
    .where(later);
  await db
    .update(diarios)
    .set({ numero: sql`-${diarios.numero} - 1` })
    .where(and(eq(diarios.obra_id, row.obra_id), lt(diarios.numero, 0)));
}

export async function signDiario(
  db: Db,
  id: number,
  values: Pick<DiarioRow, 'assinado_por' | 'assinado_em' | 'elo' | 'forma_hash' | 'hash' | 'hash_anterior'>,
): Promise<void> {
  await db
    .update(diarios)
    .set({ ...values, status: 'assinado', data_alteracao: sql`now()` })
    .where(eq(diarios.id, id));
}

export async function insertRetificacao(db: Db, values: typeof diarioRetificacoes.$inferInsert) {
  await db.insert(diarioRetificacoes).values(values);
}

/** Every link of the obra's chain: reports holding a signature (or claiming one) and retificações. */
export async function cadeiaDaObra(db: Db, empresaId: number, obraId: number) {
  const [sequencia] = await db
    .select()
    .from(diarioSequencias)
    .where(and(eq(diarioSequencias.empresa_id, empresaId), eq(diarioSequencias.obra_id, obraId)));
  const relatorios = await db
    .select()
    .from(diarios)
    .where(
      and(
        eq(diarios.empresa_id, empresaId),
        eq(diarios.obra_id, obraId),
        sql`(${diarios.elo} is not null or ${diarios.status} = 'assinado')`,
      ),
    )
    .orderBy(asc(diarios.numero));
  const retificacoes = await db
    .select()
    .from(diarioRetificacoes)
    .where(and(eq(diarioRetificacoes.empresa_id, empresaId), eq(diarioRetificacoes.obra_id, obraId)));
  const fotos = await fotosDosDiarios(
    db,
    empresaId,
    relatorios.map((r) => r.id),
  );
  return { ultimoElo: sequencia?.ultimo_elo ?? 0, relatorios, retificacoes, fotos };
}
