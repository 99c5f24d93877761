import { z } from 'zod';
import {
  CONDICOES,
  DIARIO_MESSAGES,
  ORIGENS,
  SITUACOES_ATIVIDADE,
  SITUACOES_EQUIPAMENTO,
  TEMPOS,
  TIPOS_OCORRENCIA,
} from './diario-constantes';
import { FIELD_MESSAGES } from './field-messages';
import { optionalId, optionalText, requiredId, requiredIsoDate, requiredText } from './fields';
import { diaNoCanteiro } from './fuso';
import { versaoInputShape } from './versao';

// The diário de obra (diario.md): one report per obra and day, written on site as a rascunho,
// then signed and closed; a mistake in a signed report is corrected by a retificação appended to
// it. Values are the pt-BR words without accents, as the API sends them; the labels are for people.
// Its lists, words and messages are in diario-constantes.ts (decision 217).

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
