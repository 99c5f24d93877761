import { z } from 'zod';
import { statusSchema } from './fields';
import { pessoaResponseShape, pessoaShape } from './pessoa';
import { STATUS } from './status';
import { versaoInputShape } from './versao';

export { PESSOA_SORT_FIELDS as CLIENTE_SORT_FIELDS } from './pessoa';
export { STATUS, STATUS_LABELS, type Status } from './status';

// Unknown keys (id, data_cadastro, ...) are dropped, not refused: an edit may send back the
// object exactly as the API returned it.
export const clienteCreateSchema = z.object({
  ...pessoaShape,
  status: statusSchema.default(STATUS.ativo),
});

// An edit changes only what it sends: an absent field keeps its value, no default applies.
export const clienteEditSchema = z
  .object({ ...pessoaShape, status: statusSchema, ...versaoInputShape })
  .partial();

export const clienteSchema = z.object(pessoaResponseShape);

export const clienteListSchema = z.array(clienteSchema);

export type Cliente = z.infer<typeof clienteSchema>;
export type ClienteCreate = z.output<typeof clienteCreateSchema>;
export type ClienteCreateInput = z.input<typeof clienteCreateSchema>;
export type ClienteEdit = z.output<typeof clienteEditSchema>;
export type ClienteEditInput = z.input<typeof clienteEditSchema>;
