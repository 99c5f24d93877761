import { formatDate } from '@gdo/domain/date';
import { AGRUPAMENTO_LABELS, type FluxoDeCaixa, type FluxoDeCaixaQuery } from '@gdo/domain/fluxo-de-caixa';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { TIPO_DOCUMENTO_LABELS } from '@gdo/domain/tipo-documento';
import type { EmpresaScope } from '../../db/client';
import { empresaNome } from '../empresas/service';
import { getObra } from '../obras/service';
import { fluxoDeCaixa } from './fluxo-service';

// What the fluxo de caixa's PDF and XLSX show (decision 111), read by the route. Apart from the
// files' builders (fluxo-export.ts), which only the export pool's threads load: the API's own
// thread never loads pdfmake and exceljs.

export type FluxoExport = {
  empresa: string;
  filtros: [string, string][];
  fluxo: FluxoDeCaixa;
  emitidoEm: string;
};

export async function loadFluxoExport({
  db,
  empresaId,
  query,
  now = new Date(),
}: EmpresaScope & { query: FluxoDeCaixaQuery; now?: Date }): Promise<FluxoExport> {
  const fluxo = await fluxoDeCaixa({ db, empresaId, query });
  const obra =
    query.obra === undefined ? 'Todas as obras' : (await getObra({ db, empresaId, id: query.obra })).nome;
  const filtros: [string, string][] = [
    ['Obra', obra],
    ['Período', `${formatDate(fluxo.de)} a ${formatDate(fluxo.ate)}`],
    ['Agrupamento', AGRUPAMENTO_LABELS[fluxo.agrupamento]],
  ];
  if (query.documento) filtros.push(['Documento', TIPO_DOCUMENTO_LABELS[query.documento]]);
  return {
    empresa: await empresaNome(db, empresaId),
    filtros,
    fluxo,
    emitidoEm: formatDate(now, FUSO_DAS_OBRAS),
  };
}
