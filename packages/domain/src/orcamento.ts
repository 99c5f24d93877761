import { z } from 'zod';
import type { FieldError } from './api-error';
import { MAX_ID } from './constants';
import { FIELD_MESSAGES } from './field-messages';
import {
  MONEY_COLUMN_INTEGER_DIGITS,
  optionalText,
  requiredMoney,
  requiredQuantity,
  requiredText,
} from './fields';
import {
  applyBdi,
  compareMoney,
  isDecimalString,
  isNegativeMoney,
  type Money,
  multiplyMoney,
  sumMoney,
  toMoney,
} from './money';
import { ORCAMENTO_STATUS } from './orcamento-status';
import { versaoInputShape } from './versao';

export const UNIDADES = [
  'apartamento',
  'dia',
  'kg',
  'mês',
  'metro',
  'm2',
  'm3',
  'unidade',
  'verba',
  'viagem',
] as const;
/** One of domain.md's ten units, the same in every firm. */
export type UnidadePadrao = (typeof UNIDADES)[number];
/** A subitem's unit: one of the ten by its key, or one of the firm's own by its name (decision 104). */
export type Unidade = string;
/** The longest unit name a firm may keep (a narrow cell of the editor's grid shows it). */
export const UNIDADE_NOME_MAX = 30;

export const UNIDADE_LABELS: Record<UnidadePadrao, string> = {
  apartamento: 'Apartamento',
  dia: 'Dia',
  kg: 'kg',
  mês: 'Mês',
  metro: 'Metro',
  m2: 'm²',
  m3: 'm³',
  unidade: 'Unidade',
  verba: 'Verba',
  viagem: 'Viagem',
};

// A budget's situations and labels are in orcamento-status.ts (decision 217).

export const orcamentoStatusSchema = z.literal(
  [
    ORCAMENTO_STATUS.aprovado,
    ORCAMENTO_STATUS.reprovado,
    ORCAMENTO_STATUS.cancelado,
    ORCAMENTO_STATUS.emElaboracao,
  ],
  { error: FIELD_MESSAGES.situacaoInvalida },
);

export const ORCAMENTO_MESSAGES = {
  unidadeInvalida: 'Unidade inválida.',
  bdiInvalido: 'BDI inválido: informe um percentual entre 0 e 1000, com até duas casas.',
  bdiNegativo: 'O BDI não pode ser negativo.',
  bdiAlto: (bdi: string) =>
    `O BDI de ${bdi}% é maior que 100%: o preço de venda passa do dobro do custo. Confirme se é isso mesmo.`,
  semItens: 'Inclua ao menos uma etapa no orçamento.',
  etapaRepetida: 'Esta etapa já está no orçamento.',
  subetapaRepetida: 'Esta subetapa já está nesta etapa.',
  totalExcedido: 'O valor total excede o limite de R$\u00a09.999.999.999.999,99.',
} as const;

// Ids are int4 in the database: a larger number is refused here instead of reaching PostgreSQL.
const id = z.coerce
  .number({ error: FIELD_MESSAGES.obrigatorio })
  .int(FIELD_MESSAGES.valorInvalido)
  .positive(FIELD_MESSAGES.obrigatorio)
  .max(MAX_ID, FIELD_MESSAGES.valorInvalido);

// A reference that may be left out (the budget's modelo): null or '' clears it.
const optionalId = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number()
    .int(FIELD_MESSAGES.valorInvalido)
    .positive(FIELD_MESSAGES.valorInvalido)
    .max(MAX_ID, FIELD_MESSAGES.valorInvalido)
    .nullish(),
);

// A percentage such as '25' or '12.5'; null or blank means no BDI, absent (on an edit) keeps it.
const bdiSchema = z
  .string({ error: ORCAMENTO_MESSAGES.bdiInvalido })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const ok = isDecimalString(value, 2) && !value.startsWith('-') && compareMoney(value, '1000') <= 0;
    if (ok) return toMoney(value);
    const negative = isDecimalString(value, Number.POSITIVE_INFINITY) && isNegativeMoney(value);
    const message = negative ? ORCAMENTO_MESSAGES.bdiNegativo : ORCAMENTO_MESSAGES.bdiInvalido;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });

/** Above this BDI the sale price is more than twice the cost: the editor asks before saving. */
export const BDI_CONFIRMACAO = '100';

/** Whether a (valid) BDI is high enough to ask the user to confirm it (issue 13). */
export function bdiPedeConfirmacao(bdi: string | null | undefined): boolean {
  return bdi != null && bdi !== '' && isDecimalString(bdi, 2) && compareMoney(bdi, BDI_CONFIRMACAO) > 0;
}

// The text only: whether it is one of the ten or of the firm's own units is the server's check
// against the firm's list (decision 104).
export const unidadeSchema = requiredText(UNIDADE_NOME_MAX, ORCAMENTO_MESSAGES.unidadeInvalida);

// numero and nome default to the etapa's and subetapa's own when left out (the server copies them).
export const subitemInputSchema = z.object({
  subetapa: id,
  numero: optionalText(20),
  nome: optionalText(200),
  unidade: unidadeSchema,
  quantidade: requiredQuantity,
  valor_unitario: requiredMoney,
});

