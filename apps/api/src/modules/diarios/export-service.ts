import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { formatDateTime } from '@gdo/domain/date';
import {
  DIARIO_PDF_MAX_FOTOS,
  DIARIO_PDF_MAX_RELATORIOS,
  type DiarioPeriodoQuery,
  periodoGrandeMessage,
} from '@gdo/domain/diario-export';
import type { Diario } from '@gdo/domain/diario-response';
import { enderecoLinhas } from '@gdo/domain/endereco';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { API_ERRORS } from '@gdo/domain/messages';
import { exportacaoGrandeMessage } from '@gdo/domain/messages-valores';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { asciiSlug, fileSafe, periodoLabel } from '../../lib/report';
import { empresaNome } from '../empresas/service';
import { findObra } from '../obras/service';
import { exibicoesDasFotos } from './fotos-repository';
import * as repo from './repository';
import { diarioNotFound } from './service';

// What the diário's PDF and XLSX show (issue 12, decision 077), read on the event loop and handed
// to the export pool (decision 055): the obra's header, the reports oldest first and, for the PDF,
// each photo's display size (JPEG), never the original.

export type FotoDoExport = {
  legenda: string;
  tirada_em: string | null;
  /** The display size; null in the XLSX, which only counts photos. */
  jpeg: Uint8Array | null;
};
export type RelatorioDoExport = Omit<Diario, 'fotos'> & { fotos: FotoDoExport[] };

export type DiarioExport = {
  empresa: string;
  obra: {
    id: number;
    nome: string;
    cliente_nome: string;
    endereco: string[];
    responsavel_tecnico: string | null;
    registro_profissional: string | null;
    art: string | null;
    data_inicio: string | null;
    previsao_entrega: string | null;
  };
  /** '01/03/2026 a 31/03/2026'; null for one report. */
  periodo: string | null;
  /** The period as asked, for the file's name. */
  intervalo: DiarioPeriodoQuery;
  relatorios: RelatorioDoExport[];
  /** dd/mm/aaaa hh:mm on the sites' clock. */
  emitidoEm: string;
};

async function obraDoExport({ db, empresaId, obraId }: EmpresaScope & { obraId: number }) {
  const obra = await findObra(db, empresaId, obraId);
  if (!obra) throw new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
  return {
    id: obra.id,
    nome: obra.nome,
    cliente_nome: obra.cliente_nome,
    endereco: enderecoLinhas(obra),
    responsavel_tecnico: obra.responsavel_tecnico,
    registro_profissional: obra.registro_profissional,
    art: obra.art,
    data_inicio: obra.data_inicio,
    previsao_entrega: obra.previsao_entrega,
  };
}

/** The reports with their photos' display sizes (PDF) or without any bytes (XLSX). */
async function comFotos(
  { db, empresaId }: EmpresaScope,
  relatorios: repo.DiarioGuardado[],
  bytes: boolean,
): Promise<RelatorioDoExport[]> {
  const ids = bytes ? relatorios.flatMap((r) => r.fotos.map((f) => f.id)) : [];
  const exibicoes = await exibicoesDasFotos(db, empresaId, ids);
  return relatorios.map((r) => ({
    ...r,
    fotos: r.fotos.map((f) => ({
      legenda: f.legenda,
      tirada_em: f.tirada_em?.toISOString() ?? null,
      jpeg: exibicoes.get(f.id) ?? null,
    })),
  }));
}

/** One report as its PDF shows it. */
export async function loadDiarioExport({
  db,
  empresaId,
  id,
  now = new Date(),
}: EmpresaScope & { id: number; now?: Date }): Promise<DiarioExport> {
  const diario = await repo.findDiario(db, empresaId, id);
  if (!diario) throw diarioNotFound();
  return {
    empresa: await empresaNome(db, empresaId),
    obra: await obraDoExport({ db, empresaId, obraId: diario.obra }),
    periodo: null,
    intervalo: {},
    relatorios: await comFotos({ db, empresaId }, [diario], true),
    emitidoEm: formatDateTime(now, FUSO_DAS_OBRAS),
  };
}

/**
 * An obra's reports of a period, oldest first. Refused (400) rather than cut short beyond the
 * PDF's reports and photos, or the XLSX's rows (LIST_SAFE_CAP, as every export).
 */
export async function loadPeriodoExport({
  db,
  empresaId,
  obraId,
  periodo,
  formato,
  now = new Date(),
}: EmpresaScope & {
  obraId: number;
  periodo: DiarioPeriodoQuery;
  formato: 'pdf' | 'xlsx';
  now?: Date;
}): Promise<DiarioExport> {
  const obra = await obraDoExport({ db, empresaId, obraId });
  const tamanho = await repo.contarDoPeriodo(db, empresaId, obraId, periodo);
  if (
    formato === 'pdf' &&
    (tamanho.relatorios > DIARIO_PDF_MAX_RELATORIOS || tamanho.fotos > DIARIO_PDF_MAX_FOTOS)
  ) {
    throw new AppError('BAD_REQUEST', periodoGrandeMessage(tamanho.relatorios, tamanho.fotos));
  }
  if (tamanho.relatorios > LIST_SAFE_CAP) {
    throw new AppError('BAD_REQUEST', exportacaoGrandeMessage(tamanho.relatorios, LIST_SAFE_CAP));
  }
  const { rows } = await repo.listDiarios(db, empresaId, obraId, periodo);
  return {
    empresa: await empresaNome(db, empresaId),
    obra,
    periodo: periodoLabel(periodo.de, periodo.ate),
    intervalo: periodo,
    relatorios: await comFotos({ db, empresaId }, rows.reverse(), formato === 'pdf'),
    emitidoEm: formatDateTime(now, FUSO_DAS_OBRAS),
  };
}

/**
 * "Diário de obra 12 - Casa Silva" for one report, "Diários de obra - Casa Silva - 2026-03-01 a
 * 2026-03-31" for a period, with their ASCII forms for clients that read only filename.
 */
export function diarioReportName({ obra, periodo, intervalo, relatorios }: DiarioExport) {
  const slug = asciiSlug(obra.nome);
  const nome = fileSafe(obra.nome);
  const ascii = (base: string) => `${base}-obra-${obra.id}${slug ? `-${slug}` : ''}`;
  if (periodo === null) {
    const numero = relatorios[0]!.numero;
    return { utf8: `Diário de obra ${numero} - ${nome}`, ascii: ascii(`diario-de-obra-${numero}`) };
  }
  const { de, ate } = intervalo;
  const datas = de || ate ? `${de ?? 'inicio'} a ${ate ?? 'hoje'}` : 'todos';
  return {
    utf8: `Diários de obra - ${nome} - ${datas.replace('inicio', 'início')}`,
    ascii: `${ascii('diarios-de-obra')}-${asciiSlug(datas)}`,
  };
}
