import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { requiredNormalized, requiredText, statusSchema } from './fields';
import { STATUS } from './status';
import { registroResponseShape, updateBodySchema } from './versao';

export { STATUS, STATUS_LABELS, type Status } from './status';

// One level of a catalogue number: 1 to 999, written with at least two digits ('01', '12',
// '120'). What a clerk types ('1', '001') is brought to that form so '1' and '01' are one number.
const NUMERO_PART = /^(0[1-9]|[1-9]\d{1,2})$/;

export function normalizeNumeroPart(value: string): string {
  if (!/^\d{1,6}$/.test(value)) return value;
  const number = Number(value);
  return number >= 1 && number <= 999 ? String(number).padStart(2, '0') : value;
}

export function isNumeroPart(value: string): boolean {
  return NUMERO_PART.test(value);
}

export const numeroEtapaField = requiredNormalized({
  normalize: normalizeNumeroPart,
  isValid: isNumeroPart,
  message: FIELD_MESSAGES.numeroEtapaInvalido,
});

const etapaShape = {
  numero: numeroEtapaField,
  nome: requiredText(120),
};

export const etapaCreateSchema = z.object({ ...etapaShape, status: statusSchema.default(STATUS.ativo) });

// The update call carries the id in its body (spec §7); other absent fields keep their value.
export const etapaUpdateSchema = updateBodySchema({ ...etapaShape, status: statusSchema });

export const etapaSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  nome: z.string(),
  status: statusSchema,
  ...registroResponseShape,
});

export const etapaListSchema = z.array(etapaSchema);

// Sorting by numero is numeric (02 before 10); lists are sorted by it unless told otherwise.
export const ETAPA_SORT_FIELDS = ['numero', 'nome', 'status', 'data_cadastro'] as const;

export type Etapa = z.infer<typeof etapaSchema>;
export type EtapaCreate = z.output<typeof etapaCreateSchema>;
export type EtapaCreateInput = z.input<typeof etapaCreateSchema>;
export type EtapaUpdate = z.output<typeof etapaUpdateSchema>;
export type EtapaUpdateInput = z.input<typeof etapaUpdateSchema>;
