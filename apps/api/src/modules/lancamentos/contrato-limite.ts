import { contratoExcedidoMessage } from '@gdo/domain/messages-valores';
import { addMoney, compareMoney, type Money, subtractMoney } from '@gdo/domain/money';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ContratoRef } from './referencias';
import { usoDoContrato } from './repository';

// An entry against a contract must not take the contract past its value (committed plus paid)
// unless the request says so with `confirmar_excedente: true`. The caller holds the contract row
// FOR UPDATE (referencias.ts), so two entries written at once are summed one after the other and
// cannot both slip under the limit.

/** What an entry takes of its contract: the larger of what it commits and what it paid. */
export function usoDoLancamento(valorComprometido: Money, valorPagamento: Money): Money {
  return compareMoney(valorComprometido, valorPagamento) >= 0 ? valorComprometido : valorPagamento;
}

/**
 * Refuses (409, saying by how much) a write that takes the contract's use above its value and
 * raises it: an edit that only marks an entry paid, or lowers it, passes even on a contract
 * already over, which was confirmed when it went over.
 */
export async function verificarLimiteDoContrato({
  db: tx,
  contrato,
  novo,
  anterior = '0.00',
  excetoId,
  confirmado,
}: {
  db: DbOrTx;
  contrato: ContratoRef;
  novo: Money;
  anterior?: Money;
  excetoId?: number;
  confirmado: boolean;
}): Promise<void> {
  if (confirmado) return;
  const outros = await usoDoContrato(tx, contrato.id, excetoId);
  const depois = addMoney(outros, novo);
  const excesso = subtractMoney(depois, contrato.valor);
  if (compareMoney(excesso, '0') > 0 && compareMoney(novo, anterior) > 0) {
    const message = contratoExcedidoMessage(excesso);
    throw new AppError('CONFLICT', message, [{ field: 'confirmar_excedente', message }]);
  }
}
