import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { formatDate } from '@gdo/domain/date';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { orcamentoGrandeMessage } from '@gdo/domain/messages-valores';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { asciiSlug, fileSafe } from '../../lib/report';
import { empresaNome } from '../empresas/service';
import { getOrcamento } from './service';

// What the PDF and the XLSX of a budget show, read once, so both files carry the same numbers.

export type ExportData = {
  empresa: string;
  orcamento: Orcamento;
  /** dd/mm/aaaa of the budget's creation and of the export. */
  data: string;
  emitidoEm: string;
};

export async function loadExportData({
  db,
  empresaId,
  id,
  now = new Date(),
}: EmpresaScope & { id: number; now?: Date }): Promise<ExportData> {
  const orcamento = await getOrcamento({ db, empresaId, id });
  // The same cap as an obra's entries (decision 055): one file of at most 5 000 table rows.
  const linhas = orcamento.itens.reduce((sum, item) => sum + 1 + item.subitens.length, 0);
  if (linhas > LIST_SAFE_CAP)
    throw new AppError('BAD_REQUEST', orcamentoGrandeMessage(linhas, LIST_SAFE_CAP));
  return {
    empresa: await empresaNome(db, empresaId),
    orcamento,
    data: formatDate(orcamento.data_cadastro, FUSO_DAS_OBRAS),
    emitidoEm: formatDate(now, FUSO_DAS_OBRAS),
  };
}

/** "Orçamento 12 - Casa Silva", and "orcamento-12-casa-silva" for clients that read only ASCII. */
export function reportName(orcamento: Pick<Orcamento, 'id' | 'nome'>) {
  const slug = asciiSlug(orcamento.nome);
  return {
    utf8: `Orçamento ${orcamento.id} - ${fileSafe(orcamento.nome)}`,
    ascii: `orcamento-${orcamento.id}${slug ? `-${slug}` : ''}`,
  };
}

/** "Proposta 12 - Casa Silva", and "proposta-12-casa-silva". */
export function propostaName(orcamento: Pick<Orcamento, 'id' | 'nome'>) {
  const { utf8, ascii } = reportName(orcamento);
  return { utf8: utf8.replace(/^Orçamento/, 'Proposta'), ascii: ascii.replace(/^orcamento/, 'proposta') };
}
