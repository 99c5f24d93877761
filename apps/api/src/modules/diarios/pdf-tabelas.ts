import { DIARIO_LABELS } from '@gdo/domain/diario-constantes';
import { totaisDoDiario } from '@gdo/domain/diario-export';
import { formatQuantity } from '@gdo/domain/money';
import type { Content, ContentText, TableCell } from 'pdfmake/interfaces';
import { reportTable } from '../../lib/pdf';
import type { RelatorioDoExport } from './export-service';

// The day's tables of a report's PDF (decision 077), in the order of the day: clima, efetivo,
// equipamentos, atividades, ocorrências, observações. An empty section says so.

export const secao = (text: string): ContentText => ({ text, style: 'secao' });
export const NENHUM = (text: string): ContentText => ({ text, italics: true, color: '#495057' });

const th = (titles: string[], right: number[] = []): TableCell[] =>
  titles.map((text, i) => ({ text, style: 'th', alignment: right.includes(i) ? 'right' : 'left' }));
const direita = (text: string): ContentText => ({ text, alignment: 'right' });
const inteiro = (n: number) => direita(formatQuantity(String(n)));

function clima({ clima: c }: RelatorioDoExport): Content[] {
  const turnos = [
    ['Manhã', c.manha],
    ['Tarde', c.tarde],
    ['Noite', c.noite],
  ] as const;
  const body: TableCell[][] = [th(['Turno', 'Tempo', 'Condição'])];
  for (const [nome, turno] of turnos) {
    body.push(
      turno
        ? [
            nome,
            DIARIO_LABELS.tempo[turno.tempo],
            {
              text: DIARIO_LABELS.condicao[turno.condicao],
              bold: turno.condicao === 'impraticavel',
            },
          ]
        : [nome, { text: 'Não informado', colSpan: 2, italics: true }, ''],
    );
  }
  return [secao('Clima'), reportTable(['20%', '40%', '40%'], body)];
}

function efetivo(r: RelatorioDoExport): Content[] {
  if (r.efetivo.length === 0) return [secao('Efetivo'), NENHUM('Nenhum efetivo registrado.')];
  const body: TableCell[][] = [th(['Função', 'Origem', 'Fornecedor', 'Quantidade', 'Horas'], [3, 4])];
  for (const e of r.efetivo) {
    body.push([
      e.funcao,
      DIARIO_LABELS.origem[e.origem],
      e.fornecedor_nome ?? '—',
      inteiro(e.quantidade),
      direita(e.horas === null ? '—' : formatQuantity(String(e.horas))),
    ]);
  }
  const { efetivo: t } = totaisDoDiario(r);
  body.push([
    {
      text: `Total: ${t.total} (própria ${t.propria}, terceirizada ${t.terceirizada})`,
      colSpan: 5,
      bold: true,
    },
    '',
    '',
    '',
    '',
  ]);
  return [secao('Efetivo'), reportTable(['30%', '15%', '31%', '12%', '12%'], body)];
}

function equipamentos(r: RelatorioDoExport): Content[] {
  if (r.equipamentos.length === 0) return [secao('Equipamentos'), NENHUM('Nenhum equipamento registrado.')];
  const body: TableCell[][] = [th(['Descrição', 'Quantidade', 'Situação'], [1])];
  for (const e of r.equipamentos) {
    body.push([e.descricao, inteiro(e.quantidade), DIARIO_LABELS.situacaoEquipamento[e.situacao]]);
  }
  return [secao('Equipamentos'), reportTable(['58%', '14%', '28%'], body)];
}

function atividades(r: RelatorioDoExport): Content[] {
  if (r.atividades.length === 0) return [secao('Atividades'), NENHUM('Nenhuma atividade registrada.')];
  const body: TableCell[][] = [th(['Etapa', 'Subetapa', 'Descrição', 'Situação', '%'], [4])];
  for (const a of r.atividades) {
    body.push([
      `${a.etapa_numero} ${a.etapa_nome}`,
      a.subetapa_numero ? `${a.subetapa_numero} ${a.subetapa_nome}` : '—',
      a.descricao,
      DIARIO_LABELS.situacaoAtividade[a.situacao],
      direita(a.percentual === null ? '—' : `${a.percentual}%`),
    ]);
  }
  return [secao('Atividades'), reportTable(['20%', '20%', '36%', '15%', '9%'], body)];
}

function ocorrencias(r: RelatorioDoExport): Content[] {
  if (r.ocorrencias.length === 0) return [secao('Ocorrências'), NENHUM('Nenhuma ocorrência registrada.')];
  const body: TableCell[][] = [th(['Hora', 'Tipo', 'Descrição'])];
  for (const o of r.ocorrencias) {
    body.push([o.hora ?? '—', DIARIO_LABELS.tipoOcorrencia[o.tipo], o.descricao]);
  }
  return [secao('Ocorrências'), reportTable(['10%', '25%', '65%'], body)];
}

function observacoes(r: RelatorioDoExport): Content[] {
  const textos: Content[] = [];
  if (r.observacoes) textos.push({ text: [{ text: 'Responsável técnico: ', bold: true }, r.observacoes] });
  if (r.observacoes_fiscal) textos.push({ text: [{ text: 'Fiscal: ', bold: true }, r.observacoes_fiscal] });
  return [secao('Observações'), ...(textos.length > 0 ? textos : [NENHUM('Sem observações.')])];
}

/** Clima, efetivo, equipamentos, atividades, ocorrências and observações of one report. */
export function tabelasDoDia(r: RelatorioDoExport): Content[] {
  return [
    ...clima(r),
    ...efetivo(r),
    ...equipamentos(r),
    ...atividades(r),
    ...ocorrencias(r),
    ...observacoes(r),
  ];
}
