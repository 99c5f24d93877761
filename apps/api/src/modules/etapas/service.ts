import type { Etapa, EtapaCreate, EtapaUpdate } from '@gdo/domain/etapa';
import { API_ERRORS } from '@gdo/domain/messages';
import type { ListQuery } from '@gdo/domain/paging';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import * as repo from './repository';

// Numbers are unique within the empresa; the unique index is the check, race-free.
const numeroConflict = () =>
  new AppError('CONFLICT', API_ERRORS.etapaNumeroEmUso, [
    { field: 'numero', message: API_ERRORS.etapaNumeroEmUso },
  ]);

const uniqueNumero = <T>(work: () => Promise<T>) =>
  onUniqueViolation('etapas_numero_key', numeroConflict, work);

export function listEtapas({ db, empresaId, query }: EmpresaScope & { query: ListQuery }) {
  return repo.listEtapas(db, empresaId, query);
}

export function createEtapa({ db, empresaId, input }: EmpresaScope & { input: EtapaCreate }): Promise<Etapa> {
  return uniqueNumero(() => repo.insertEtapa(db, empresaId, input));
}

/**
 * Changes only the fields sent; a new number is carried to the etapa's subetapas (raising their
 * versao too). With `versao`, only that version is changed (409 once someone else has saved it).
 */
export function updateEtapa({ db, empresaId, input }: EmpresaScope & { input: EtapaUpdate }): Promise<Etapa> {
  const { id, versao, ...fields } = input;
  return uniqueNumero(() =>
    db.transaction(async (tx) => {
      await repo.lockCatalogo(tx, empresaId);
      const current = await repo.findEtapa(tx, empresaId, id);
      if (!current) throw new AppError('NOT_FOUND', API_ERRORS.etapaNaoEncontrada);
      // Catalogue writes hold the lock and etapas are never removed: matching nothing means another versao.
      const saved = await repo.updateEtapa(tx, empresaId, id, fields, versao);
      if (!saved) throw versaoConflict();
      if (saved.numero !== current.numero) {
        await repo.renumberSubetapas(tx, empresaId, id, current.numero, saved.numero);
      }
      return saved;
    }),
  );
}

// What other modules use of this one (decision 060).
export { findEtapa, lockCatalogo, lockCatalogoShared } from './repository';
