import { z } from 'zod';
import { dadosBancariosResponseShape, dadosBancariosShape } from './dados-bancarios';
import { statusSchema } from './fields';
import { pessoaResponseShape, pessoaShape } from './pessoa';
import { STATUS } from './status';
import { versaoInputShape } from './versao';

export { TIPO_CONTA, TIPO_CONTA_LABELS, type TipoConta } from './dados-bancarios';
export { PESSOA_SORT_FIELDS as FORNECEDOR_SORT_FIELDS } from './pessoa';
export { STATUS, STATUS_LABELS, type Status } from './status';

const fornecedorShape = { ...pessoaShape, ...dadosBancariosShape };

// Unknown keys are dropped, not refused, as for every entity.
export const fornecedorCreateSchema = z.object({
  ...fornecedorShape,
  status: statusSchema.default(STATUS.ativo),
});

// An edit changes only what it sends: an absent field keeps its value, no default applies.
export const fornecedorEditSchema = z
  .object({ ...fornecedorShape, status: statusSchema, ...versaoInputShape })
  .partial();

export const fornecedorSchema = z.object({ ...pessoaResponseShape, ...dadosBancariosResponseShape });

export const fornecedorListSchema = z.array(fornecedorSchema);

export type Fornecedor = z.infer<typeof fornecedorSchema>;
export type FornecedorCreate = z.output<typeof fornecedorCreateSchema>;
export type FornecedorCreateInput = z.input<typeof fornecedorCreateSchema>;
export type FornecedorEdit = z.output<typeof fornecedorEditSchema>;
export type FornecedorEditInput = z.input<typeof fornecedorEditSchema>;
