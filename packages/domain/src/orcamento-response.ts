import { z } from 'zod';
import { orcamentoStatusSchema } from './orcamento';
import { listQuerySchema, queryId } from './paging';
import { registroResponseShape } from './versao';

// The budget as the API returns it. Money and quantities are decimal strings ("1234.50",
// "3.000"); every valor_total is the server's, computed from quantities and unit prices.

// The structure of a budget and of a model (orcamento-modelo.ts) is the same tree: an item per
// etapa, a subitem per subetapa. Each adds its own amounts to these fields.
export const estruturaSubitemShape = {
  id: z.number().int(),
  subetapa: z.number().int(),
  // The catalogue's current number and name; numero and nome are the budget's (the model's) own copy.
  subetapa_numero: z.string(),
  subetapa_nome: z.string(),
  numero: z.string(),
  nome: z.string(),
  // One of the ten units by its key, or the firm's own by its name (decision 104).
  unidade: z.string(),
};

export const estruturaItemShape = {
  id: z.number().int(),
  etapa: z.number().int(),
  etapa_numero: z.string(),
  etapa_nome: z.string(),
  numero: z.string(),
  nome: z.string(),
};

export const orcamentoSubitemSchema = z.object({
  ...estruturaSubitemShape,
  quantidade: z.string(),
  valor_unitario: z.string(),
  valor_total: z.string(),
});

export const orcamentoItemSchema = z.object({
  ...estruturaItemShape,
  valor_total: z.string(),
  subitens: z.array(orcamentoSubitemSchema),
});

/** A row of the budget list: the budget without its structure. */
export const orcamentoListRowSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  id_cliente: z.number().int(),
  cliente_nome: z.string(),
  obra: z.number().int(),
  obra_nome: z.string(),
  // null: a budget started from no model (the list shows 'Avulso').
  modelo: z.number().int().nullable(),
  modelo_nome: z.string().nullable(),
  status: orcamentoStatusSchema,
  bdi: z.string().nullable(),
  // Cost (sum of the items) and sale price (cost plus BDI).
  valor_total: z.string(),
  valor_venda: z.string(),
  ...registroResponseShape,
});

/** get, create, edit and duplicate answer the whole budget in the nested shape. */
export const orcamentoSchema = orcamentoListRowSchema.extend({ itens: z.array(orcamentoItemSchema) });

// The common list parameters plus ?obra= and ?id_cliente=.
export const orcamentoListQuerySchema = listQuerySchema.extend({ obra: queryId, id_cliente: queryId });

export const ORCAMENTO_SORT_FIELDS = [
  'nome',
  'data_cadastro',
  'modelo_nome',
  'obra_nome',
  'cliente_nome',
  'valor_total',
  'status',
] as const;

export type OrcamentoSortField = (typeof ORCAMENTO_SORT_FIELDS)[number];
export type Orcamento = z.infer<typeof orcamentoSchema>;
export type OrcamentoListRow = z.infer<typeof orcamentoListRowSchema>;
export type OrcamentoItem = z.infer<typeof orcamentoItemSchema>;
export type OrcamentoSubitem = z.infer<typeof orcamentoSubitemSchema>;
export type OrcamentoListQuery = z.output<typeof orcamentoListQuerySchema>;
