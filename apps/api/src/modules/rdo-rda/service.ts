import type { FieldError } from '@gdo/domain/api-error';
import { API_ERRORS } from '@gdo/domain/messages';
import type { Documento, DocumentoCreate, DocumentoEdit, DocumentoListQuery } from '@gdo/domain/rdo-rda';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import { obraCliente } from '../obras/service';
import { orcamentoObra } from '../orcamentos/service';
import * as repo from './repository';

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.documentoNaoEncontrado);

// One RDO and one RDA per obra: the unique index is the rule's only check, so two concurrent
// creates for one obra cannot both pass.
function duplicate(tipo: TipoDocumento) {
  const message = tipo === 'rdo' ? API_ERRORS.rdoJaExiste : API_ERRORS.rdaJaExiste;
  return new AppError('CONFLICT', message, [{ field: 'obra', message }]);
}

/** The budget must be one of the obra's; another firm's is as unknown as a missing one. */
async function orcamentoErrors({
  db,
  empresaId,
  obra,
  orcamento,
}: EmpresaScope<DbOrTx> & { obra: number; orcamento: number | null | undefined }): Promise<FieldError[]> {
  if (orcamento === null || orcamento === undefined) return [];
  const obraDoOrcamento = await orcamentoObra(db, empresaId, orcamento);
  if (obraDoOrcamento === undefined)
    return [{ field: 'orcamento', message: API_ERRORS.orcamentoNaoEncontrado }];
  if (obraDoOrcamento !== obra) return [{ field: 'orcamento', message: API_ERRORS.orcamentoDeOutraObra }];
  return [];
}

export function listDocumentos({
  db,
  empresaId,
  tipo,
  query,
}: EmpresaScope & { tipo: TipoDocumento; query: DocumentoListQuery }) {
  return repo.listDocumentos(db, empresaId, tipo, query);
}

export function createDocumento({
  db,
  empresaId,
  tipo,
  input,
}: EmpresaScope & { tipo: TipoDocumento; input: DocumentoCreate }): Promise<Documento> {
  const work = () =>
    db.transaction(async (tx) => {
      const obraOk = (await obraCliente(tx, empresaId, input.obra)) !== undefined;
      const errors = obraOk
        ? await orcamentoErrors({ db: tx, empresaId, obra: input.obra, orcamento: input.orcamento })
        : [{ field: 'obra', message: API_ERRORS.obraNaoEncontrada }];
      if (errors.length > 0) throw invalidFields(errors);
      const id = await repo.insertDocumento(tx, empresaId, {
        tipo,
        obra_id: input.obra,
        orcamento_id: input.orcamento ?? null,
        status: input.status,
      });
      return (await repo.findDocumento(tx, empresaId, tipo, id))!;
    });
  return onUniqueViolation('rdo_rda_obra_tipo_key', () => duplicate(tipo), work);
}

/**
 * Changes the budget or the status; the obra stays. A new budget must hold the etapa/subetapa of
 * every lançamento already in the document (409 otherwise). The document row is locked, and
 * lançamentos being written hold it shared, so none slips in between the check and the commit.
 * With `versao`, only that version is changed (409 once someone else has saved it).
 */
export function editDocumento({
  db,
  empresaId,
  tipo,
  input: { id, obra, orcamento, status, versao },
}: EmpresaScope & { tipo: TipoDocumento; input: DocumentoEdit }): Promise<Documento> {
  return db.transaction(async (tx) => {
    const current = await repo.findDocumentoRef(tx, empresaId, tipo, { id }, 'update');
    if (!current) throw notFound();
    if (obra !== undefined && obra !== current.obra) {
      throw invalidFields([{ field: 'obra', message: API_ERRORS.obraDoDocumentoFixa }]);
    }
    if (orcamento !== undefined && orcamento !== current.orcamento) {
      const errors = await orcamentoErrors({ db: tx, empresaId, obra: current.obra, orcamento });
      if (errors.length > 0) throw invalidFields(errors);
      if (orcamento !== null && (await repo.hasLancamentosForaDoOrcamento(tx, id, orcamento))) {
        const message = API_ERRORS.lancamentosForaDoOrcamento;
        throw new AppError('CONFLICT', message, [{ field: 'orcamento', message }]);
      }
    }
    // The row is locked and there: matching nothing means another versao.
    const updated = await repo.updateDocumento(
      tx,
      empresaId,
      id,
      { orcamento_id: orcamento, status },
      versao,
    );
    if (!updated) throw versaoConflict();
    return (await repo.findDocumento(tx, empresaId, tipo, id))!;
  });
}

// What other modules use of this one (decision 060).
export { type DocumentoRef, findDocumentoRef } from './repository';
