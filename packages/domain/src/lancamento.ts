import { z } from 'zod';
import type { FieldError } from './api-error';
import { addDays, addMonths } from './date';
import { FIELD_MESSAGES } from './field-messages';
import {
  optionalId,
  optionalIsoDate,
  optionalMoney,
  optionalText,
  requiredId,
  requiredIsoDate,
  requiredText,
} from './fields';
import { compareMoney, type Money, splitInstalments, subtractMoney } from './money';
import { versaoInputShape } from './versao';

// A lançamento (entry) of an RDO or RDA: a dated invoice or payment of a fornecedor, charged to an
// etapa/subetapa of the obra's budget, as an amount committed, paid, or both (domain.md).

/**
 * Whether an entry is paid, derived from its amounts (never sent by a client; the database keeps
 * the same rule in a generated column, migration 0004): nothing paid is Pendente, paid at least
 * what it commits is Pago, less than that is Pago parcialmente.
 */
export const SITUACAO_LANCAMENTO = { pendente: 1, pago: 2, parcial: 3 } as const;

export type SituacaoLancamento = (typeof SITUACAO_LANCAMENTO)[keyof typeof SITUACAO_LANCAMENTO];

export const SITUACAO_LANCAMENTO_LABELS: Record<SituacaoLancamento, string> = {
  1: 'Pendente',
  2: 'Pago',
  3: 'Pago parcialmente',
};

export const situacaoLancamentoSchema = z.literal(
  [SITUACAO_LANCAMENTO.pendente, SITUACAO_LANCAMENTO.pago, SITUACAO_LANCAMENTO.parcial],
  { error: FIELD_MESSAGES.situacaoInvalida },
);

export function situacaoLancamento(valorComprometido: Money, valorPagamento: Money): SituacaoLancamento {
  if (compareMoney(valorPagamento, '0') <= 0) return SITUACAO_LANCAMENTO.pendente;
  return compareMoney(valorPagamento, valorComprometido) >= 0
    ? SITUACAO_LANCAMENTO.pago
    : SITUACAO_LANCAMENTO.parcial;
}

/** What an entry commits and is not paid yet: the "Comprometido" of the obra's figures. */
export function valorAberto(valorComprometido: Money, valorPagamento: Money): Money {
  return compareMoney(valorComprometido, valorPagamento) > 0
    ? subtractMoney(valorComprometido, valorPagamento)
    : '0.00';
}

export const MAX_PARCELAS = 120;

export const LANCAMENTO_MESSAGES = {
  semValor: 'Informe o valor comprometido ou o valor pago.',
  semDataPagamento: 'Informe a data do pagamento.',
  semValorPagamento: 'Informe o valor pago.',
  parcelaInvalida: 'Parcela inválida. Use o formato 1/3.',
  parcelasQuantidade: `Informe de 1 a ${MAX_PARCELAS} parcelas.`,
  parcelasSemValor: 'Informe o valor comprometido a dividir nas parcelas.',
  parcelasPagas: 'Um lançamento parcelado não entra já pago: registre o pagamento em cada parcela depois.',
  parcelasPequenas: 'O valor é pequeno demais para este número de parcelas.',
} as const;

const PARCELA = /^(\d{1,3})\/(\d{1,3})$/;

/** 'k/N' with 1 ≤ k ≤ N ≤ MAX_PARCELAS. */
export function isParcela(value: string): boolean {
  const match = PARCELA.exec(value);
  if (!match) return false;
  const [k, n] = [Number(match[1]), Number(match[2])];
  return k >= 1 && k <= n && n <= MAX_PARCELAS;
}

export const parcelaLabel = (k: number, n: number) => `${k}/${n}`;

const parcelaField = optionalText(7).refine(
  (value) => value === undefined || value === null || isParcela(value),
  LANCAMENTO_MESSAGES.parcelaInvalida,
);

const lancamentoShape = {
  // The RDO or RDA; without it the server takes the obra's document of the path's type.
  documento: optionalId,
  obra: requiredId,
  data_lancamento: requiredIsoDate,
  fornecedor: requiredId,
  nf: optionalText(60),
  data_nf: optionalIsoDate,
  descricao: requiredText(500),
  observacao: optionalText(2000),
  etapa: requiredId,
  subetapa: requiredId,
  contrato: optionalId,
  valor_comprometido: optionalMoney,
  valor_pagamento: optionalMoney,
  data_vencimento: optionalIsoDate,
  data_pagamento: optionalIsoDate,
  parcela: parcelaField,
  // An entry that takes its contract past its value is refused (409) unless this says true.
  confirmar_excedente: z.boolean({ error: FIELD_MESSAGES.valorInvalido }).optional(),
};

type Valores = {
  valor_comprometido?: Money | null;
  valor_pagamento?: Money | null;
  data_pagamento?: string | null;
};

const positive = (value: Money | null | undefined) => !!value && compareMoney(value, '0') > 0;

