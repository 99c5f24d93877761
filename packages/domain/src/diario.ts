import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { optionalId, optionalText, requiredId, requiredIsoDate, requiredText } from './fields';
import { diaNoCanteiro, FUSO_DAS_OBRAS } from './fuso';
import { versaoInputShape } from './versao';

// The diário de obra (diario.md): one report per obra and day, written on site as a rascunho,
// then signed and closed; a mistake in a signed report is corrected by a retificação appended to
// it. Values are the pt-BR words without accents, as the API sends them; the labels are for people.

export const DIARIO_MESSAGES = {
  dataFutura: 'A data do relatório não pode ser no futuro.',
  tempoInvalido: 'Escolha o tempo: claro, nublado ou chuvoso.',
  condicaoInvalida: 'Escolha a condição: praticável ou impraticável.',
  origemInvalida: 'Escolha a origem: própria ou terceirizada.',
  fornecedorDaTerceirizada: 'Informe o fornecedor da mão de obra terceirizada.',
  fornecedorSoTerceirizada: 'Fornecedor só se informa para mão de obra terceirizada.',
  quantidadeInvalida: 'Informe uma quantidade inteira de 1 a 9.999.',
  horasInvalidas: 'Informe de 0 a 24 horas, em meias horas.',
  situacaoEquipamentoInvalida: 'Escolha a situação: operando, parado ou em manutenção.',
  situacaoAtividadeInvalida: 'Escolha a situação: iniciada, em andamento, concluída ou paralisada.',
  percentualInvalido: 'Informe um percentual inteiro de 0 a 100.',
  tipoOcorrenciaInvalido: 'Tipo de ocorrência inválido.',
  horaInvalida: 'Hora inválida. Use o formato 14:30.',
  linhasDemais: (max: number) => `No máximo ${max} linhas.`,
  diarioNaoEncontrado: 'Relatório diário não encontrado.',
  diarioDoDiaExiste: 'Esta obra já tem um relatório diário nesta data.',
  diarioAssinado:
    'Este relatório já foi assinado e não pode mais ser alterado. Para corrigi-lo, registre uma retificação.',
  diarioAssinadoNaoExclui:
    'Um relatório assinado não pode ser excluído. Para corrigi-lo, registre uma retificação.',
  diarioJaAssinado: 'Este relatório já foi assinado.',
  diarioNaoAssinado: 'Só um relatório assinado recebe retificações; este ainda pode ser editado.',
  assinadoDepois:
    'Há um relatório assinado com número maior nesta obra: excluir este deixaria um buraco na numeração. Edite-o em vez de excluí-lo.',
  climaParaAssinar: 'Informe o clima da manhã e da tarde antes de assinar.',
  semOrcamento:
    'O RDO desta obra não tem orçamento vinculado: as atividades se ligam às etapas desse orçamento.',
  semAnterior: 'Esta obra não tem relatório anterior a esta data para copiar.',
  diarioExcluido: 'Relatório diário excluído.',
} as const;

export const TEMPOS = ['claro', 'nublado', 'chuvoso'] as const;
export const CONDICOES = ['praticavel', 'impraticavel'] as const;
export const ORIGENS = ['propria', 'terceirizada'] as const;
export const SITUACOES_EQUIPAMENTO = ['operando', 'parado', 'manutencao'] as const;
export const SITUACOES_ATIVIDADE = ['iniciada', 'em_andamento', 'concluida', 'paralisada'] as const;
export const TIPOS_OCORRENCIA = [
  'acidente',
  'paralisacao',
  'visita_tecnica',
  'orientacao_rt',
  'entrega_material',
  'outra',
] as const;
export const STATUS_DIARIO = ['rascunho', 'assinado'] as const;

export type StatusDiario = (typeof STATUS_DIARIO)[number];

export const DIARIO_LABELS = {
  tempo: { claro: 'Claro', nublado: 'Nublado', chuvoso: 'Chuvoso' },
  condicao: { praticavel: 'Praticável', impraticavel: 'Impraticável' },
  origem: { propria: 'Própria', terceirizada: 'Terceirizada' },
  situacaoEquipamento: { operando: 'Operando', parado: 'Parado', manutencao: 'Em manutenção' },
  situacaoAtividade: {
    iniciada: 'Iniciada',
    em_andamento: 'Em andamento',
    concluida: 'Concluída',
    paralisada: 'Paralisada',
  },
  tipoOcorrencia: {
    acidente: 'Acidente',
    paralisacao: 'Paralisação',
    visita_tecnica: 'Visita técnica',
    orientacao_rt: 'Orientação/ordem do responsável técnico',
    entrega_material: 'Entrega de material',
    outra: 'Outra',
  },
  status: { rascunho: 'Rascunho', assinado: 'Assinado' },
} as const;

// The sites' clock lives in ./fuso (decision 196); the diário's rules read it from here too.
export { diaNoCanteiro, FUSO_DAS_OBRAS };

// A report written more than this many days after its date is shown as registered late.
export const DIAS_PARA_ATRASO = 2;

const escolha = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const inteiro = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const linhas = <T extends z.ZodType>(linha: T, max: number) =>
  z.array(linha, { error: FIELD_MESSAGES.valorInvalido }).max(max, DIARIO_MESSAGES.linhasDemais(max));

export const turnoSchema = z.object({
  tempo: escolha(TEMPOS, DIARIO_MESSAGES.tempoInvalido),
  condicao: escolha(CONDICOES, DIARIO_MESSAGES.condicaoInvalida),
});

