import type { Etapa } from '@gdo/domain/etapa';
import { API_ERRORS } from '@gdo/domain/messages';
import {
  numeroPertenceAEtapa,
  type Subetapa,
  type SubetapaCreate,
  type SubetapaListQuery,
  type SubetapaUpdate,
  subetapaForaDaEtapaMessage,
} from '@gdo/domain/subetapa';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import { findEtapa, lockCatalogo } from '../etapas/service';
import * as repo from './repository';

// Numbers are unique within their etapa; the unique index is the check, race-free.
const numeroConflict = () =>
  new AppError('CONFLICT', API_ERRORS.subetapaNumeroEmUso, [
    { field: 'numero', message: API_ERRORS.subetapaNumeroEmUso },
  ]);

const emUso = () =>
  new AppError('CONFLICT', API_ERRORS.subetapaEmUso, [{ field: 'etapa', message: API_ERRORS.subetapaEmUso }]);

const uniqueNumero = <T>(work: () => Promise<T>) =>
  onUniqueViolation('subetapas_numero_key', numeroConflict, work);

/** The parent etapa, of the caller's empresa; another empresa's is as unknown as a missing one. */
async function parentEtapa({
  db,
  empresaId,
  etapaId,
}: EmpresaScope<DbOrTx> & { etapaId: number }): Promise<Etapa> {
  const etapa = await findEtapa(db, empresaId, etapaId);
  if (!etapa) throw invalidFields([{ field: 'etapa', message: API_ERRORS.etapaNaoEncontrada }]);
  return etapa;
}

function checkNumero(numero: string, etapa: Etapa) {
  if (!numeroPertenceAEtapa(numero, etapa.numero)) {
    throw invalidFields([{ field: 'numero', message: subetapaForaDaEtapaMessage(etapa.numero) }]);
  }
}

export function listSubetapas({ db, empresaId, query }: EmpresaScope & { query: SubetapaListQuery }) {
  return repo.listSubetapas(db, empresaId, query);
}

export function createSubetapa({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: SubetapaCreate }): Promise<Subetapa> {
  return uniqueNumero(() =>
    db.transaction(async (tx) => {
      await lockCatalogo(tx, empresaId);
      checkNumero(input.numero, await parentEtapa({ db: tx, empresaId, etapaId: input.etapa }));
      return repo.insertSubetapa(tx, empresaId, input);
    }),
  );
}

/**
 * Changes only the fields sent; the number must still start with its (maybe new) etapa's. A
 * subetapa in use stays in its etapa: budgets, models, contracts and lançamentos hold the pair. With
 * `versao`, only that version is changed (409 once someone else has saved it).
 */
export function updateSubetapa({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: SubetapaUpdate }): Promise<Subetapa> {
  const { id, versao, ...fields } = input;
  return uniqueNumero(() =>
    db.transaction(async (tx) => {
      await lockCatalogo(tx, empresaId);
      const current = await repo.findSubetapa(tx, empresaId, id);
      if (!current) throw new AppError('NOT_FOUND', API_ERRORS.subetapaNaoEncontrada);
      const etapa = await parentEtapa({ db: tx, empresaId, etapaId: fields.etapa ?? current.etapa });
      checkNumero(fields.numero ?? current.numero, etapa);
      if (etapa.id !== current.etapa && (await repo.isSubetapaEmUso(tx, id))) throw emUso();
      // Catalogue writes hold the lock and subetapas are never removed: matching nothing means another versao.
      const saved = await repo.updateSubetapa(tx, empresaId, id, fields, versao);
      if (!saved) throw versaoConflict();
      return saved;
    }),
  );
}
