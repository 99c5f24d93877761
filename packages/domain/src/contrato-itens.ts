import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { optionalId, QUANTITY_MAX_INTEGER_DIGITS, requiredId, requiredMoney, requiredText } from './fields';
import { compareMoney, isDecimalString, MONEY_SCALE, QUANTITY_SCALE, toFixedScale } from './money';

// Amounts in answers are decimal strings.
const moneyJson = z.string();

// A contract's itens and terms (issue 14, decision 130): what a subcontractor is measured and paid
// by. Itens come from the obra's budget subitens or are typed; each keeps its etapa/subetapa, the
// ones its payables are charged to.

export const CONTRATO_ITEM_MESSAGES = {
  percentualInvalido: 'Informe um percentual de 0 a 100, com até duas casas decimais.',
  percentuaisAcimaDeCem: 'Retenção e amortização juntas não podem passar de 100% da medição.',
  prazoInvalido: 'Informe o prazo em dias, de 0 a 3650.',
  quantidadeMaiorQueZero: 'A quantidade deve ser maior que zero.',
  itensRepetidos: 'Este item aparece mais de uma vez.',
  itensDemais: 'Um contrato tem no máximo 500 itens.',
} as const;

export const MAX_ITENS_CONTRATO = 500;

/** A percentage from 0 to 100 with up to two places, kept as '12.50'. */
export const percentualSchema = z
  .string({ error: CONTRATO_ITEM_MESSAGES.percentualInvalido })
  .trim()
  .refine(
    (v) => isDecimalString(v, MONEY_SCALE) && !v.startsWith('-') && compareMoney(v, '100') <= 0,
    CONTRATO_ITEM_MESSAGES.percentualInvalido,
  )
  .transform((v) => toFixedScale(v, MONEY_SCALE));

/** A quantity above zero with up to three places, kept as '12.500'. */
export const quantidadePositiva = z
  .string({ error: FIELD_MESSAGES.quantidadeInvalida })
  .trim()
  .refine(
    (v) =>
      isDecimalString(v, QUANTITY_SCALE) &&
      !v.startsWith('-') &&
      v.split('.')[0]!.length <= QUANTITY_MAX_INTEGER_DIGITS,
    FIELD_MESSAGES.quantidadeInvalida,
  )
  .refine((v) => !isDecimalString(v, QUANTITY_SCALE) || compareMoney(v, '0') > 0, {
    message: CONTRATO_ITEM_MESSAGES.quantidadeMaiorQueZero,
  })
  .transform((v) => toFixedScale(v, QUANTITY_SCALE));

/** An item as a contract create or edit sends it; `id` keeps an existing item (and its measurements). */
export const contratoItemInputSchema = z.object({
  id: optionalId,
  descricao: requiredText(300),
  unidade: requiredText(20),
  quantidade: quantidadePositiva,
  valor_unitario: requiredMoney,
  etapa: requiredId,
  subetapa: requiredId,
});

export const contratoItensInputSchema = z
  .array(contratoItemInputSchema)
  .max(MAX_ITENS_CONTRATO, CONTRATO_ITEM_MESSAGES.itensDemais);

/** The terms a contract create or edit may send (absent: kept, or 0 on a create). */
export const contratoTermosShape = {
  retencao_percentual: percentualSchema.optional(),
  adiantamento: requiredMoney.optional(),
  amortizacao_percentual: percentualSchema.optional(),
  prazo_pagamento_dias: z
    .number({ error: CONTRATO_ITEM_MESSAGES.prazoInvalido })
    .int(CONTRATO_ITEM_MESSAGES.prazoInvalido)
    .min(0, CONTRATO_ITEM_MESSAGES.prazoInvalido)
    .max(3650, CONTRATO_ITEM_MESSAGES.prazoInvalido)
    .optional(),
};

export const contratoTermosResponseShape = {
  retencao_percentual: moneyJson,
  adiantamento: moneyJson,
  amortizacao_percentual: moneyJson,
  prazo_pagamento_dias: z.number().int(),
};

/** An item as GET /api/contratos/itens/list/{contratoId} returns it, with what is measured of it. */
export const contratoItemSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  unidade: z.string(),
  quantidade: z.string().describe('Contratada, com os aditivos.'),
  quantidade_original: z.string(),
  valor_unitario: moneyJson,
  valor: moneyJson.describe('quantidade × valor unitário, arredondado ao centavo.'),
  etapa: z.number().int(),
  etapa_numero: z.string(),
  etapa_nome: z.string(),
  subetapa: z.number().int(),
  subetapa_numero: z.string(),
  subetapa_nome: z.string(),
  aditivo_numero: z.number().int().nullable().describe('O aditivo que incluiu o item, se foi um.'),
  medido: z.string().describe('Quantidade acumulada das medições aprovadas.'),
  a_medir: z.string().describe('Quantidade contratada − medida.'),
});

export type ContratoItemInput = z.output<typeof contratoItemInputSchema>;
export type ContratoItemFormInput = z.input<typeof contratoItemInputSchema>;
export type ContratoItem = z.infer<typeof contratoItemSchema>;
