import type { FieldError } from '@gdo/domain/api-error';
import type { Fornecedor } from '@gdo/domain/fornecedor';
import { API_ERRORS } from '@gdo/domain/messages';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { invalidFields } from '../../lib/app-error';
import { findContratoRow } from '../contratos/service';
import { findFornecedor } from '../fornecedores/service';
import { obraCliente } from '../obras/service';
import { etapaNoCatalogoErrors, etapaNoOrcamentoErrors } from '../orcamentos/service';
import { type DocumentoRef, findDocumentoRef } from '../rdo-rda/service';

// What a lançamento points at, checked before it is written. Another firm's record is as
// unknown as a missing one: a 400 on the field, all the errors of a request at once.

export type Alvo = {
  documento: number | null;
  obra: number;
  fornecedor: number;
  etapa: number;
  subetapa: number;
  contrato: number | null;
};

/**
 * Which references an edit touched; a create checks them all. The contract is always checked (and
 * locked): an edit of the amounts needs it for the value limit.
 */
export type Verificar = { fornecedor: boolean; etapa: boolean };

export const VERIFICAR_TUDO: Verificar = { fornecedor: true, etapa: true };

export type ContratoRef = NonNullable<Awaited<ReturnType<typeof findContratoRow>>>;

export type Referencias = {
  documento: DocumentoRef;
  fornecedor: Fornecedor | undefined;
  contrato: ContratoRef | undefined;
};

const semDocumento = (tipo: TipoDocumento) =>
  tipo === 'rdo' ? API_ERRORS.obraSemRdo : API_ERRORS.obraSemRda;

/**
 * The document of the path's type: the one named, which must be the obra's, or the obra's own.
 * Held FOR SHARE, so an edit of its budget waits for this entry and then checks it.
 */
async function documentoDoAlvo({
  db: tx,
  empresaId,
  tipo,
  alvo,
  errors,
}: EmpresaScope<DbOrTx> & { tipo: TipoDocumento; alvo: Alvo; errors: FieldError[] }) {
  if (alvo.documento !== null) {
    const documento = await findDocumentoRef(tx, empresaId, tipo, { id: alvo.documento }, 'share');
    if (!documento) errors.push({ field: 'documento', message: API_ERRORS.documentoNaoEncontrado });
    else if (documento.obra !== alvo.obra)
      errors.push({ field: 'obra', message: API_ERRORS.documentoDeOutraObra });
    return documento;
  }
  const documento = await findDocumentoRef(tx, empresaId, tipo, { obra: alvo.obra }, 'share');
  if (!documento) {
    const obraExists = (await obraCliente(tx, empresaId, alvo.obra)) !== undefined;
    errors.push({ field: 'obra', message: obraExists ? semDocumento(tipo) : API_ERRORS.obraNaoEncontrada });
  }
  return documento;
}

/**
 * The contract, locked FOR UPDATE until the entry commits: lançamentos charged to one contract are
 * written one at a time, so the value limit is checked against what is really there. It must be
 * of the entry's obra and fornecedor.
 */
async function contratoDoAlvo({
  db: tx,
  empresaId,
  alvo,
  errors,
}: EmpresaScope<DbOrTx> & { alvo: Alvo; errors: FieldError[] }) {
  if (alvo.contrato === null) return undefined;
  const contrato = await findContratoRow(tx, empresaId, alvo.contrato, { lock: true });
  if (!contrato) errors.push({ field: 'contrato', message: API_ERRORS.contratoNaoEncontrado });
  else if (contrato.obra_id !== alvo.obra) {
    errors.push({ field: 'contrato', message: API_ERRORS.contratoDeOutraObra });
  } else if (contrato.fornecedor_id !== alvo.fornecedor) {
    errors.push({ field: 'contrato', message: API_ERRORS.contratoDeOutroFornecedor });
  }
  return contrato;
}

/**
 * Resolves and checks the references of an entry. The etapa and subetapa must be in the budget the
 * document follows (an item of that etapa holding a subitem of that subetapa) or, for a document
 * without a budget, in the catalogue with the subetapa under the etapa.
 */
export async function resolverReferencias({
  db: tx,
  empresaId,
  tipo,
  alvo,
  verificar,
}: EmpresaScope<DbOrTx> & { tipo: TipoDocumento; alvo: Alvo; verificar: Verificar }): Promise<Referencias> {
  const errors: FieldError[] = [];
  const documento = await documentoDoAlvo({ db: tx, empresaId, tipo, alvo, errors });
  const fornecedor = verificar.fornecedor ? await findFornecedor(tx, empresaId, alvo.fornecedor) : undefined;
  if (verificar.fornecedor && !fornecedor) {
    errors.push({ field: 'fornecedor', message: API_ERRORS.fornecedorNaoEncontrado });
  }
  if (documento && verificar.etapa) {
    const etapa = { etapa: alvo.etapa, subetapa: alvo.subetapa };
    errors.push(
      ...(documento.orcamento === null
        ? await etapaNoCatalogoErrors({ db: tx, empresaId, ...etapa })
        : await etapaNoOrcamentoErrors({ db: tx, empresaId, ...etapa, orcamento: documento.orcamento })),
    );
  }
  const contrato = await contratoDoAlvo({ db: tx, empresaId, alvo, errors });
  if (errors.length > 0 || !documento) throw invalidFields(errors);
  return { documento, fornecedor, contrato };
}
