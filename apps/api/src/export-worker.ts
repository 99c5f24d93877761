import { renderBoletimPdf } from './modules/contratos/boletim-pdf';
import { renderDiarioPdf } from './modules/diarios/pdf';
import { renderDiariosXlsx } from './modules/diarios/xlsx';
import { renderLancamentosPdf } from './modules/lancamentos/pdf';
import { renderLancamentosXlsx } from './modules/lancamentos/xlsx';
import { renderOrcamentoPdf } from './modules/orcamentos/pdf';
import { renderPropostaPdf } from './modules/orcamentos/proposta-pdf';
import { renderOrcamentoXlsx } from './modules/orcamentos/xlsx';
import { renderFluxoPdf, renderFluxoXlsx } from './modules/pagamentos/fluxo-export';
import { renderContasPdf } from './modules/pagamentos/pdf';
import { renderContasXlsx } from './modules/pagamentos/xlsx';

// What runs in the export pool's worker threads (lib/export-pool.ts, decision 055): laying out a
// PDF or writing an XLSX is seconds of CPU that must not hold the event loop of the requests.
// The data arrives already read from the database; the file goes back as bytes.

const RENDERERS = {
  'boletim-medicao.pdf': renderBoletimPdf,
  'contas-a-pagar.pdf': renderContasPdf,
  'contas-a-pagar.xlsx': renderContasXlsx,
  'diario.pdf': renderDiarioPdf,
  'fluxo-de-caixa.pdf': renderFluxoPdf,
  'fluxo-de-caixa.xlsx': renderFluxoXlsx,
  'diario.xlsx': renderDiariosXlsx,
  'lancamentos.pdf': renderLancamentosPdf,
  'lancamentos.xlsx': renderLancamentosXlsx,
  'orcamento.pdf': renderOrcamentoPdf,
  'orcamento.xlsx': renderOrcamentoXlsx,
  'orcamento-proposta.pdf': renderPropostaPdf,
};

export type ExportKind = keyof typeof RENDERERS;
export type ExportData<K extends ExportKind> = Parameters<(typeof RENDERERS)[K]>[0];
export type ExportTask<K extends ExportKind = ExportKind> = { kind: K; data: ExportData<K> };

export default function render({ kind, data }: ExportTask): Promise<Uint8Array> {
  return RENDERERS[kind](data as never);
}
