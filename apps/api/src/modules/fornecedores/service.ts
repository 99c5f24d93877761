import type { Fornecedor, FornecedorCreate, FornecedorEdit } from '@gdo/domain/fornecedor';
import { API_ERRORS } from '@gdo/domain/messages';
import type { ListQuery } from '@gdo/domain/paging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { notUpdated } from '../../lib/versao';
import * as repo from './repository';

// A CPF/CNPJ identifies one fornecedor within the empresa; the unique index is the rule's only
// check, so two concurrent creates of the same fornecedor cannot both pass.
const cpfCnpjConflict = () =>
  new AppError('CONFLICT', API_ERRORS.fornecedorCpfCnpjEmUso, [
    { field: 'cpf_cnpj', message: API_ERRORS.fornecedorCpfCnpjEmUso },
  ]);

const uniqueCpfCnpj = <T>(work: () => Promise<T>) =>
  onUniqueViolation('fornecedores_cpf_cnpj_key', cpfCnpjConflict, work);

export function listFornecedores(db: Db, empresaId: number, query: ListQuery) {
  return repo.listFornecedores(db, empresaId, query);
}

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.fornecedorNaoEncontrado);

export async function getFornecedor(db: Db, empresaId: number, id: number): Promise<Fornecedor> {
  const fornecedor = await repo.findFornecedor(db, empresaId, id);
  if (!fornecedor) throw notFound();
  return fornecedor;
}

export function createFornecedor(db: Db, empresaId: number, input: FornecedorCreate): Promise<Fornecedor> {
  return uniqueCpfCnpj(() => repo.insertFornecedor(db, empresaId, input));
}

/**
 * Changes only the fields sent; another empresa's fornecedor is not found. With `versao`, only
 * that version is changed (409 once someone else has saved it).
 */
export async function editFornecedor(
  db: Db,
  empresaId: number,
  id: number,
  { versao, ...fields }: FornecedorEdit,
): Promise<Fornecedor> {
  const saved = await uniqueCpfCnpj(() => repo.updateFornecedor(db, empresaId, id, fields, versao));
  if (!saved) throw await notUpdated(versao, () => repo.findFornecedor(db, empresaId, id), notFound);
  return saved;
}

// What other modules use of this one (decision 060).
export { findFornecedor } from './repository';
