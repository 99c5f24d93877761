import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { contratoItens, contratoLiberacoes, contratoMedicoes } from '../../db/schema-medicoes';

// What the medições of each contract add up to (decision 132), grouped by PostgreSQL over numeric
// columns and joined to the contracts list and get; `contratoId` narrows it to one contract.

export function medicoesPorContrato(db: Db, empresaId: number, contratoId?: number) {
  const where = [eq(contratoMedicoes.empresa_id, empresaId), eq(contratoMedicoes.status, 'aprovada')];
  if (contratoId !== undefined) where.push(eq(contratoMedicoes.contrato_id, contratoId));
  return db
    .select({
      contrato_id: contratoMedicoes.contrato_id,
      medido: sql<string>`sum(${contratoMedicoes.valor_bruto})`.as('medido'),
      retencoes: sql<string>`sum(${contratoMedicoes.retencao})`.as('retencoes'),
      amortizado: sql<string>`sum(${contratoMedicoes.amortizacao})`.as('amortizado'),
      aprovadas: sql<number>`count(*)::int`.as('aprovadas'),
    })
    .from(contratoMedicoes)
    .where(and(...where))
    .groupBy(contratoMedicoes.contrato_id)
    .as('medicoes');
}

export function liberacoesPorContrato(db: Db, empresaId: number, contratoId?: number) {
  const where = [eq(contratoLiberacoes.empresa_id, empresaId)];
  if (contratoId !== undefined) where.push(eq(contratoLiberacoes.contrato_id, contratoId));
  return db
    .select({
      contrato_id: contratoLiberacoes.contrato_id,
      liberado: sql<string>`sum(${contratoLiberacoes.valor})`.as('liberado'),
    })
    .from(contratoLiberacoes)
    .where(and(...where))
    .groupBy(contratoLiberacoes.contrato_id)
    .as('liberacoes');
}

export function itensPorContrato(db: Db, empresaId: number, contratoId?: number) {
  const where = [eq(contratoItens.empresa_id, empresaId)];
  if (contratoId !== undefined) where.push(eq(contratoItens.contrato_id, contratoId));
  return db
    .select({
      contrato_id: contratoItens.contrato_id,
      quantos: sql<number>`count(*)::int`.as('quantos'),
    })
    .from(contratoItens)
    .where(and(...where))
    .groupBy(contratoItens.contrato_id)
    .as('itens');
}
