import { z } from 'zod';
import type { FieldError } from './api-error';
import {
  CONTRATO_ITEM_MESSAGES,
  contratoItensInputSchema,
  contratoTermosResponseShape,
  contratoTermosShape,
} from './contrato-itens';
import { FIELD_MESSAGES } from './field-messages';
import {
  optionalId,
  optionalIsoDate,
  optionalText,
  requiredId,
  requiredMoney,
  requiredText,
  statusSchema,
} from './fields';
import { addMoney, compareMoney, isDecimalString } from './money';
import { moneyJson } from './money-json';
import { listQuerySchema, queryId } from './paging';
import { STATUS } from './status';
import { registroResponseShape, versaoInputShape } from './versao';

export { STATUS, STATUS_LABELS, type Status } from './status';

// A contract with a supplier or subcontractor for part of an obra (domain.md "contrato"). Its
// value is money the firm has committed; the lançamentos charged to it say how much of that is
// paid and how much is still owed.

export const CONTRATO_MESSAGES = {
  subetapaSemEtapa: 'Escolha a etapa desta subetapa.',
} as const;

const valorPositivo = requiredMoney.refine(
  (value) => compareMoney(value, '0') > 0,
  FIELD_MESSAGES.valorMaiorQueZero,
);

const contratoShape = {
  obra: requiredId,
  fornecedor: requiredId,
  numero: optionalText(60),
  objeto: requiredText(500),
  // Required without itens; with them the value is their sum and `valor` is not read (decision 130).
  valor: valorPositivo.optional(),
  data_inicio: optionalIsoDate,
  data_fim: optionalIsoDate,
  // The optional link to the budget: the budget (of the obra), its etapa and, within it, a subetapa.
  // Without `orcamento`, an etapa is looked for in the budget the obra's RDO follows.
  orcamento: optionalId,
  etapa: optionalId,
  subetapa: optionalId,
  itens: contratoItensInputSchema.optional(),
  ...contratoTermosShape,
};

type ContratoRules = {
  valor?: string;
  itens?: unknown[];
  retencao_percentual?: string;
  amortizacao_percentual?: string;
  data_inicio?: string | null;
  data_fim?: string | null;
  etapa?: number | null;
  subetapa?: number | null;
};

/**
 * The end cannot come before the start, and a subetapa needs its etapa. Absent (undefined) values
 * are unknown, not empty: the API runs this again on an edit against what the contract keeps.
 */
export function contratoErrors({
  data_inicio,
  data_fim,
  etapa,
  subetapa,
  retencao_percentual,
  amortizacao_percentual,
}: ContratoRules): FieldError[] {
  const errors: FieldError[] = [];
  // Only two valid percentages are added (a refinement runs even when a field was refused).
  if (
    retencao_percentual !== undefined &&
    amortizacao_percentual !== undefined &&
    isDecimalString(retencao_percentual) &&
    isDecimalString(amortizacao_percentual) &&
    compareMoney(addMoney(retencao_percentual, amortizacao_percentual), '100') > 0
  ) {
    errors.push({ field: 'amortizacao_percentual', message: CONTRATO_ITEM_MESSAGES.percentuaisAcimaDeCem });
  }
  if (data_inicio && data_fim && data_fim < data_inicio) {
    errors.push({ field: 'data_fim', message: FIELD_MESSAGES.fimAntesDoInicio });
  }
  if (subetapa && etapa === null) {
    errors.push({ field: 'etapa', message: CONTRATO_MESSAGES.subetapaSemEtapa });
  }
  return errors;
}

function checkContrato(value: ContratoRules, ctx: z.RefinementCtx) {
  addIssues(contratoErrors(value), value, ctx);
}

// On a create an absent etapa is no etapa, absent terms are zero, and without itens a value is due.
function checkNovoContrato(value: ContratoRules, ctx: z.RefinementCtx) {
  const errors = contratoErrors({
    ...value,
    etapa: value.etapa ?? null,
    retencao_percentual: value.retencao_percentual ?? '0',
    amortizacao_percentual: value.amortizacao_percentual ?? '0',
  });
  if (value.valor === undefined && (value.itens ?? []).length === 0) {
    errors.push({ field: 'valor', message: FIELD_MESSAGES.obrigatorio });
  }
  addIssues(errors, value, ctx);
}

