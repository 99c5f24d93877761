import type { TipoConta } from '@gdo/domain/dados-bancarios';
import type { SituacaoLancamento } from '@gdo/domain/lancamento';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, fornecedores, obras, subetapas, usuarios } from '../../db/schema';
import { contratos } from '../../db/schema-contratos';
import { lancamentos } from '../../db/schema-lancamentos';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';

// A lançamento with the names a table shows: obra, fornecedor, etapa and subetapa (the catalogue's
// current ones), contract number and the user who entered it. Lists live in list-repository.ts.

export const lancamentoColumns = {
  id: lancamentos.id,
  tipo: lancamentos.tipo,
  documento: lancamentos.documento_id,
  obra: lancamentos.obra_id,
  obra_nome: obras.nome,
  data_lancamento: lancamentos.data_lancamento,
  fornecedor: lancamentos.fornecedor_id,
  fornecedor_nome: fornecedores.nome,
  nf: lancamentos.nf,
  data_nf: lancamentos.data_nf,
  descricao: lancamentos.descricao,
  observacao: lancamentos.observacao,
  etapa: lancamentos.etapa_id,
  etapa_numero: etapas.numero,
  etapa_nome: etapas.nome,
  subetapa: lancamentos.subetapa_id,
  subetapa_numero: subetapas.numero,
  subetapa_nome: subetapas.nome,
  contrato: lancamentos.contrato_id,
  contrato_numero: contratos.numero,
  valor_comprometido: lancamentos.valor_comprometido,
  valor_pagamento: lancamentos.valor_pagamento,
  valor_aberto: lancamentos.valor_aberto,
  situacao: lancamentos.situacao,
  data_vencimento: lancamentos.data_vencimento,
  data_pagamento: lancamentos.data_pagamento,
  parcela: lancamentos.parcela,
  grupo: lancamentos.grupo,
  usuario: lancamentos.usuario_id,
  usuario_nome: usuarios.nome,
  banco: lancamentos.banco,
  agencia: lancamentos.agencia,
  conta: lancamentos.conta,
  tipo_conta: lancamentos.tipo_conta,
  pix: lancamentos.pix,
  versao: lancamentos.versao,
  data_cadastro: lancamentos.data_cadastro,
  data_alteracao: lancamentos.data_alteracao,
};

export const fromLancamentos = (db: Db) =>
  db
    .select(lancamentoColumns)
    .from(lancamentos)
    .innerJoin(obras, eq(obras.id, lancamentos.obra_id))
    .innerJoin(fornecedores, eq(fornecedores.id, lancamentos.fornecedor_id))
    .innerJoin(etapas, eq(etapas.id, lancamentos.etapa_id))
    .innerJoin(subetapas, eq(subetapas.id, lancamentos.subetapa_id))
    .innerJoin(usuarios, eq(usuarios.id, lancamentos.usuario_id))
    .leftJoin(contratos, eq(contratos.id, lancamentos.contrato_id));

type Row = Awaited<ReturnType<ReturnType<typeof fromLancamentos>['execute']>>[number];

export function toLancamento(row: Row): Lancamento {
  return withIsoTimestamps({
    ...row,
    tipo: row.tipo as TipoDocumento,
    situacao: row.situacao as SituacaoLancamento,
    tipo_conta: row.tipo_conta as TipoConta | null,
  });
}

const ofTipo = (empresaId: number, tipo: TipoDocumento) =>
  and(eq(lancamentos.empresa_id, empresaId), eq(lancamentos.tipo, tipo));

/** An entry of the path's type: one of the other type is not found. */
export async function findLancamento(db: Db, empresaId: number, tipo: TipoDocumento, id: number) {
  const [row] = await fromLancamentos(db).where(and(ofTipo(empresaId, tipo), eq(lancamentos.id, id)));
  return row && toLancamento(row);
}

export async function findLancamentosByIds(db: Db, empresaId: number, ids: number[]) {
  const rows = await fromLancamentos(db)
    .where(and(eq(lancamentos.empresa_id, empresaId), inArray(lancamentos.id, ids)))
    .orderBy(asc(lancamentos.id));
  return rows.map(toLancamento);
}

/** The stored row, locked until the transaction ends when `lock` is set (an edit). */
export async function findLancamentoRow(
  db: Db,
  empresaId: number,
  tipo: TipoDocumento,
  id: number,
  { lock = false } = {},
) {
  const query = db
    .select()
    .from(lancamentos)
    .where(and(ofTipo(empresaId, tipo), eq(lancamentos.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type LancamentoRow = typeof lancamentos.$inferSelect;
export type LancamentoValues = Omit<
  typeof lancamentos.$inferInsert,
  'id' | 'empresa_id' | 'valor_aberto' | 'situacao' | 'versao' | 'data_cadastro' | 'data_alteracao'
>;

/** One statement for all the instalments of a request; ids come back in insertion order. */
export async function insertLancamentos(db: Db, empresaId: number, values: LancamentoValues[]) {
  const rows = await db
    .insert(lancamentos)
    .values(values.map((v) => ({ ...v, empresa_id: empresaId })))
    .returning({ id: lancamentos.id });
  return rows.map((row) => row.id);
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateLancamento(
  db: Db,
  empresaId: number,
  id: number,
  values: LancamentoValues,
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(lancamentos)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(
      and(
        eq(lancamentos.empresa_id, empresaId),
        eq(lancamentos.id, id),
        versaoIs(lancamentos.versao, versao),
      ),
    )
    .returning({ id: lancamentos.id });
  return rows.length > 0;
}

export async function deleteLancamento(db: Db, empresaId: number, tipo: TipoDocumento, id: number) {
  const rows = await db
    .delete(lancamentos)
    .where(and(ofTipo(empresaId, tipo), eq(lancamentos.id, id)))
    .returning({ id: lancamentos.id });
  return rows.length > 0;
}

/**
 * What a contract's lançamentos already take of its value: for each, the larger of what it commits
 * and what it paid (valor_pagamento + valor_aberto), summed by PostgreSQL. `exceptId` leaves out
 * the entry being edited.
 */
export async function usoDoContrato(db: Db, contratoId: number, exceptId?: number): Promise<string> {
  const [row] = await db
    .select({
      uso: sql<string>`coalesce(sum(${lancamentos.valor_pagamento} + ${lancamentos.valor_aberto}), 0)`,
    })
    .from(lancamentos)
    .where(
      and(
        eq(lancamentos.contrato_id, contratoId),
        exceptId === undefined ? undefined : ne(lancamentos.id, exceptId),
      ),
    );
  return row!.uso;
}
