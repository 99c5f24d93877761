import { API_ERRORS } from '@gdo/domain/messages';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findContratoRow } from './repository';

/** The contract of a path's id, or 404: another firm's is as unknown as a missing one. */
export async function contratoDoCaminho(db: DbOrTx, empresaId: number, id: number, { lock = false } = {}) {
  const contrato = await findContratoRow(db, empresaId, id, { lock });
  if (!contrato) throw new AppError('NOT_FOUND', API_ERRORS.contratoNaoEncontrado);
  return contrato;
}