function addIssues(errors: FieldError[], value: ContratoRules, ctx: z.RefinementCtx) {
  for (const { field, message } of errors) {
    ctx.addIssue({ code: 'custom', path: [field], message, input: value[field as keyof ContratoRules] });
  }
}

// Unknown keys (id, valor_pago, saldo, ...) are dropped, not refused.
export const contratoCreateSchema = z
  .object({ ...contratoShape, status: statusSchema.default(STATUS.ativo) })
  .superRefine(checkNovoContrato);

// An edit changes only what it sends: an absent field keeps its value, no default applies.
export const contratoEditSchema = z
  .object({ ...contratoShape, status: statusSchema, ...versaoInputShape })
  .partial()
  .superRefine(checkContrato);

/**
 * The figures of shared/money.md, named after its words (decision 132): valor is the contract's
 * value with its aditivos; medido Σ approved medições (bruto), medido_percentual its share of valor;
 * pago and em_aberto over its lançamentos (the same as valor_pago and valor_comprometido);
 * retido Σ retenções − Σ liberações; saldo_a_medir valor − medido; disponivel valor − pago − em
 * aberto (the same as valor_disponivel).
 */
const contratoFigurasShape = {
  valor_aditivos: moneyJson,
  medido: moneyJson,
  medido_percentual: z.string(),
  pago: moneyJson,
  em_aberto: moneyJson,
  retido: moneyJson,
  amortizado: moneyJson.describe('O que as medições aprovadas já descontaram do adiantamento.'),
  saldo_a_medir: moneyJson,
  disponivel: moneyJson,
  itens_quantidade: z.number().int().describe('Quantos itens o contrato tem (0: medido por percentual).'),
  medicoes_aprovadas: z.number().int(),
};

/**
 * As the API returns it. valor_pago sums the payments of its lançamentos; valor_comprometido what
 * they commit and is not paid yet; saldo = valor − valor_pago (domain.md); valor_disponivel =
 * valor − (valor_pago + valor_comprometido), what new lançamentos may still take without the
 * confirmation of an excess.
 */
export const contratoSchema = z.object({
  id: z.number().int(),
  obra: z.number().int(),
  obra_nome: z.string(),
  fornecedor: z.number().int(),
  fornecedor_nome: z.string(),
  numero: z.string().nullable(),
  objeto: z.string(),
  valor: moneyJson,
  data_inicio: z.iso.date().nullable(),
  data_fim: z.iso.date().nullable(),
  orcamento: z.number().int().nullable(),
  orcamento_nome: z.string().nullable(),
  etapa: z.number().int().nullable(),
  etapa_numero: z.string().nullable(),
  etapa_nome: z.string().nullable(),
  subetapa: z.number().int().nullable(),
  subetapa_numero: z.string().nullable(),
  subetapa_nome: z.string().nullable(),
  status: statusSchema,
  valor_pago: moneyJson,
  valor_comprometido: moneyJson,
  saldo: moneyJson,
  valor_disponivel: moneyJson,
  ...contratoTermosResponseShape,
  ...contratoFigurasShape,
  ...registroResponseShape,
});

// The common list parameters plus ?obra= and ?fornecedor=.
export const contratoListQuerySchema = listQuerySchema.extend({ obra: queryId, fornecedor: queryId });

export const CONTRATO_SORT_FIELDS = [
  'numero',
  'objeto',
  'fornecedor_nome',
  'obra_nome',
  'valor',
  'valor_pago',
  'valor_comprometido',
  'saldo',
  'data_inicio',
  'data_fim',
  'status',
  'data_cadastro',
] as const;

export type ContratoSortField = (typeof CONTRATO_SORT_FIELDS)[number];
export type Contrato = z.infer<typeof contratoSchema>;
export type ContratoCreate = z.output<typeof contratoCreateSchema>;
export type ContratoCreateInput = z.input<typeof contratoCreateSchema>;
export type ContratoEdit = z.output<typeof contratoEditSchema>;
export type ContratoEditInput = z.input<typeof contratoEditSchema>;
export type ContratoListQuery = z.output<typeof contratoListQuerySchema>;