/**
 * At least one amount above zero, and a payment has both its value and its date. Absent
 * (undefined) values are unknown: the API runs this again on an edit against the stored entry.
 */
export function lancamentoValoresErrors({
  valor_comprometido,
  valor_pagamento,
  data_pagamento,
}: Valores): FieldError[] {
  const errors: FieldError[] = [];
  const known = valor_comprometido !== undefined && valor_pagamento !== undefined;
  if (known && !positive(valor_comprometido) && !positive(valor_pagamento)) {
    errors.push({ field: 'valor_comprometido', message: LANCAMENTO_MESSAGES.semValor });
  }
  if (positive(valor_pagamento) && data_pagamento === null) {
    errors.push({ field: 'data_pagamento', message: LANCAMENTO_MESSAGES.semDataPagamento });
  }
  if (data_pagamento && valor_pagamento !== undefined && !positive(valor_pagamento)) {
    errors.push({ field: 'valor_pagamento', message: LANCAMENTO_MESSAGES.semValorPagamento });
  }
  return errors;
}

function addIssues(errors: FieldError[], value: object, ctx: z.RefinementCtx) {
  for (const { field, message } of errors) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message,
      input: (value as Record<string, unknown>)[field],
    });
  }
}

export const parcelaInputSchema = z.object({ data_vencimento: requiredIsoDate });

type NovoLancamento = Valores & { parcelas?: readonly unknown[] | undefined };

/** With instalments the total is the committed value, split by the server; payments come later. */
export function parcelasErrors({
  parcelas,
  valor_comprometido,
  valor_pagamento,
  data_pagamento,
}: NovoLancamento) {
  // No instalments, or a count the array's own check already refuses (an empty list must not reach the split).
  if (!parcelas || parcelas.length === 0 || parcelas.length > MAX_PARCELAS) return [];
  if (!positive(valor_comprometido)) {
    return [{ field: 'valor_comprometido', message: LANCAMENTO_MESSAGES.parcelasSemValor }];
  }
  if (positive(valor_pagamento) || data_pagamento) {
    return [{ field: 'parcelas', message: LANCAMENTO_MESSAGES.parcelasPagas }];
  }
  if (splitInstalments(valor_comprometido!, parcelas.length).some((v) => !positive(v))) {
    return [{ field: 'parcelas', message: LANCAMENTO_MESSAGES.parcelasPequenas }];
  }
  return [];
}

/**
 * A create: one entry, or with `parcelas` (one due date each) N entries that split
 * valor_comprometido exactly (planParcelas). Absent amounts are zero, an absent date none.
 */
export const lancamentoCreateSchema = z
  .object({
    ...lancamentoShape,
    parcelas: z
      .array(parcelaInputSchema, { error: FIELD_MESSAGES.valorInvalido })
      .min(1, LANCAMENTO_MESSAGES.parcelasQuantidade)
      .max(MAX_PARCELAS, LANCAMENTO_MESSAGES.parcelasQuantidade)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const valores = {
      valor_comprometido: value.valor_comprometido ?? null,
      valor_pagamento: value.valor_pagamento ?? null,
      data_pagamento: value.data_pagamento ?? null,
    };
    addIssues(lancamentoValoresErrors(valores), value, ctx);
    addIssues(parcelasErrors({ ...valores, parcelas: value.parcelas }), value, ctx);
  });

// An edit changes only what it sends (instalments are edited one by one; `parcelas` is ignored).
export const lancamentoEditSchema = z
  .object({ ...lancamentoShape, ...versaoInputShape })
  .partial()
  .superRefine((value, ctx) => addIssues(lancamentoValoresErrors(value), value, ctx));

export type ParcelaPlanejada = { parcela: string; valor_comprometido: Money; data_vencimento: string };

/**
 * The instalments of a total, one per due date: each value from splitInstalments (whole cents, the
 * remainder on the last, summing exactly to the total) and labelled 'k/N'. The server saves this;
 * the form shows it as the preview.
 */
export function planParcelas(total: Money, vencimentos: readonly string[]): ParcelaPlanejada[] {
  const valores = splitInstalments(total, vencimentos.length);
  return vencimentos.map((data_vencimento, i) => ({
    parcela: parcelaLabel(i + 1, vencimentos.length),
    valor_comprometido: valores[i]!,
    data_vencimento,
  }));
}

/**
 * N due dates from the first: monthly on the same day (the month's last day when it is shorter)
 * or every `intervaloDias` days. The form fills `parcelas` with these and lets the clerk change any.
 */
export function vencimentosParcelas(primeiro: string, n: number, intervaloDias?: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    intervaloDias === undefined ? addMonths(primeiro, i) : addDays(primeiro, i * intervaloDias),
  );
}

export type LancamentoCreate = z.output<typeof lancamentoCreateSchema>;
export type LancamentoCreateInput = z.input<typeof lancamentoCreateSchema>;
export type LancamentoEdit = z.output<typeof lancamentoEditSchema>;
export type LancamentoEditInput = z.input<typeof lancamentoEditSchema>;
