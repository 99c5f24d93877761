import { z } from 'zod';
import { MAX_ID } from './constants';
import { FIELD_MESSAGES } from './field-messages';
import { checkSubitens, itemInputSchema, subitemInputSchema } from './orcamento';
import { orcamentoItemSchema, orcamentoSubitemSchema } from './orcamento-response';
import { listQuerySchema, queryId } from './paging';

// One item or one subitem added to a budget that exists (spec §7 itens/create, subitens/create);
// the server then recomputes the item's and the budget's totals.

const parentId = z
  .number({ error: FIELD_MESSAGES.obrigatorio })
  .int(FIELD_MESSAGES.valorInvalido)
  .min(1, FIELD_MESSAGES.valorInvalido)
  .max(MAX_ID, FIELD_MESSAGES.valorInvalido);

export const orcamentoItemCreateSchema = itemInputSchema
  .extend({ orcamento: parentId })
  .superRefine((item, ctx) => checkSubitens(item.subitens, ctx));

export const orcamentoSubitemCreateSchema = subitemInputSchema.extend({ item: parentId });

/** A row of itens/list: the item without its subitens, with its budget's id. */
export const orcamentoItemRowSchema = orcamentoItemSchema
  .omit({ subitens: true })
  .extend({ orcamento: z.number().int() });

/** A row of subitens/list, with its item's and budget's ids. */
export const orcamentoSubitemRowSchema = orcamentoSubitemSchema.extend({
  item: z.number().int(),
  orcamento: z.number().int(),
});

/** itens/create answers the item with its subitens and the budget's id. */
export const orcamentoItemCreatedSchema = orcamentoItemSchema.extend({ orcamento: z.number().int() });

// Without a filter these lists hold every item (subitem) of the empresa, up to the safe cap.
export const orcamentoItemListQuerySchema = listQuerySchema.extend({ orcamento: queryId });
export const orcamentoSubitemListQuerySchema = listQuerySchema.extend({ orcamento: queryId, item: queryId });

// 'ordem' is the position in the budget, the default.
export const ORCAMENTO_ITEM_SORT_FIELDS = ['ordem', 'numero', 'nome', 'valor_total'] as const;

export type OrcamentoItemCreate = z.output<typeof orcamentoItemCreateSchema>;
export type OrcamentoSubitemCreate = z.output<typeof orcamentoSubitemCreateSchema>;
export type OrcamentoItemRow = z.infer<typeof orcamentoItemRowSchema>;
export type OrcamentoSubitemRow = z.infer<typeof orcamentoSubitemRowSchema>;
export type OrcamentoItemCreated = z.infer<typeof orcamentoItemCreatedSchema>;
export type OrcamentoItemListQuery = z.output<typeof orcamentoItemListQuerySchema>;
export type OrcamentoSubitemListQuery = z.output<typeof orcamentoSubitemListQuerySchema>;
