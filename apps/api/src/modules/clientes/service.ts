import type { Cliente, ClienteCreate, ClienteEdit } from '@gdo/domain/cliente';
import { API_ERRORS } from '@gdo/domain/messages';
import type { ListQuery } from '@gdo/domain/paging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { notUpdated } from '../../lib/versao';
import * as repo from './repository';

// A CPF/CNPJ identifies one cliente within the empresa; the unique index is the rule's only
// check, so two concurrent creates of the same cliente cannot both pass.
const cpfCnpjConflict = () =>
  new AppError('CONFLICT', API_ERRORS.clienteCpfCnpjEmUso, [
    { field: 'cpf_cnpj', message: API_ERRORS.clienteCpfCnpjEmUso },
  ]);

const uniqueCpfCnpj = <T>(work: () => Promise<T>) =>
  onUniqueViolation('clientes_cpf_cnpj_key', cpfCnpjConflict, work);

export function listClientes(db: Db, empresaId: number, query: ListQuery) {
  return repo.listClientes(db, empresaId, query);
}

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.clienteNaoEncontrado);

export async function getCliente(db: Db, empresaId: number, id: number): Promise<Cliente> {
  const cliente = await repo.findCliente(db, empresaId, id);
  if (!cliente) throw notFound();
  return cliente;
}

export function createCliente(db: Db, empresaId: number, input: ClienteCreate): Promise<Cliente> {
  return uniqueCpfCnpj(() => repo.insertCliente(db, empresaId, input));
}

/**
 * Changes only the fields sent; another empresa's cliente is not found. With `versao`, only that
 * version is changed (409 once someone else has saved it).
 */
export async function editCliente(
  db: Db,
  empresaId: number,
  id: number,
  { versao, ...fields }: ClienteEdit,
): Promise<Cliente> {
  const saved = await uniqueCpfCnpj(() => repo.updateCliente(db, empresaId, id, fields, versao));
  if (!saved) throw await notUpdated(versao, () => repo.findCliente(db, empresaId, id), notFound);
  return saved;
}

// What other modules use of this one (decision 060).
export { clienteExists } from './repository';
