import { z } from 'zod';
import type { FieldError } from './api-error';
import { enderecoResponseShape, enderecoShape } from './endereco';
import { FIELD_MESSAGES } from './field-messages';
import { optionalDecimal, optionalIsoDate, optionalText, requiredId, requiredText } from './fields';
import { OBRA_STATUS } from './obra-status';
import { listQuerySchema, queryId, queryStatus } from './paging';
import { registroResponseShape, versaoInputShape } from './versao';

export const obraStatusSchema = z.literal(
  [OBRA_STATUS.ativo, OBRA_STATUS.inativo, OBRA_STATUS.cancelado, OBRA_STATUS.entregue],
  { error: FIELD_MESSAGES.situacaoInvalida },
);

// numeric(12,2): up to ten integer digits of m².
export const METRAGEM_MAX_INTEGER_DIGITS = 10;

const obraShape = {
  id_cliente: requiredId,
  nome: requiredText(160),
  alvara: optionalText(60),
  cno: optionalText(30),
  engenheiro: optionalText(120),
  ...enderecoShape,
  data_inicio: optionalIsoDate,
  previsao_entrega: optionalIsoDate,
  data_entrega: optionalIsoDate,
  metragem: optionalDecimal(2, METRAGEM_MAX_INTEGER_DIGITS, FIELD_MESSAGES.metragemInvalida),
  tipo: optionalText(60),
  // The diário's header (diario.md): who answers for the works, their CREA/CAU and the ART.
  responsavel_tecnico: optionalText(120),
  registro_profissional: optionalText(40),
  art: optionalText(40),
};

type ObraDates = {
  data_inicio?: string | null;
  previsao_entrega?: string | null;
  data_entrega?: string | null;
};

// Neither the expected nor the actual delivery can come before the start. Days are ISO
// strings, so comparing the text compares the days. The API runs this again on an edit,
// against the dates the obra keeps for the fields the edit leaves out.
export function obraDateErrors({ data_inicio, previsao_entrega, data_entrega }: ObraDates): FieldError[] {
  if (!data_inicio) return [];
  const errors: FieldError[] = [];
  if (previsao_entrega && previsao_entrega < data_inicio) {
    errors.push({ field: 'previsao_entrega', message: FIELD_MESSAGES.previsaoAntesDoInicio });
  }
  if (data_entrega && data_entrega < data_inicio) {
    errors.push({ field: 'data_entrega', message: FIELD_MESSAGES.entregaAntesDoInicio });
  }
  return errors;
}

function checkDates(value: ObraDates, ctx: z.RefinementCtx) {
  for (const { field, message } of obraDateErrors(value)) {
    ctx.addIssue({ code: 'custom', path: [field], message, input: value[field as keyof ObraDates] });
  }
}

// Unknown keys (id, cliente_nome, data_cadastro, ...) are dropped, not refused.
export const obraCreateSchema = z
  .object({ ...obraShape, status: obraStatusSchema.default(OBRA_STATUS.ativo) })
  .superRefine(checkDates);

// An edit changes only what it sends: an absent field keeps its value, no default applies.
export const obraEditSchema = z
  .object({ ...obraShape, status: obraStatusSchema, ...versaoInputShape })
  .partial()
  .superRefine(checkDates);

// As the API returns it, with the cliente's name and CPF/CNPJ for lists and the detail page.
export const obraSchema = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  cliente_nome: z.string(),
  cliente_cpf_cnpj: z.string(),
  nome: z.string(),
  alvara: z.string().nullable(),
  cno: z.string().nullable(),
  engenheiro: z.string().nullable(),
  ...enderecoResponseShape,
  data_inicio: z.iso.date().nullable(),
  previsao_entrega: z.iso.date().nullable(),
  data_entrega: z.iso.date().nullable(),
  metragem: z.string().nullable(),
  tipo: z.string().nullable(),
  responsavel_tecnico: z.string().nullable(),
  registro_profissional: z.string().nullable(),
  art: z.string().nullable(),
  status: obraStatusSchema,
  ...registroResponseShape,
});

export const obraListSchema = z.array(obraSchema);

// The common list parameters plus ?id_cliente= (the obras of one cliente).
export const obraListQuerySchema = listQuerySchema.extend({
  id_cliente: queryId,
  status: queryStatus(obraStatusSchema),
});

export const OBRA_SORT_FIELDS = [
  'nome',
  'cliente_nome',
  'alvara',
  'cno',
  'engenheiro',
  'status',
  'data_inicio',
  'previsao_entrega',
  'data_cadastro',
] as const;

export type ObraSortField = (typeof OBRA_SORT_FIELDS)[number];
export type Obra = z.infer<typeof obraSchema>;
export type ObraCreate = z.output<typeof obraCreateSchema>;
export type ObraCreateInput = z.input<typeof obraCreateSchema>;
export type ObraEdit = z.output<typeof obraEditSchema>;
export type ObraEditInput = z.input<typeof obraEditSchema>;
export type ObraListQuery = z.output<typeof obraListQuerySchema>;
