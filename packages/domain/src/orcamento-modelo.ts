import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import {
  optionalDecimal,
  optionalMoney,
  QUANTITY_MAX_INTEGER_DIGITS,
  requiredText,
  statusSchema,
} from './fields';
import { checkEstrutura, itemInputSchema, subitemInputSchema } from './orcamento';
import { estruturaItemShape, estruturaSubitemShape } from './orcamento-response';
import { listQuerySchema } from './paging';
import { STATUS } from './status';
import { registroResponseShape, versaoInputShape } from './versao';

// A modelo de orçamento is a named structure of itens and subitens from which a budget starts
// (domain.md). Its subitens hold a unit and, optionally, a default quantity and unit price: the
// client copies the structure into a new budget, where quantity and price become required.

export const modeloSubitemInputSchema = subitemInputSchema.extend({
  quantidade: optionalDecimal(3, QUANTITY_MAX_INTEGER_DIGITS, FIELD_MESSAGES.quantidadeInvalida),
  valor_unitario: optionalMoney,
});

export const modeloItemInputSchema = itemInputSchema.extend({
  subitens: z.array(modeloSubitemInputSchema).default([]),
});

const nome = requiredText(200);

export const orcamentoModeloInputSchema = z
  .object({
    nome,
    status: statusSchema.default(STATUS.ativo),
    itens: z.array(modeloItemInputSchema).default([]),
  })
  .superRefine(checkEstrutura);

// An absent field keeps its value; `itens`, when sent, replaces the whole structure.
export const orcamentoModeloEditSchema = z
  .object({ nome, status: statusSchema, itens: z.array(modeloItemInputSchema), ...versaoInputShape })
  .partial()
  .superRefine(checkEstrutura);

/** "Save a budget as a new model": only the model's name is asked for. */
export const modeloFromOrcamentoSchema = z.object({ nome });

export const orcamentoModeloSubitemSchema = z.object({
  ...estruturaSubitemShape,
  quantidade: z.string().nullable(),
  valor_unitario: z.string().nullable(),
});

export const orcamentoModeloItemSchema = z.object({
  ...estruturaItemShape,
  subitens: z.array(orcamentoModeloSubitemSchema),
});

/** A row of the model list: counts instead of the structure. */
export const orcamentoModeloListRowSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  status: statusSchema,
  total_itens: z.number().int(),
  total_subitens: z.number().int(),
  ...registroResponseShape,
});

export const orcamentoModeloSchema = orcamentoModeloListRowSchema
  .omit({ total_itens: true, total_subitens: true })
  .extend({ itens: z.array(orcamentoModeloItemSchema) });

export const orcamentoModeloListQuerySchema = listQuerySchema;

export const ORCAMENTO_MODELO_SORT_FIELDS = ['nome', 'status', 'data_cadastro'] as const;

export type OrcamentoModeloInput = z.output<typeof orcamentoModeloInputSchema>;
export type OrcamentoModeloEdit = z.output<typeof orcamentoModeloEditSchema>;
export type ModeloItemInput = z.output<typeof modeloItemInputSchema>;
export type OrcamentoModelo = z.infer<typeof orcamentoModeloSchema>;
export type OrcamentoModeloItem = z.infer<typeof orcamentoModeloItemSchema>;
export type OrcamentoModeloListRow = z.infer<typeof orcamentoModeloListRowSchema>;
export type OrcamentoModeloListQuery = z.output<typeof orcamentoModeloListQuerySchema>;
