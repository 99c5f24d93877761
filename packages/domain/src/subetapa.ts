import { z } from 'zod';
import { isNumeroPart, normalizeNumeroPart } from './etapa';
import { FIELD_MESSAGES } from './field-messages';
import { requiredId, requiredNormalized, requiredText, statusSchema } from './fields';
import { listQuerySchema, queryId } from './paging';
import { STATUS } from './status';
import { registroResponseShape, updateBodySchema } from './versao';

export { subetapaForaDaEtapaMessage } from './field-messages';
export { STATUS, STATUS_LABELS, type Status } from './status';

// 'etapa.subetapa', each part as an etapa number: '1.2' is stored as '01.02'.
export function normalizeNumeroSubetapa(value: string): string {
  const parts = value.split('.');
  return parts.length === 2 ? parts.map(normalizeNumeroPart).join('.') : value;
}

export function isNumeroSubetapa(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 2 && parts.every(isNumeroPart);
}

// A subetapa's number starts with its etapa's: 01.02 belongs to etapa 01. Both normalised.
export function numeroPertenceAEtapa(numeroSubetapa: string, numeroEtapa: string): boolean {
  return numeroSubetapa.startsWith(`${numeroEtapa}.`);
}

// The number a new subetapa of the etapa is offered: the one after the highest in use ('01.03'
// after '01.01' and '01.02'; '01.01' for the first). Empty when the last part is taken (999).
export function nextNumeroSubetapa(numeroEtapa: string, numerosEmUso: readonly string[]): string {
  const highest = numerosEmUso
    .filter((numero) => numeroPertenceAEtapa(numero, numeroEtapa))
    .reduce((max, numero) => Math.max(max, Number(numero.slice(numeroEtapa.length + 1)) || 0), 0);
  return highest >= 999 ? '' : `${numeroEtapa}.${String(highest + 1).padStart(2, '0')}`;
}

const subetapaShape = {
  // The parent etapa's id.
  etapa: requiredId,
  numero: requiredNormalized({
    normalize: normalizeNumeroSubetapa,
    isValid: isNumeroSubetapa,
    message: FIELD_MESSAGES.numeroSubetapaInvalido,
  }),
  nome: requiredText(120),
};

export const subetapaCreateSchema = z.object({
  ...subetapaShape,
  status: statusSchema.default(STATUS.ativo),
});

// The update call carries the id in its body (spec §7); other absent fields keep their value.
export const subetapaUpdateSchema = updateBodySchema({ ...subetapaShape, status: statusSchema });

export const subetapaSchema = z.object({
  id: z.number().int(),
  etapa: z.number().int(),
  numero: z.string(),
  nome: z.string(),
  status: statusSchema,
  ...registroResponseShape,
});

export const subetapaListSchema = z.array(subetapaSchema);

// The common list parameters plus ?etapa= (the subetapas of one etapa).
export const subetapaListQuerySchema = listQuerySchema.extend({ etapa: queryId });

export const SUBETAPA_SORT_FIELDS = ['numero', 'nome', 'status', 'data_cadastro'] as const;

export type Subetapa = z.infer<typeof subetapaSchema>;
export type SubetapaCreate = z.output<typeof subetapaCreateSchema>;
export type SubetapaCreateInput = z.input<typeof subetapaCreateSchema>;
export type SubetapaUpdate = z.output<typeof subetapaUpdateSchema>;
export type SubetapaUpdateInput = z.input<typeof subetapaUpdateSchema>;
export type SubetapaListQuery = z.output<typeof subetapaListQuerySchema>;
