import type { LancamentoListQuery } from '@gdo/domain/lancamento-response';
import { API_ERRORS } from '@gdo/domain/messages';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { obraCliente } from '../obras/service';
import { findDocumentoRef } from '../rdo-rda/service';
import * as list from './list-repository';

/**
 * A type's entries, or one obra's (the `obra` of the by-obra path, else ?obra=): only the entries
 * of that obra's document of that type, never the other type's (the earlier product mixed them).
 * The by-obra path answers 404 for an obra that is not the empresa's; an obra without the document
 * has no entries.
 */
export async function listLancamentos({
  db,
  empresaId,
  tipo,
  query,
  obraDoCaminho,
}: EmpresaScope & { tipo: TipoDocumento; query: LancamentoListQuery; obraDoCaminho?: number }) {
  if (obraDoCaminho !== undefined && (await obraCliente(db, empresaId, obraDoCaminho)) === undefined) {
    throw new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
  }
  const obra = obraDoCaminho ?? query.obra;
  if (obra === undefined) return list.listLancamentos(db, { empresaId, tipo }, query);
  const documento = await findDocumentoRef(db, empresaId, tipo, { obra });
  if (!documento) return list.semLancamentos();
  return list.listLancamentos(db, { empresaId, tipo, documento: documento.id }, query);
}
