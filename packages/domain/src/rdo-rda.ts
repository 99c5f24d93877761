import { z } from 'zod';
import { optionalId, requiredId, statusSchema } from './fields';
import { listQuerySchema, queryId } from './paging';
import { STATUS } from './status';
import { TIPOS_DOCUMENTO } from './tipo-documento';
import { registroResponseShape, updateBodySchema } from './versao';

export { STATUS, STATUS_LABELS, type Status } from './status';

// The two books and their names are in tipo-documento.ts, without zod (decision 217).

// The cliente is the obra's (read through it, never sent); the budget must be one of the obra's.
export const documentoCreateSchema = z.object({
  obra: requiredId,
  orcamento: optionalId,
  status: statusSchema.default(STATUS.ativo),
});

// The edit call carries the id in its body (spec §7). The obra cannot change; sending the same one
// back (as a list row has it) is accepted.
export const documentoEditSchema = updateBodySchema({
  obra: requiredId,
  orcamento: optionalId,
  status: statusSchema,
});

/**
 * As the API returns it. Totals over the document's lançamentos: valor_pago (executado),
 * valor_comprometido (committed and not paid yet); with a budget, orcamento_valor is its total and
 * saldo = orcamento_valor − (valor_pago + valor_comprometido) (domain.md "Figures").
 */
export const documentoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  obra: z.number().int(),
  obra_nome: z.string(),
  id_cliente: z.number().int(),
  cliente_nome: z.string(),
  orcamento: z.number().int().nullable(),
  orcamento_nome: z.string().nullable(),
  orcamento_valor: z.string().nullable(),
  status: statusSchema,
  lancamentos: z.number().int(),
  valor_pago: z.string(),
  valor_comprometido: z.string(),
  saldo: z.string().nullable(),
  ...registroResponseShape,
});

// The common list parameters plus ?obra= (the obra's document: a list of one or none) and ?id_cliente=.
export const documentoListQuerySchema = listQuerySchema.extend({ obra: queryId, id_cliente: queryId });

export const DOCUMENTO_SORT_FIELDS = [
  'obra_nome',
  'cliente_nome',
  'orcamento_nome',
  'status',
  'valor_pago',
  'valor_comprometido',
  'data_cadastro',
] as const;

export type DocumentoSortField = (typeof DOCUMENTO_SORT_FIELDS)[number];
export type Documento = z.infer<typeof documentoSchema>;
export type DocumentoCreate = z.output<typeof documentoCreateSchema>;
export type DocumentoCreateInput = z.input<typeof documentoCreateSchema>;
export type DocumentoEdit = z.output<typeof documentoEditSchema>;
export type DocumentoEditInput = z.input<typeof documentoEditSchema>;
export type DocumentoListQuery = z.output<typeof documentoListQuerySchema>;
