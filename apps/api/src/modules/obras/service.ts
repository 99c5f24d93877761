import { API_ERRORS } from '@gdo/domain/messages';
import {
  type Obra,
  type ObraCreate,
  type ObraEdit,
  type ObraListQuery,
  obraDateErrors,
} from '@gdo/domain/obra';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { versaoConflict } from '../../lib/versao';
import { clienteExists } from '../clientes/service';
import * as repo from './repository';

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);

// Another empresa's cliente is as unknown as one that does not exist: a 400 on the field, not a
// 404, since the obra being written is what the request is about.
async function checkCliente({
  db,
  empresaId,
  idCliente,
}: EmpresaScope<DbOrTx> & { idCliente: number | undefined }) {
  if (idCliente !== undefined && !(await clienteExists(db, empresaId, idCliente))) {
    throw invalidFields([{ field: 'id_cliente', message: API_ERRORS.clienteNaoEncontrado }]);
  }
}

export function listObras({ db, empresaId, query }: EmpresaScope & { query: ObraListQuery }) {
  return repo.listObras(db, empresaId, query);
}

export async function getObra({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<Obra> {
  const obra = await repo.findObra(db, empresaId, id);
  if (!obra) throw notFound();
  return obra;
}

export async function createObra({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: ObraCreate }): Promise<Obra> {
  await checkCliente({ db, empresaId, idCliente: input.id_cliente });
  const id = await repo.insertObra(db, empresaId, input);
  return (await repo.findObra(db, empresaId, id))!;
}

/**
 * Changes only the fields sent. The date rule is checked again on the dates the obra will hold,
 * so an edit sending only previsao_entrega cannot put it before the data_inicio already stored.
 * With `versao`, only that version is changed (409 once someone else has saved it).
 */
export function editObra({
  db,
  empresaId,
  id,
  input: { versao, ...input },
}: EmpresaScope & { id: number; input: ObraEdit }): Promise<Obra> {
  return db.transaction(async (tx) => {
    const current = await repo.findObra(tx, empresaId, id, { lock: true });
    if (!current) throw notFound();
    await checkCliente({ db: tx, empresaId, idCliente: input.id_cliente });
    const dateErrors = obraDateErrors({ ...current, ...definedOnly(input) });
    if (dateErrors.length > 0) throw invalidFields(dateErrors);
    // The same cliente sent again (the form sends every field) is left out of the UPDATE: only a
    // change of cliente makes PostgreSQL read the new one's search document under a share lock
    // (migration 0022). Taken while this obra's row is locked, that lock deadlocked with an edit of
    // the cliente waiting for this row to copy its document into it.
    const values = input.id_cliente === current.id_cliente ? { ...input, id_cliente: undefined } : input;
    // The row is locked and there: matching nothing means another versao.
    if (!(await repo.updateObra(tx, empresaId, id, values, versao))) throw versaoConflict();
    return (await repo.findObra(tx, empresaId, id))!;
  });
}

/** An edit's absent fields are undefined; they must not hide the stored values when merging. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// What other modules use of this one (decision 060).
export { findObra, obraCliente } from './repository';
