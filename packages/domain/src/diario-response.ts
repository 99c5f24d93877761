import { z } from 'zod';
import {
  CONDICOES,
  ORIGENS,
  SITUACOES_ATIVIDADE,
  SITUACOES_EQUIPAMENTO,
  STATUS_DIARIO,
  TEMPOS,
  TIPOS_OCORRENCIA,
} from './diario-constantes';
import { fotoSchema } from './diario-foto';
import { FIELD_MESSAGES } from './field-messages';
import { listQuerySchema, queryIsoDate } from './paging';
import { versaoResponseShape } from './versao';

// A report as the API returns it. The names an id points at (fornecedor, etapa, subetapa) are the
// ones it had when the report was last written: a signed report reads as it was signed.

const instante = z.iso.datetime({ offset: true });

const turnoResponseSchema = z.object({ tempo: z.enum(TEMPOS), condicao: z.enum(CONDICOES) });

export const efetivoResponseSchema = z.object({
  funcao: z.string(),
  origem: z.enum(ORIGENS),
  fornecedor: z.number().int().nullable(),
  fornecedor_nome: z.string().nullable(),
  quantidade: z.number().int(),
  horas: z.number().nullable(),
});

export const atividadeResponseSchema = z.object({
  etapa: z.number().int(),
  etapa_numero: z.string(),
  etapa_nome: z.string(),
  subetapa: z.number().int().nullable(),
  subetapa_numero: z.string().nullable(),
  subetapa_nome: z.string().nullable(),
  descricao: z.string(),
  situacao: z.enum(SITUACOES_ATIVIDADE),
  percentual: z.number().int().nullable(),
});

const equipamentoResponseSchema = z.object({
  descricao: z.string(),
  quantidade: z.number().int(),
  situacao: z.enum(SITUACOES_EQUIPAMENTO),
});

const ocorrenciaResponseSchema = z.object({
  tipo: z.enum(TIPOS_OCORRENCIA),
  descricao: z.string(),
  hora: z.string().nullable(),
});

export const retificacaoSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  assinado_por: z.number().int(),
  assinado_por_nome: z.string(),
  assinado_em: instante,
  hash: z.string(),
  hash_anterior: z.string().nullable(),
});

export const diarioSchema = z.object({
  id: z.number().int(),
  obra: z.number().int(),
  numero: z.number().int(),
  data: z.iso.date(),
  status: z.enum(STATUS_DIARIO),
  clima: z.object({
    manha: turnoResponseSchema.nullable(),
    tarde: turnoResponseSchema.nullable(),
    noite: turnoResponseSchema.nullable(),
  }),
  efetivo: z.array(efetivoResponseSchema),
  equipamentos: z.array(equipamentoResponseSchema),
  atividades: z.array(atividadeResponseSchema),
  ocorrencias: z.array(ocorrenciaResponseSchema),
  observacoes: z.string().nullable(),
  observacoes_fiscal: z.string().nullable(),
  criado_por: z.number().int(),
  criado_por_nome: z.string(),
  // Written more than DIAS_PARA_ATRASO days after its date (data_cadastro says when).
  registrado_com_atraso: z.boolean(),
  assinado_por: z.number().int().nullable(),
  assinado_por_nome: z.string().nullable(),
  assinado_em: instante.nullable(),
  hash: z.string().nullable(),
  hash_anterior: z.string().nullable(),
  retificacoes: z.array(retificacaoSchema),
  fotos: z.array(fotoSchema),
  ...versaoResponseShape,
  data_cadastro: instante,
  data_alteracao: instante,
});

// de and ate bound the report's date (inclusive); newest first.
export const diarioListQuerySchema = listQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ de: queryIsoDate, ate: queryIsoDate })
  .superRefine(({ de, ate }, ctx) => {
    if (de && ate && ate < de) {
      ctx.addIssue({ code: 'custom', path: ['ate'], message: FIELD_MESSAGES.periodoInvalido, input: ate });
    }
  });

export const verificacaoSchema = z.object({
  integro: z.boolean(),
  relatorios: z.array(z.object({ id: z.number().int(), numero: z.number().int(), integro: z.boolean() })),
});

// The etapas and subetapas a report's atividades may name: those of the budget the obra's RDO
// follows, without its money (the diario role sees none).
export const etapaDoDiarioSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  nome: z.string(),
  subetapas: z.array(z.object({ id: z.number().int(), numero: z.string(), nome: z.string() })),
});

export type Diario = z.infer<typeof diarioSchema>;
export type EfetivoResponse = z.infer<typeof efetivoResponseSchema>;
export type AtividadeResponse = z.infer<typeof atividadeResponseSchema>;
export type Retificacao = z.infer<typeof retificacaoSchema>;
export type DiarioListQuery = z.output<typeof diarioListQuerySchema>;
export type Verificacao = z.infer<typeof verificacaoSchema>;
export type EtapaDoDiario = z.infer<typeof etapaDoDiarioSchema>;