// A rascunho is filled in during the day: a turno may still be empty; signing needs manhã and tarde.
export const climaSchema = z.object({
  manha: turnoSchema.nullish().transform((v) => v ?? null),
  tarde: turnoSchema.nullish().transform((v) => v ?? null),
  noite: turnoSchema.nullish().transform((v) => v ?? null),
});

export const efetivoSchema = z
  .object({
    funcao: requiredText(80),
    origem: escolha(ORIGENS, DIARIO_MESSAGES.origemInvalida),
    fornecedor: optionalId.transform((v) => v ?? null),
    quantidade: inteiro(1, 9999, DIARIO_MESSAGES.quantidadeInvalida),
    horas: z
      .number({ error: DIARIO_MESSAGES.horasInvalidas })
      .min(0, DIARIO_MESSAGES.horasInvalidas)
      .max(24, DIARIO_MESSAGES.horasInvalidas)
      .multipleOf(0.5, DIARIO_MESSAGES.horasInvalidas)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(({ origem, fornecedor }, ctx) => {
    if (origem === 'terceirizada' && fornecedor === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['fornecedor'],
        message: DIARIO_MESSAGES.fornecedorDaTerceirizada,
      });
    }
    if (origem === 'propria' && fornecedor !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['fornecedor'],
        message: DIARIO_MESSAGES.fornecedorSoTerceirizada,
      });
    }
  });

export const equipamentoSchema = z.object({
  descricao: requiredText(120),
  quantidade: inteiro(1, 9999, DIARIO_MESSAGES.quantidadeInvalida),
  situacao: escolha(SITUACOES_EQUIPAMENTO, DIARIO_MESSAGES.situacaoEquipamentoInvalida),
});

export const atividadeSchema = z.object({
  etapa: requiredId,
  subetapa: optionalId.transform((v) => v ?? null),
  descricao: requiredText(1000),
  situacao: escolha(SITUACOES_ATIVIDADE, DIARIO_MESSAGES.situacaoAtividadeInvalida),
  percentual: inteiro(0, 100, DIARIO_MESSAGES.percentualInvalido)
    .nullish()
    .transform((v) => v ?? null),
});

export const ocorrenciaSchema = z.object({
  tipo: escolha(TIPOS_OCORRENCIA, DIARIO_MESSAGES.tipoOcorrenciaInvalido),
  descricao: requiredText(2000),
  hora: z
    .string({ error: DIARIO_MESSAGES.horaInvalida })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DIARIO_MESSAGES.horaInvalida)
    .nullish()
    .transform((v) => v ?? null),
});

/** A day that has come on the sites' clock. */
export const diaDoRelatorio = requiredIsoDate.refine(
  (dia) => dia <= diaNoCanteiro(),
  DIARIO_MESSAGES.dataFutura,
);

// What a person writes in a report; the header (obra, responsável técnico, ART…) comes from the obra.
const conteudoShape = {
  clima: climaSchema,
  efetivo: linhas(efetivoSchema, 100),
  equipamentos: linhas(equipamentoSchema, 100),
  atividades: linhas(atividadeSchema, 200),
  ocorrencias: linhas(ocorrenciaSchema, 100),
  observacoes: optionalText(8000),
  observacoes_fiscal: optionalText(8000),
};

const SEM_CLIMA: Clima = { manha: null, tarde: null, noite: null };

// Unknown keys (id, numero, status…) are dropped, not refused: an edit may send back what it read.
export const diarioCreateSchema = z.object({
  obra: requiredId,
  data: diaDoRelatorio,
  clima: conteudoShape.clima.default(SEM_CLIMA),
  efetivo: conteudoShape.efetivo.default([]),
  equipamentos: conteudoShape.equipamentos.default([]),
  atividades: conteudoShape.atividades.default([]),
  ocorrencias: conteudoShape.ocorrencias.default([]),
  observacoes: conteudoShape.observacoes.transform((v) => v ?? null),
  observacoes_fiscal: conteudoShape.observacoes_fiscal.transform((v) => v ?? null),
});

// An edit changes only what it sends (an absent key keeps its value); the obra never changes.
export const diarioEditSchema = z
  .object({ data: diaDoRelatorio, ...conteudoShape })
  .partial()
  .extend(versaoInputShape);

// "Copiar do dia anterior": a new rascunho for `data` with the previous report's efetivo and equipamentos.
export const diarioCopiaSchema = z.object({ data: diaDoRelatorio });

// Signing may name the versao that was read, so nobody signs what someone else changed meanwhile.
export const diarioAssinaturaSchema = z.object({ ...versaoInputShape });

export const retificacaoCreateSchema = z.object({ texto: requiredText(8000) });

export type Turno = z.output<typeof turnoSchema>;
export type Clima = z.output<typeof climaSchema>;
export type Efetivo = z.output<typeof efetivoSchema>;
export type Equipamento = z.output<typeof equipamentoSchema>;
export type Atividade = z.output<typeof atividadeSchema>;
export type Ocorrencia = z.output<typeof ocorrenciaSchema>;
export type DiarioCreate = z.output<typeof diarioCreateSchema>;
export type DiarioCreateInput = z.input<typeof diarioCreateSchema>;
export type DiarioEdit = z.output<typeof diarioEditSchema>;
export type DiarioEditInput = z.input<typeof diarioEditSchema>;
