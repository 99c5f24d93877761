import type { FormaPagamento } from '@gdo/domain/pagamento';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx as Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { lancamentos } from '../../db/schema-lancamentos';
import { pagamentoComprovantes, pagamentos } from '../../db/schema-pagamentos';

// Payments and the entries they pay. Every write of a payment goes through here; the trigger of
// migration 0015 then rewrites the entry's valor_pagamento and data_pagamento (decision 110).

/** The entries to pay, locked in id order until the transaction ends (two clerks never overpay). */
export function lockLancamentos(db: Db, empresaId: number, ids: number[]) {
  return db
    .select({
      id: lancamentos.id,
      descricao: lancamentos.descricao,
      data_lancamento: lancamentos.data_lancamento,
      valor_comprometido: lancamentos.valor_comprometido,
      valor_pagamento: lancamentos.valor_pagamento,
      valor_aberto: lancamentos.valor_aberto,
    })
    .from(lancamentos)
    .where(and(eq(lancamentos.empresa_id, empresaId), inArray(lancamentos.id, ids)))
    .orderBy(asc(lancamentos.id))
    .for('update');
}
/** The entries of the empresa among `ids`, unlocked (a read). */
export function findLancamentos(db: Db, empresaId: number, ids: number[]) {
  return db
    .select({ id: lancamentos.id })
    .from(lancamentos)
    .where(and(eq(lancamentos.empresa_id, empresaId), inArray(lancamentos.id, ids)));
}

export type LancamentoPagavel = Awaited<ReturnType<typeof lockLancamentos>>[number];

export type PagamentoValues = {
  lancamento_id: number;
  data: string;
  valor: string;
  juros?: string;
  desconto?: string;
  forma: FormaPagamento | null;
  observacao?: string | null;
  usuario_id: number;
};

export async function insertPagamentos(db: Db, empresaId: number, values: PagamentoValues[]) {
  const rows = await db
    .insert(pagamentos)
    .values(values.map((v) => ({ ...v, empresa_id: empresaId })))
    .returning({ id: pagamentos.id });
  return rows.map((r) => r.id);
}

/**
 * One payment per entry just created with something paid (the spec's `valor_pagamento` on create),
 * on its payment date, in one statement.
 */
export async function insertPagamentosIniciais(db: Db, empresaId: number, ids: number[], usuarioId: number) {
  if (ids.length === 0) return;
  await db.execute(sql`
    INSERT INTO pagamentos (empresa_id, lancamento_id, data, valor, usuario_id)
    SELECT empresa_id, id, coalesce(data_pagamento, data_lancamento), valor_pagamento, ${usuarioId}::int
      FROM lancamentos
     WHERE empresa_id = ${empresaId} AND id = any(${sql.param(ids)}::int[]) AND valor_pagamento > 0
     ORDER BY id`);
}

const estornadoPor = alias(usuarios, 'estornado_por');

const pagamentoColumns = {
  id: pagamentos.id,
  empresa_id: pagamentos.empresa_id,
  lancamento: pagamentos.lancamento_id,
  data: pagamentos.data,
  valor: pagamentos.valor,
  juros: pagamentos.juros,
  desconto: pagamentos.desconto,
  forma: pagamentos.forma,
  observacao: pagamentos.observacao,
  usuario: pagamentos.usuario_id,
  usuario_nome: usuarios.nome,
  estornado_em: pagamentos.estornado_em,
  estornado_por_nome: estornadoPor.nome,
  data_cadastro: pagamentos.data_cadastro,
  comprovante_nome: pagamentoComprovantes.nome,
  comprovante_tipo: pagamentoComprovantes.tipo,
  comprovante_tamanho: pagamentoComprovantes.tamanho,
};

/** Payments with who made and reversed them and their comprovante's name (never its bytes). */
function fromPagamentos(db: Db) {
  return db
    .select(pagamentoColumns)
    .from(pagamentos)
    .innerJoin(usuarios, eq(usuarios.id, pagamentos.usuario_id))
    .leftJoin(estornadoPor, eq(estornadoPor.id, pagamentos.estornado_por))
    .leftJoin(pagamentoComprovantes, eq(pagamentoComprovantes.pagamento_id, pagamentos.id));
}
export type PagamentoRow = Awaited<ReturnType<ReturnType<typeof fromPagamentos>['execute']>>[number];

export function findPagamentosByIds(db: Db, empresaId: number, ids: number[]) {
  return fromPagamentos(db)
    .where(and(eq(pagamentos.empresa_id, empresaId), inArray(pagamentos.id, ids)))
    .orderBy(asc(pagamentos.id));
}

/** An entry's payments, oldest first (by date, then as entered). */
export function findPagamentosDoLancamento(db: Db, empresaId: number, lancamentoId: number) {
  return fromPagamentos(db)
    .where(and(eq(pagamentos.empresa_id, empresaId), eq(pagamentos.lancamento_id, lancamentoId)))
    .orderBy(asc(pagamentos.data), asc(pagamentos.id));
}

/** The payment's own row, locked when `lock` is set (an estorno). */
export async function findPagamentoRow(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.empresa_id, empresaId), eq(pagamentos.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An entry's payments not reversed, newest first: the ones an edit that pays less reverses first. */
export function pagamentosAtivos(db: Db, empresaId: number, lancamentoId: number) {
  return db
    .select()
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.empresa_id, empresaId),
        eq(pagamentos.lancamento_id, lancamentoId),
        isNull(pagamentos.estornado_em),
      ),
    )
    .orderBy(sql`${pagamentos.data} desc`, sql`${pagamentos.id} desc`);
}

export async function estornar(db: Db, empresaId: number, ids: number[], usuarioId: number) {
  if (ids.length === 0) return;
  await db
    .update(pagamentos)
    .set({ estornado_em: sql`now()`, estornado_por: usuarioId })
    .where(
      and(eq(pagamentos.empresa_id, empresaId), inArray(pagamentos.id, ids), isNull(pagamentos.estornado_em)),
    );
}

export async function saveComprovante(
  db: Db,
  empresaId: number,
  pagamentoId: number,
  arquivo: { nome: string; tipo: string; bytes: Buffer },
) {
  const values = {
    nome: arquivo.nome,
    tipo: arquivo.tipo,
    tamanho: arquivo.bytes.length,
    bytes: arquivo.bytes,
  };
  await db
    .insert(pagamentoComprovantes)
    .values({ pagamento_id: pagamentoId, empresa_id: empresaId, ...values })
    .onConflictDoUpdate({
      target: pagamentoComprovantes.pagamento_id,
      set: { ...values, data_cadastro: sql`now()` },
    });
}

export async function findComprovante(db: Db, empresaId: number, pagamentoId: number) {
  const [row] = await db
    .select({
      nome: pagamentoComprovantes.nome,
      tipo: pagamentoComprovantes.tipo,
      bytes: pagamentoComprovantes.bytes,
    })
    .from(pagamentoComprovantes)
    .where(
      and(
        eq(pagamentoComprovantes.empresa_id, empresaId),
        eq(pagamentoComprovantes.pagamento_id, pagamentoId),
      ),
    );
  return row;
}
