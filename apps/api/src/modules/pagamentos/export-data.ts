import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { formatDate } from '@gdo/domain/date';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { exportacaoGrandeMessage } from '@gdo/domain/messages-valores';
import { sumMoney } from '@gdo/domain/money';
import { MONEY_WORDS } from '@gdo/domain/money-words';
import { type ContaAPagar, type ContasAPagarQuery, GRUPO_VENCIMENTO_LABELS } from '@gdo/domain/pagamento';
import { TIPO_DOCUMENTO_LABELS } from '@gdo/domain/tipo-documento';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { empresaNome } from '../empresas/service';
import { contarContas, listarContas } from './contas-service';

// What the PDF and the XLSX of Contas a pagar show: the screen's rows with its filters (no paging),
// and a totals row of Valor comprometido, Valor pago and Em aberto (money.md).

export type ContasExport = {
  empresa: string;
  filtros: [string, string][];
  rows: ContaAPagar[];
  totais: { comprometido: string; pago: string; aberto: string };
  emitidoEm: string;
};

export const COLUNAS_CONTAS = [
  'Vencimento',
  'Obra',
  'Documento',
  'Fornecedor',
  'Descrição',
  'Parcela',
  MONEY_WORDS.valorComprometido.label,
  MONEY_WORDS.valorPago.label,
  MONEY_WORDS.emAberto.label,
  'Situação',
] as const;

/** "Vencido há 3 dias", "Vence hoje", "Próximos 7 dias"… */
export function situacaoConta(c: ContaAPagar): string {
  if (c.grupo === 'vencido')
    return `Vencido há ${c.dias_em_atraso} ${c.dias_em_atraso === 1 ? 'dia' : 'dias'}`;
  return GRUPO_VENCIMENTO_LABELS[c.grupo];
}

export const documentoLabel = (c: ContaAPagar) => TIPO_DOCUMENTO_LABELS[c.documento];

function filtrosLabel(
  query: ContasAPagarQuery,
  nomes: { obra?: string; fornecedor?: string },
): [string, string][] {
  const filtros: [string, string][] = [];
  if (query.grupo) filtros.push(['Grupo', GRUPO_VENCIMENTO_LABELS[query.grupo]]);
  if (nomes.obra) filtros.push(['Obra', nomes.obra]);
  if (nomes.fornecedor) filtros.push(['Fornecedor', nomes.fornecedor]);
  if (query.documento) filtros.push(['Documento', TIPO_DOCUMENTO_LABELS[query.documento]]);
  if (query.de || query.ate) {
    const de = query.de ? formatDate(query.de) : '…';
    const ate = query.ate ? formatDate(query.ate) : '…';
    filtros.push(['Vencimento', `${de} a ${ate}`]);
  }
  if (query.q) filtros.push(['Busca', query.q]);
  return filtros;
}

/** Every filtered payable, refused beyond the lists' safe cap (5 000) rather than cut short. */
export async function loadContasExport({
  db,
  empresaId,
  query,
  now = new Date(),
}: EmpresaScope & { query: ContasAPagarQuery; now?: Date }): Promise<ContasExport> {
  const { page: _page, pageSize: _pageSize, ...filtros } = query;
  const { rows } = await listarContas({ db, empresaId, query: filtros });
  // The unpaged list stops at LIST_SAFE_CAP rows; only a list that full is counted, to say by how much.
  if (rows.length === LIST_SAFE_CAP) {
    const total = await contarContas({ db, empresaId, query: filtros });
    if (total > LIST_SAFE_CAP)
      throw new AppError('BAD_REQUEST', exportacaoGrandeMessage(total, LIST_SAFE_CAP));
  }
  const nomes = {
    obra: query.obra === undefined ? undefined : rows[0]?.obra_nome,
    fornecedor: query.fornecedor === undefined ? undefined : rows[0]?.fornecedor_nome,
  };
  return {
    empresa: await empresaNome(db, empresaId),
    filtros: filtrosLabel(query, nomes),
    rows,
    totais: {
      comprometido: sumMoney(rows.map((r) => r.valor_comprometido)),
      pago: sumMoney(rows.map((r) => r.valor_pago)),
      aberto: sumMoney(rows.map((r) => r.em_aberto)),
    },
    emitidoEm: formatDate(now, FUSO_DAS_OBRAS),
  };
}
