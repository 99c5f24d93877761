import type { FieldError } from '@gdo/domain/api-error';
import { API_ERRORS } from '@gdo/domain/messages';
import { computeTotals, type OrcamentoEdit, type OrcamentoInput, totalsErrors } from '@gdo/domain/orcamento';
import type { Orcamento, OrcamentoListQuery, OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { ORCAMENTO_STATUS } from '@gdo/domain/orcamento-status';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import { clienteExists } from '../clientes/service';
import { obraCliente } from '../obras/service';
import { modeloExists } from '../orcamento-modelos/service';
import { resolveEstrutura } from './estrutura';
import { deleteItens, insertItens, loadItens } from './estrutura-repository';
import { isOrcamentoReferenciado } from './referencias';
import * as repo from './repository';

export const orcamentoNotFound = () => new AppError('NOT_FOUND', API_ERRORS.orcamentoNaoEncontrado);
const referenced = () => new AppError('CONFLICT', API_ERRORS.orcamentoReferenciado);
const obraFixa = () =>
  new AppError('CONFLICT', API_ERRORS.orcamentoObraFixa, [
    { field: 'obra', message: API_ERRORS.orcamentoObraFixa },
  ]);

/**
 * The cliente and the obra must be the empresa's, and the obra that cliente's. Another firm's
 * record is as unknown as a missing one: a 400 on the field, as for an obra's cliente.
 */
async function clienteObraErrors({
  db,
  empresaId,
  idCliente,
  obra,
}: EmpresaScope<DbOrTx> & { idCliente: number; obra: number }) {
  const errors: FieldError[] = [];
  const clienteOk = await clienteExists(db, empresaId, idCliente);
  if (!clienteOk) errors.push({ field: 'id_cliente', message: API_ERRORS.clienteNaoEncontrado });
  const obraDoCliente = await obraCliente(db, empresaId, obra);
  if (obraDoCliente === undefined) errors.push({ field: 'obra', message: API_ERRORS.obraNaoEncontrada });
  else if (clienteOk && obraDoCliente !== idCliente) {
    errors.push({ field: 'obra', message: API_ERRORS.obraDeOutroCliente });
  }
  return errors;
}

async function modeloErrors({
  db,
  empresaId,
  modelo,
}: EmpresaScope<DbOrTx> & { modelo: number | null | undefined }) {
  if (!modelo || (await modeloExists(db, empresaId, modelo))) return [];
  return [{ field: 'modelo', message: API_ERRORS.modeloNaoEncontrado }];
}

/**
 * Checks a structure against the catalogue and computes every total with decimal arithmetic
 * (computeTotals); totals a client sent were already dropped by the schema. All field errors,
 * of the header and of the structure, come back in one 400.
 */
async function priceEstrutura({
  db: tx,
  empresaId,
  itens,
  bdi,
  earlier = [],
}: EmpresaScope<DbOrTx> & { itens: OrcamentoInput['itens']; bdi: string | null; earlier?: FieldError[] }) {
  const estrutura = await resolveEstrutura({ db: tx, empresaId, itens });
  const errors = [...earlier, ...estrutura.errors];
  if (errors.length > 0) throw invalidFields(errors);
  const totals = computeTotals(estrutura.itens, bdi);
  const tooLarge = totalsErrors(totals);
  if (tooLarge.length > 0) throw invalidFields(tooLarge);
  return totals;
}

export function listOrcamentos({ db, empresaId, query }: EmpresaScope & { query: OrcamentoListQuery }) {
  return repo.listOrcamentos(db, empresaId, query);
}

/** `lock` keeps the budget from changing between reading its row and its itens. */
async function read({
  db,
  empresaId,
  id,
  lock = false,
}: EmpresaScope<DbOrTx> & { id: number; lock?: boolean }): Promise<Orcamento | undefined> {
  const row = await repo.findOrcamento(db, empresaId, id, { lock });
  return row && { ...row, itens: await loadItens(db, empresaId, id) };
}

/** One snapshot (repeatable read): the budget's total and its items' always agree, even mid-edit. */
export function getOrcamento({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<Orcamento> {
  return db.transaction(
    async (tx) => {
      const orcamento = await read({ db: tx, empresaId, id });
      if (!orcamento) throw orcamentoNotFound();
      return orcamento;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The budget and its whole structure in one transaction: all of it is saved or none. */
export function createOrcamento({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: OrcamentoInput }): Promise<Orcamento> {
  return db.transaction(async (tx) => {
    const bdi = input.bdi ?? null;
    const errors = [
      ...(await clienteObraErrors({ db: tx, empresaId, idCliente: input.id_cliente, obra: input.obra })),
      ...(await modeloErrors({ db: tx, empresaId, modelo: input.modelo })),
    ];
    const totals = await priceEstrutura({ db: tx, empresaId, itens: input.itens, bdi, earlier: errors });
    const id = await repo.insertOrcamento(tx, empresaId, {
      nome: input.nome,
      id_cliente: input.id_cliente,
      obra_id: input.obra,
      modelo_id: input.modelo ?? null,
      status: input.status,
      bdi,
      valor_total: totals.valor_total,
    });
    await insertItens(tx, empresaId, id, totals.itens);
    return (await read({ db: tx, empresaId, id }))!;
  });
}

/**
 * Absent fields keep their value. `itens`, when sent, replaces the structure: the old itens are
 * deleted and the new ones inserted in the same transaction, with the budget row locked, so a
 * failure anywhere leaves the budget exactly as it was (decision 010). With `versao`, the budget's
 * row is written first, only in that version (409 once someone else has saved it), before any
 * item is touched.
 */
export function editOrcamento({
  db,
  empresaId,
  id,
  input: { versao, ...input },
}: EmpresaScope & { id: number; input: OrcamentoEdit }): Promise<Orcamento> {
  return db.transaction(async (tx) => {
    const current = await repo.findOrcamento(tx, empresaId, id, { lock: true });
    if (!current) throw orcamentoNotFound();
    const header = {
      id_cliente: input.id_cliente ?? current.id_cliente,
      obra: input.obra ?? current.obra,
      modelo: input.modelo === undefined ? current.modelo : input.modelo,
    };
    // An RDO, RDA or contract follows a budget of its own obra: a budget they hold stays there.
    if (header.obra !== current.obra && (await isOrcamentoReferenciado(tx, empresaId, id))) throw obraFixa();
    const bdi = input.bdi === undefined ? current.bdi : input.bdi;
    // What is stored is re-checked only when the edit sends it: an obra later moved to another
    // cliente must not block a change of status.
    const pairSent = input.id_cliente !== undefined || input.obra !== undefined;
    const errors = [
      ...(pairSent
        ? await clienteObraErrors({ db: tx, empresaId, idCliente: header.id_cliente, obra: header.obra })
        : []),
      ...(await modeloErrors({ db: tx, empresaId, modelo: input.modelo })),
    ];
    const totals = input.itens
      ? await priceEstrutura({ db: tx, empresaId, itens: input.itens, bdi, earlier: errors })
      : undefined;
    if (!totals && errors.length > 0) throw invalidFields(errors);
    const updated = await repo.updateOrcamento(
      tx,
      empresaId,
      id,
      {
        nome: input.nome ?? current.nome,
        id_cliente: header.id_cliente,
        obra_id: header.obra,
        modelo_id: header.modelo,
        status: input.status ?? current.status,
        bdi,
        valor_total: totals?.valor_total ?? current.valor_total,
      },
      versao,
    );
    // The row is locked and there: matching nothing means another versao.
    if (!updated) throw versaoConflict();
    if (totals) {
      await deleteItens(tx, empresaId, id);
      await insertItens(tx, empresaId, id, totals.itens);
    }
    return (await read({ db: tx, empresaId, id }))!;
  });
}

/** Refused (409) while an RDO, RDA or contract holds the budget (referencias.ts). */
export async function deleteOrcamento({
  db,
  empresaId,
  id,
}: EmpresaScope & { id: number }): Promise<{ message: string }> {
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.findOrcamento(tx, empresaId, id, { lock: true }))) throw orcamentoNotFound();
      if (await isOrcamentoReferenciado(tx, empresaId, id)) throw referenced();
      await repo.deleteOrcamento(tx, empresaId, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw referenced();
    throw error;
  }
  return { message: API_ERRORS.orcamentoRemovido };
}

const COPY_SUFFIX = ' (cópia)';
const NOME_MAX = 200;

function copyName(nome: string): string {
  return `${nome.slice(0, NOME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * A new budget with the same cliente, obra, model, BDI and structure, its totals copied as stored;
 * it starts Em elaboração, whatever the source's status (issue 13).
 */
export function duplicateOrcamento({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<Orcamento> {
  return db.transaction(async (tx) => {
    const source = await read({ db: tx, empresaId, id, lock: true });
    if (!source) throw orcamentoNotFound();
    const copyId = await repo.insertOrcamento(tx, empresaId, copyValues(source));
    await insertItens(tx, empresaId, copyId, source.itens);
    return (await read({ db: tx, empresaId, id: copyId }))!;
  });
}

function copyValues(source: OrcamentoListRow): repo.OrcamentoValues {
  return {
    nome: copyName(source.nome),
    id_cliente: source.id_cliente,
    obra_id: source.obra,
    modelo_id: source.modelo,
    status: ORCAMENTO_STATUS.emElaboracao,
    bdi: source.bdi,
    valor_total: source.valor_total,
  };
}

export { resolveEstrutura } from './estrutura';
export { loadItens, loadItensOf } from './estrutura-repository';
// What other modules use of this one (decision 060).
export { etapaNoCatalogoErrors, etapaNoOrcamentoErrors } from './etapas-do-orcamento';
export { findOrcamento, orcamentoObra } from './repository';
