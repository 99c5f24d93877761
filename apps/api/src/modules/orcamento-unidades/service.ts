import { UNIDADES } from '@gdo/domain/orcamento';
import {
  type OrcamentoUnidade,
  type OrcamentoUnidadeInput,
  UNIDADE_MESSAGES,
  unidadeChave,
} from '@gdo/domain/orcamento-unidade';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { lockCatalogo } from '../etapas/service';
import * as repo from './repository';

// The firm's own units (issue 13, decision 104): every role that reads budgets lists them, admins
// add and delete them. A unit in use by a budget or a model stays.

const duplicada = (nome: string) =>
  new AppError('CONFLICT', UNIDADE_MESSAGES.duplicada(nome), [
    { field: 'nome', message: UNIDADE_MESSAGES.duplicada(nome) },
  ]);
const naoEncontrada = () => new AppError('NOT_FOUND', UNIDADE_MESSAGES.naoEncontrada);

export function listUnidades({ db, empresaId }: EmpresaScope): Promise<OrcamentoUnidade[]> {
  return repo.listUnidades(db, empresaId);
}

/** A name not yet kept (any case); two requests at once meet the unique index, and the same 409. */
export async function createUnidade({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: OrcamentoUnidadeInput }): Promise<OrcamentoUnidade> {
  const chave = unidadeChave(input.nome);
  const existente = await repo.findUnidadeByChave(db, empresaId, chave);
  if (existente) throw duplicada(existente.nome);
  return onUniqueViolation(
    'orcamento_unidades_chave_key',
    () => duplicada(input.nome),
    () => repo.insertUnidade(db, empresaId, { nome: input.nome, chave }),
  );
}

/**
 * Deletes a unit no budget or model uses. The catalogue's lock, taken whole, waits for a budget or
 * model being saved (which holds it shared while it checks its units), so a unit is never deleted
 * under a subitem committed a moment later.
 */
export function deleteUnidade({
  db,
  empresaId,
  id,
}: EmpresaScope & { id: number }): Promise<OrcamentoUnidade> {
  return db.transaction(async (tx) => {
    await lockCatalogo(tx, empresaId);
    const unidade = await repo.findUnidadeForDelete(tx, empresaId, id);
    if (!unidade) throw naoEncontrada();
    if (unidade.em_uso) throw new AppError('CONFLICT', UNIDADE_MESSAGES.emUso(unidade.nome));
    await repo.deleteUnidade(tx, empresaId, id);
    return unidade;
  });
}

/**
 * Of the units a structure names, those that are neither one of the ten nor the firm's own (the
 * caller holds the catalogue's lock, shared). Answers the names refused.
 */
export async function unidadesDesconhecidas(
  db: DbOrTx,
  empresaId: number,
  nomes: readonly string[],
): Promise<Set<string>> {
  const padrao = new Set<string>(UNIDADES);
  const proprias = [...new Set(nomes.filter((nome) => !padrao.has(nome)))];
  const existentes = await repo.unidadesExistentes(db, empresaId, proprias);
  return new Set(proprias.filter((nome) => !existentes.has(nome)));
}
