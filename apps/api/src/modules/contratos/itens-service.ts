import type { FieldError } from '@gdo/domain/api-error';
import type { ContratoItem, ContratoItemInput } from '@gdo/domain/contrato-itens';
import { MEDICAO_ERRORS } from '@gdo/domain/medicao';
import type { ItemMedivel } from '@gdo/domain/medicao-calculo';
import { multiplyMoney, subtractQuantities, sumMoney, toFixedScale, toMoney } from '@gdo/domain/money';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { etapaNoCatalogoErrors } from '../orcamentos/service';
import { contratoDoCaminho } from './contrato-existe';
import * as itensRepo from './itens-repository';

// A contract's itens (decision 130): written with the contract while no medição is approved and
// no aditivo exists; afterwards they change only by aditivo.

const q = (value: string) => toFixedScale(value, 3);

/** The contract's value when it has itens: Σ round(quantidade × unitário). */
export function valorDosItens(itens: readonly { quantidade: string; valor_unitario: string }[]): string {
  return sumMoney(itens.map((i) => multiplyMoney(i.quantidade, i.valor_unitario)));
}

export async function itensErrors({
  db,
  empresaId,
  itens,
}: EmpresaScope<DbOrTx> & { itens: readonly ContratoItemInput[] }): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [index, item] of itens.entries()) {
    const found = await etapaNoCatalogoErrors({ db, empresaId, etapa: item.etapa, subetapa: item.subetapa });
    errors.push(...found.map((e) => ({ ...e, field: `itens.${index}.${e.field}` })));
  }
  return errors;
}

/** Replaces the contract's own itens; refused once a medição is approved or an aditivo exists. */
export async function gravarItens({
  db: tx,
  empresaId,
  contratoId,
  itens,
  medicoesAprovadas,
  aditivos,
}: EmpresaScope<DbOrTx> & {
  contratoId: number;
  itens: readonly ContratoItemInput[];
  medicoesAprovadas: number;
  aditivos: number;
}): Promise<void> {
  const conflito = (message: string) => new AppError('CONFLICT', message, [{ field: 'itens', message }]);
  if (medicoesAprovadas > 0) throw conflito(MEDICAO_ERRORS.itensComMedicaoAprovada);
  if (aditivos > 0) throw conflito(MEDICAO_ERRORS.itensComAditivo);
  const errors = await itensErrors({ db: tx, empresaId, itens });
  if (errors.length > 0) throw invalidFields(errors);
  try {
    await itensRepo.replaceItens(
      tx,
      empresaId,
      contratoId,
      itens.map(({ id, etapa, subetapa, ...item }) => ({
        ...item,
        id,
        etapa_id: etapa,
        subetapa_id: subetapa,
      })),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflito(MEDICAO_ERRORS.itemMedido);
    throw error;
  }
}

const toItem = (row: itensRepo.ItemRow): ContratoItem => ({
  ...row,
  quantidade: q(row.quantidade),
  quantidade_original: q(row.quantidade_original),
  valor_unitario: toMoney(row.valor_unitario),
  valor: multiplyMoney(row.quantidade, row.valor_unitario),
  medido: q(row.medido),
  a_medir: subtractQuantities(row.quantidade, row.medido),
});

export async function listItens({
  db,
  empresaId,
  contratoId,
}: EmpresaScope & { contratoId: number }): Promise<ContratoItem[]> {
  await contratoDoCaminho(db, empresaId, contratoId);
  return (await itensRepo.listItens(db, empresaId, contratoId)).map(toItem);
}

/** The itens as a medição measures them, against the approved medições other than `exceto`. */
export async function itensMediveis(
  db: DbOrTx,
  empresaId: number,
  contratoId: number,
  exceto?: number,
): Promise<(ItemMedivel & { unidade: string })[]> {
  const rows = await itensRepo.listItens(db, empresaId, contratoId, exceto);
  return rows.map((r) => ({
    id: r.id,
    unidade: r.unidade,
    quantidade_contratada: q(r.quantidade),
    valor_unitario: toMoney(r.valor_unitario),
    medido: q(r.medido),
  }));
}
