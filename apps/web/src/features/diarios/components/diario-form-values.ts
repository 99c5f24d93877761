import type { Clima, DiarioCreateInput } from '@gdo/domain/diario';
import {
  DIARIO_MESSAGES,
  type ORIGENS,
  type SITUACOES_ATIVIDADE,
  type SITUACOES_EQUIPAMENTO,
  type TIPOS_OCORRENCIA,
} from '@gdo/domain/diario-constantes';
import type { Diario } from '@gdo/domain/diario-response';

// What the report form holds while it is typed (decision 075): text for what is still being typed
// (ids and numbers as the inputs give them, '' when empty), the domain's words for the choices.
// `chave` only keeps a line's React identity; it never leaves the browser.

type Numero = number | '';

export type EfetivoLinha = {
  chave: string;
  funcao: string;
  origem: (typeof ORIGENS)[number];
  fornecedor: string;
  quantidade: Numero;
  horas: Numero;
};

export type EquipamentoLinha = {
  chave: string;
  descricao: string;
  quantidade: Numero;
  situacao: (typeof SITUACOES_EQUIPAMENTO)[number];
};

export type AtividadeLinha = {
  chave: string;
  etapa: string;
  subetapa: string;
  descricao: string;
  situacao: (typeof SITUACOES_ATIVIDADE)[number];
  percentual: Numero;
};

export type OcorrenciaLinha = {
  chave: string;
  tipo: (typeof TIPOS_OCORRENCIA)[number];
  descricao: string;
  hora: string;
};

export type DiarioFormValues = {
  data: string;
  clima: Clima;
  efetivo: EfetivoLinha[];
  equipamentos: EquipamentoLinha[];
  atividades: AtividadeLinha[];
  ocorrencias: OcorrenciaLinha[];
  observacoes: string;
};

let contador = 0;
export const novaChave = () => `l${Date.now().toString(36)}${(contador++).toString(36)}`;

export const novaLinha = {
  efetivo: (): EfetivoLinha => ({
    chave: novaChave(),
    funcao: '',
    origem: 'propria',
    fornecedor: '',
    quantidade: 1,
    horas: '',
  }),
  equipamentos: (): EquipamentoLinha => ({
    chave: novaChave(),
    descricao: '',
    quantidade: 1,
    situacao: 'operando',
  }),
  atividades: (): AtividadeLinha => ({
    chave: novaChave(),
    etapa: '',
    subetapa: '',
    descricao: '',
    situacao: 'em_andamento',
    percentual: '',
  }),
  ocorrencias: (): OcorrenciaLinha => ({ chave: novaChave(), tipo: 'outra', descricao: '', hora: '' }),
};

export function emptyValues(data: string): DiarioFormValues {
  return {
    data,
    clima: { manha: null, tarde: null, noite: null },
    efetivo: [],
    equipamentos: [],
    atividades: [],
    ocorrencias: [],
    observacoes: '',
  };
}

const texto = (value: number | null) => (value === null ? '' : String(value));
const numero = (value: number | null): Numero => value ?? '';

/** The efetivo and equipamentos lines of a saved report (also what "Copiar do dia anterior" takes). */
export function linhasDeEquipe(diario: Diario): Pick<DiarioFormValues, 'efetivo' | 'equipamentos'> {
  return {
    efetivo: diario.efetivo.map((linha) => ({
      chave: novaChave(),
      funcao: linha.funcao,
      origem: linha.origem,
      fornecedor: texto(linha.fornecedor),
      quantidade: linha.quantidade,
      horas: numero(linha.horas),
    })),
    equipamentos: diario.equipamentos.map((linha) => ({ chave: novaChave(), ...linha })),
  };
}

export function valuesFromDiario(diario: Diario): DiarioFormValues {
  return {
    data: diario.data,
    clima: diario.clima,
    ...linhasDeEquipe(diario),
    atividades: diario.atividades.map((linha) => ({
      chave: novaChave(),
      etapa: String(linha.etapa),
      subetapa: texto(linha.subetapa),
      descricao: linha.descricao,
      situacao: linha.situacao,
      percentual: numero(linha.percentual),
    })),
    ocorrencias: diario.ocorrencias.map((linha) => ({
      chave: novaChave(),
      tipo: linha.tipo,
      descricao: linha.descricao,
      hora: linha.hora ?? '',
    })),
    observacoes: diario.observacoes ?? '',
  };
}

const id = (value: string) => (value === '' ? null : Number(value));
const opcional = (value: Numero) => (value === '' ? null : value);
// An empty required number goes as nothing, so the schema says the field is missing.
const obrigatorio = (value: Numero) => (value === '' ? undefined : value);

/** The body of a create (with the obra) or of an edit (without it). */
export function toPayload(values: DiarioFormValues, obra: number): DiarioCreateInput {
  return {
    obra,
    data: values.data,
    clima: values.clima,
    efetivo: values.efetivo.map((l) => ({
      funcao: l.funcao,
      origem: l.origem,
      fornecedor: l.origem === 'terceirizada' ? id(l.fornecedor) : null,
      quantidade: obrigatorio(l.quantidade) as number,
      horas: opcional(l.horas),
    })),
    equipamentos: values.equipamentos.map((l) => ({
      descricao: l.descricao,
      quantidade: obrigatorio(l.quantidade) as number,
      situacao: l.situacao,
    })),
    atividades: values.atividades.map((l) => ({
      etapa: id(l.etapa) as number,
      subetapa: id(l.subetapa),
      descricao: l.descricao,
      situacao: l.situacao,
      percentual: opcional(l.percentual),
    })),
    ocorrencias: values.ocorrencias.map((l) => ({
      tipo: l.tipo,
      descricao: l.descricao,
      hora: l.hora === '' ? null : l.hora,
    })),
    observacoes: values.observacoes.trim() === '' ? null : values.observacoes,
  };
}

export type TotaisEfetivo = { propria: number; terceirizada: number; total: number };

/** People on site per origem (lines whose quantidade is still empty count nothing). */
export function totaisEfetivo(
  efetivo: readonly Pick<EfetivoLinha, 'origem' | 'quantidade'>[],
): TotaisEfetivo {
  const totais = { propria: 0, terceirizada: 0, total: 0 };
  for (const { origem, quantidade } of efetivo) {
    if (typeof quantidade !== 'number' || !Number.isFinite(quantidade)) continue;
    totais[origem] += quantidade;
    totais.total += quantidade;
  }
  return totais;
}

/** Signing needs the manhã and the tarde (the server says so too). */
export const faltaClimaParaAssinar = (clima: Clima) =>
  clima.manha === null || clima.tarde === null ? DIARIO_MESSAGES.climaParaAssinar : null;
