import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { formatDate } from '@gdo/domain/date';
import { diaNoCanteiro, FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { ESTADO_LANCAMENTO_LABELS, estadoLancamentoTexto } from '@gdo/domain/lancamento-estado';
import type { Lancamento, LancamentoListQuery, LancamentoTotais } from '@gdo/domain/lancamento-response';
import { API_ERRORS } from '@gdo/domain/messages';
import { exportacaoGrandeMessage } from '@gdo/domain/messages-valores';
import { MONEY_WORDS } from '@gdo/domain/money-words';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { asciiSlug, fileSafe, periodoLabel } from '../../lib/report';
import { empresaNome } from '../empresas/service';
import { findObra } from '../obras/service';
import { listLancamentos } from './list-service';

// What the PDF and the XLSX of an obra's entries show, read once with the list's own filters, so
// both files carry the same rows and totals as the screen.

export type LancamentosExport = {
  empresa: string;
  tipo: TipoDocumento;
  /** 'RDO' or 'RDA'. */
  documento: string;
  obra: { id: number; nome: string; cliente_nome: string };
  periodo: string;
  busca: string | undefined;
  /** The state and due-date filters, as the header of the file shows them (empty: none). */
  filtros: [string, string][];
  /** Today in the firms' time zone: what "Vencido há N dias" counts from. */
  hoje: string;
  rows: Lancamento[];
  totais: LancamentoTotais;
  emitidoEm: string;
};

/**
 * The table's columns (domain.md), then the due date, what is em aberto and the state (money.md),
 * in the PDF and the XLSX alike.
 */
export const COLUNAS = [
  'Data',
  'Nº NF',
  'Data NF',
  'Descrição',
  'Etapa',
  'Subetapa',
  MONEY_WORDS.valorComprometido.label,
  'Fornecedor',
  'Data pagamento',
  MONEY_WORDS.valorPago.label,
  'Vencimento',
  MONEY_WORDS.emAberto.label,
  'Estado',
] as const;

/** "Pago", "Em aberto" or "Vencido há N dias" on the day the file is made. */
export const estadoLabel = (l: Lancamento, hoje: string) => estadoLancamentoTexto(l, hoje);

function filtrosLabel(query: LancamentoListQuery): [string, string][] {
  const filtros: [string, string][] = [];
  if (query.estado) filtros.push(['Estado', ESTADO_LANCAMENTO_LABELS[query.estado]]);
  if (query.vencimento_de || query.vencimento_ate) {
    filtros.push(['Vencimento', periodoLabel(query.vencimento_de, query.vencimento_ate)]);
  }
  return filtros;
}

export const etapaLabel = (l: Lancamento) => `${l.etapa_numero} ${l.etapa_nome}`;
export const subetapaLabel = (l: Lancamento) => `${l.subetapa_numero} ${l.subetapa_nome}`;

/**
 * Every filtered entry (no paging), refused beyond the lists' safe cap (5 000) rather than cut
 * short, so a file's totals are always those of its rows (decision 055).
 */
export async function loadLancamentosExport({
  db,
  empresaId,
  tipo,
  obraId,
  query,
  now = new Date(),
}: EmpresaScope & {
  tipo: TipoDocumento;
  obraId: number;
  query: LancamentoListQuery;
  now?: Date;
}): Promise<LancamentosExport> {
  const obra = await findObra(db, empresaId, obraId);
  if (!obra) throw new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
  const { page: _page, pageSize: _pageSize, ...filtros } = query;
  const { rows, total, totais } = await listLancamentos({
    db,
    empresaId,
    tipo,
    query: filtros,
    obraDoCaminho: obraId,
  });
  if (total > LIST_SAFE_CAP) throw new AppError('BAD_REQUEST', exportacaoGrandeMessage(total, LIST_SAFE_CAP));
  return {
    empresa: await empresaNome(db, empresaId),
    tipo,
    documento: TIPO_DOCUMENTO_LABELS[tipo],
    obra: { id: obra.id, nome: obra.nome, cliente_nome: obra.cliente_nome },
    periodo: periodoLabel(query.de, query.ate),
    busca: query.q,
    filtros: filtrosLabel(query),
    hoje: diaNoCanteiro(now),
    rows,
    totais,
    emitidoEm: formatDate(now, FUSO_DAS_OBRAS),
  };
}

/** "RDO - Obra Casa Silva", and "rdo-obra-12-casa-silva" for clients that read only ASCII. */
export function reportName({ tipo, documento, obra }: LancamentosExport) {
  const slug = asciiSlug(obra.nome);
  return {
    utf8: `${documento} - ${fileSafe(obra.nome)}`,
    ascii: `${tipo}-obra-${obra.id}${slug ? `-${slug}` : ''}`,
  };
}