export const itemInputSchema = z.object({
  etapa: id,
  numero: optionalText(20),
  nome: optionalText(200),
  subitens: z.array(subitemInputSchema).default([]),
});

type Estrutura = { itens?: readonly { etapa: number; subitens: readonly { subetapa: number }[] }[] };

/** A subetapa appears once in its item; `path` leads to the item's subitens. */
export function checkSubitens(
  subitens: readonly { subetapa: number }[],
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  const seen = new Set<number>();
  subitens.forEach((subitem, j) => {
    if (seen.has(subitem.subetapa)) {
      const at = [...path, 'subitens', j, 'subetapa'];
      ctx.addIssue({ code: 'custom', path: at, message: ORCAMENTO_MESSAGES.subetapaRepetida });
    }
    seen.add(subitem.subetapa);
  });
}

/** An etapa appears once in a budget (or model), a subetapa once in its item. */
export function checkEstrutura({ itens = [] }: Estrutura, ctx: z.RefinementCtx): void {
  const etapas = new Set<number>();
  itens.forEach((item, i) => {
    if (etapas.has(item.etapa)) {
      ctx.addIssue({
        code: 'custom',
        path: ['itens', i, 'etapa'],
        message: ORCAMENTO_MESSAGES.etapaRepetida,
      });
    }
    etapas.add(item.etapa);
    checkSubitens(item.subitens, ctx, ['itens', i]);
  });
}

const orcamentoFields = {
  nome: requiredText(200),
  id_cliente: id,
  obra: id,
  modelo: optionalId,
  bdi: bdiSchema,
};

/** The whole budget at once, subitens nested in their item; totals sent by a client are dropped. */
export const orcamentoInputSchema = z
  .object({
    ...orcamentoFields,
    status: orcamentoStatusSchema.default(ORCAMENTO_STATUS.emElaboracao),
    itens: z.array(itemInputSchema).default([]),
  })
  .superRefine(checkEstrutura);

/**
 * An edit: what get returned can be sent back as it is (ids, names and totals are dropped). An
 * absent field keeps its value; `itens`, when sent, replaces the whole structure. No default
 * applies, so an edit that leaves out status or itens never resets them.
 */
export const orcamentoEditSchema = z
  .object({
    ...orcamentoFields,
    status: orcamentoStatusSchema,
    itens: z.array(itemInputSchema),
    ...versaoInputShape,
  })
  .partial()
  .superRefine(checkEstrutura);

export type OrcamentoInput = z.output<typeof orcamentoInputSchema>;
export type OrcamentoInputRaw = z.input<typeof orcamentoInputSchema>;
export type OrcamentoEdit = z.output<typeof orcamentoEditSchema>;
export type ItemInput = z.output<typeof itemInputSchema>;
export type SubitemInput = z.output<typeof subitemInputSchema>;

type Priced = { quantidade: string; valor_unitario: string };

export type Totals<T extends { subitens: readonly Priced[] }> = {
  itens: (Omit<T, 'subitens'> & {
    valor_total: Money;
    subitens: (T['subitens'][number] & { valor_total: Money })[];
  })[];
  valor_total: Money;
  valor_venda: Money;
};

/**
 * Every total of a budget: each subitem is quantity × unit price rounded to the cent (half away
 * from zero); items and the budget are exact sums of those; the sale total adds the BDI.
 */
export function computeTotals<T extends { subitens: readonly Priced[] }>(
  itens: readonly T[],
  bdi: string | null | undefined,
): Totals<T> {
  const withTotals = itens.map((item) => {
    const subitens = item.subitens.map((s) => ({
      ...s,
      valor_total: multiplyMoney(s.quantidade, s.valor_unitario),
    }));
    return { ...item, subitens, valor_total: sumMoney(subitens.map((s) => s.valor_total)) };
  });
  const valor_total = sumMoney(withTotals.map((i) => i.valor_total));
  return { itens: withTotals, valor_total, valor_venda: applyBdi(valor_total, bdi ?? '0') };
}

// numeric(15,2): thirteen integer digits. A larger total would make PostgreSQL refuse the row.
const TOTAL_MAX = `${'9'.repeat(MONEY_COLUMN_INTEGER_DIGITS)}.99`;

const exceeds = (value: Money) => compareMoney(value, TOTAL_MAX) > 0;

/** Totals that do not fit their column, each on the path of the row it belongs to. */
export function totalsErrors(totals: Totals<{ subitens: readonly Priced[] }>): FieldError[] {
  const errors: FieldError[] = [];
  const message = ORCAMENTO_MESSAGES.totalExcedido;
  totals.itens.forEach((item, i) => {
    item.subitens.forEach((s, j) => {
      if (exceeds(s.valor_total)) errors.push({ field: `itens.${i}.subitens.${j}.valor_total`, message });
    });
    if (exceeds(item.valor_total)) errors.push({ field: `itens.${i}.valor_total`, message });
  });
  if (exceeds(totals.valor_total)) errors.push({ field: 'valor_total', message });
  return errors;
}

/** Whether a total summed from stored rows still fits numeric(15,2). */
export function fitsTotal(value: Money): boolean {
  return !exceeds(value);
}
