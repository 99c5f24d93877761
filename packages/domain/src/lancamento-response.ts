import { z } from 'zod';
import { tipoContaSchema } from './dados-bancarios';
import { FIELD_MESSAGES } from './field-messages';
import { situacaoLancamentoSchema } from './lancamento';
import { queryEstadoLancamento } from './lancamento-estado';
import { moneyJson } from './money-json';
import { listQuerySchema, queryId, queryIsoDate, queryStatus } from './paging';
import { TIPOS_DOCUMENTO } from './tipo-documento';
import { registroResponseShape } from './versao';

// A lançamento as the API returns it, and how its lists are asked for.

export const lancamentoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  documento: z.number().int(),
  obra: z.number().int(),
  obra_nome: z.string(),
  data_lancamento: z.iso.date(),
  fornecedor: z.number().int(),
  fornecedor_nome: z.string(),
  nf: z.string().nullable(),
  data_nf: z.iso.date().nullable(),
  descricao: z.string(),
  observacao: z.string().nullable(),
  // The catalogue's current number and name of the etapa and subetapa.
  etapa: z.number().int(),
  etapa_numero: z.string(),
  etapa_nome: z.string(),
  subetapa: z.number().int(),
  subetapa_numero: z.string(),
  subetapa_nome: z.string(),
  contrato: z.number().int().nullable(),
  contrato_numero: z.string().nullable(),
  valor_comprometido: moneyJson,
  valor_pagamento: moneyJson,
  // Committed and not paid yet: valor_comprometido − valor_pagamento, never below zero.
  valor_aberto: moneyJson,
  situacao: situacaoLancamentoSchema,
  data_vencimento: z.iso.date().nullable(),
  data_pagamento: z.iso.date().nullable(),
  parcela: z.string().nullable(),
  // Shared by the instalments saved by one request; null for an entry saved alone.
  grupo: z.uuid().nullable(),
  usuario: z.number().int(),
  usuario_nome: z.string(),
  // The fornecedor's bank details as they were when the entry was saved.
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  conta: z.string().nullable(),
  tipo_conta: tipoContaSchema.nullable(),
  pix: z.string().nullable(),
  ...registroResponseShape,
});

/**
 * Totals of the filtered entries (all pages), sent with every list as response headers: the sums
 * of the valor_comprometido and valor_pagamento columns (the table's totals row) and of valor_aberto
 * (what is committed and not yet paid). Decimal strings, like every amount.
 */
export const LANCAMENTO_TOTAL_HEADERS = {
  comprometido: 'x-total-comprometido',
  pago: 'x-total-pago',
  aberto: 'x-total-aberto',
} as const;

/**
 * q searches descrição, NF, observação and the fornecedor (name, CPF/CNPJ, ...); de and ate bound
 * data_lancamento (inclusive). The lists have no status; situacao filters instead.
 */
export const lancamentoListQuerySchema = listQuerySchema
  .omit({ status: true })
  .extend({
    de: queryIsoDate,
    ate: queryIsoDate,
    obra: queryId,
    fornecedor: queryId,
    contrato: queryId,
    etapa: queryId,
    subetapa: queryId,
    situacao: queryStatus(situacaoLancamentoSchema),
    // Pago, em aberto (not yet due) or vencido (lancamento-estado.ts); the due-date period, inclusive.
    estado: queryEstadoLancamento,
    vencimento_de: queryIsoDate,
    vencimento_ate: queryIsoDate,
  })
  .superRefine(({ de, ate, vencimento_de, vencimento_ate }, ctx) => {
    if (de && ate && ate < de) {
      ctx.addIssue({ code: 'custom', path: ['ate'], message: FIELD_MESSAGES.periodoInvalido, input: ate });
    }
    if (vencimento_de && vencimento_ate && vencimento_ate < vencimento_de) {
      ctx.addIssue({
        code: 'custom',
        path: ['vencimento_ate'],
        message: FIELD_MESSAGES.periodoInvalido,
        input: vencimento_ate,
      });
    }
  });

export const LANCAMENTO_SORT_FIELDS = [
  'data_lancamento',
  'nf',
  'data_nf',
  'descricao',
  'etapa',
  'subetapa',
  'fornecedor_nome',
  'valor_comprometido',
  'valor_pagamento',
  'data_vencimento',
  'data_pagamento',
  'situacao',
  'data_cadastro',
] as const;

export type LancamentoSortField = (typeof LANCAMENTO_SORT_FIELDS)[number];
export type Lancamento = z.infer<typeof lancamentoSchema>;
export type LancamentoListQuery = z.output<typeof lancamentoListQuerySchema>;
export type LancamentoTotais = { comprometido: string; pago: string; aberto: string };
