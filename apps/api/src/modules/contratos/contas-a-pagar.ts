import { addDays } from '@gdo/domain/date';
import { lancamentoCreateSchema } from '@gdo/domain/lancamento';
import { allocateMoney, compareMoney, type Money } from '@gdo/domain/money';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { createLancamentos } from '../lancamentos/service';
import { linkLancamentos } from './medicoes-repository';
import type { ContratoRow } from './repository';

// The payables of a contract (decision 133): an approved medição's líquido, or a release of what is
// retained, becomes lançamentos in the obra's RDO, one per etapa/subetapa the amount is charged
// to, split in whole cents in proportion to what was measured in each (allocateMoney). They go
// through the lançamentos' own create — the RDO, the budget's etapas, the fornecedor's bank details,
// the totals — and are linked to the contract (contrato_id) and to their medição or release.

/** How a payable names its contract: by its number, or by its object when it has none. */
export const nomeDoContrato = (contrato: Pick<ContratoRow, 'numero' | 'objeto'>) =>
  contrato.numero ? `contrato ${contrato.numero}` : contrato.objeto;

export type Rateio = { etapa_id: number; subetapa_id: number; valor: Money };

export async function criarContasAPagar({
  db: tx,
  empresaId,
  usuarioId,
  contrato,
  data,
  total,
  rateio,
  descricao,
  origem,
}: EmpresaScope<DbOrTx> & {
  usuarioId: number;
  contrato: ContratoRow;
  data: string;
  total: Money;
  rateio: Rateio[];
  descricao: string;
  origem: { medicao_id: number } | { liberacao_id: number };
}): Promise<number[]> {
  if (compareMoney(total, '0') <= 0) return [];
  const partes = allocateMoney(
    total,
    rateio.map((r) => r.valor),
  );
  const ids: number[] = [];
  for (const [index, parte] of partes.entries()) {
    if (compareMoney(parte, '0') <= 0) continue;
    const { etapa_id, subetapa_id } = rateio[index]!;
    const input = lancamentoCreateSchema.parse({
      obra: contrato.obra_id,
      fornecedor: contrato.fornecedor_id,
      data_lancamento: data,
      descricao,
      etapa: etapa_id,
      subetapa: subetapa_id,
      contrato: contrato.id,
      valor_comprometido: parte,
      data_vencimento: addDays(data, contrato.prazo_pagamento_dias),
      // The medição was checked against the contract's quantities; an earlier entry typed by hand
      // may have taken the contract over, which is not this payable's to refuse.
      confirmar_excedente: true,
    });
    const criado = await createLancamentos({ db: tx, empresaId, usuarioId, tipo: 'rdo', input });
    ids.push(...(Array.isArray(criado) ? criado : [criado]).map((l) => l.id));
  }
  await linkLancamentos(tx, empresaId, origem, ids);
  return ids;
}
