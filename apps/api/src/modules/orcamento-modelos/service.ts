import { API_ERRORS } from '@gdo/domain/messages';
import type {
  OrcamentoModelo,
  OrcamentoModeloEdit,
  OrcamentoModeloInput,
  OrcamentoModeloListQuery,
} from '@gdo/domain/orcamento-modelo';
import { STATUS } from '@gdo/domain/status';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { versaoConflict } from '../../lib/versao';
import { findOrcamento, loadItens, orcamentoNotFound, resolveEstrutura } from '../orcamentos/service';
import * as repo from './repository';

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.modeloNaoEncontrado);

/** The structure checked against the catalogue, as for a budget (same field paths). */
async function checkedItens({
  db: tx,
  empresaId,
  itens,
}: EmpresaScope<DbOrTx> & { itens: OrcamentoModeloInput['itens'] }) {
  const estrutura = await resolveEstrutura({ db: tx, empresaId, itens });
  if (estrutura.errors.length > 0) throw invalidFields(estrutura.errors);
  return estrutura.itens;
}

async function read({
  db,
  empresaId,
  id,
}: EmpresaScope<DbOrTx> & { id: number }): Promise<OrcamentoModelo | undefined> {
  const modelo = await repo.findModelo(db, empresaId, id);
  return modelo && { ...modelo, itens: await repo.loadModeloItens(db, empresaId, id) };
}

export function listModelos({ db, empresaId, query }: EmpresaScope & { query: OrcamentoModeloListQuery }) {
  return repo.listModelos(db, empresaId, query);
}

export async function getModelo({
  db,
  empresaId,
  id,
}: EmpresaScope & { id: number }): Promise<OrcamentoModelo> {
  const modelo = await read({ db, empresaId, id });
  if (!modelo) throw notFound();
  return modelo;
}

export function createModelo({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: OrcamentoModeloInput }): Promise<OrcamentoModelo> {
  return db.transaction(async (tx) => {
    const itens = await checkedItens({ db: tx, empresaId, itens: input.itens });
    const id = await repo.insertModelo(tx, empresaId, { nome: input.nome, status: input.status });
    await repo.insertModeloItens(tx, empresaId, id, itens);
    return (await read({ db: tx, empresaId, id }))!;
  });
}

/**
 * Absent fields keep their value; `itens`, when sent, replaces the structure, all or nothing. With
 * `versao`, the model's row is written first, only in that version (409 once someone else has
 * saved it), before any item is touched.
 */
export function editModelo({
  db,
  empresaId,
  id,
  input: { versao, ...input },
}: EmpresaScope & { id: number; input: OrcamentoModeloEdit }): Promise<OrcamentoModelo> {
  return db.transaction(async (tx) => {
    const current = await repo.findModelo(tx, empresaId, id, { lock: true });
    if (!current) throw notFound();
    const itens = input.itens ? await checkedItens({ db: tx, empresaId, itens: input.itens }) : undefined;
    const values = { nome: input.nome ?? current.nome, status: input.status ?? current.status };
    // The row is locked and there: matching nothing means another versao.
    if (!(await repo.updateModelo(tx, empresaId, id, values, versao))) throw versaoConflict();
    if (itens) {
      await repo.deleteModeloItens(tx, empresaId, id);
      await repo.insertModeloItens(tx, empresaId, id, itens);
    }
    return (await read({ db: tx, empresaId, id }))!;
  });
}

/**
 * "Save as model": a new, active model with the budget's structure, its quantities and unit
 * prices kept as the model's defaults.
 */
export function createModeloFromOrcamento({
  db,
  empresaId,
  orcamentoId,
  nome,
}: EmpresaScope & { orcamentoId: number; nome: string }): Promise<OrcamentoModelo> {
  return db.transaction(async (tx) => {
    if (!(await findOrcamento(tx, empresaId, orcamentoId, { lock: true }))) throw orcamentoNotFound();
    const itens = await loadItens(tx, empresaId, orcamentoId);
    const id = await repo.insertModelo(tx, empresaId, { nome, status: STATUS.ativo });
    await repo.insertModeloItens(tx, empresaId, id, itens);
    return (await read({ db: tx, empresaId, id }))!;
  });
}

// What other modules use of this one (decision 060).
export { modeloExists } from './repository';
