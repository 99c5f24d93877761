import { z } from 'zod';
import { diarioPainelSchema } from './diario-resumo';
import { FIELD_MESSAGES } from './field-messages';
import { addMoney, compareMoney, type Money, percentOf, subtractMoney } from './money';
import { moneyJson } from './money-json';
import { obraStatusSchema } from './obra';
import { aPagarSchema } from './pagamento';
import { listQuerySchema, queryId, queryIsoDate, queryStatus } from './paging';

// The figures of domain.md ("Figures the product shows"): for an obra, from its RDO only, against
// the budget its RDO follows. The sums come from SQL (exact numeric); what is derived from them
// is computed here once, with decimal arithmetic, for the API and the tests alike.

export type Somas = { orcamento: Money; executado: Money; comprometido: Money };

export type Figuras = Somas & {
  saldo: Money;
  percentual_executado: string;
  percentual_comprometido: string;
  percentual_saldo: string;
  acima_do_orcamento: boolean;
};

/** Saldo = Orçamento − (Executado + Comprometido), and each as a percentage of the budget. */
export function figuras({ orcamento, executado, comprometido }: Somas): Figuras {
  const gasto = addMoney(executado, comprometido);
  const saldo = subtractMoney(orcamento, gasto);
  return {
    orcamento,
    executado,
    comprometido,
    saldo,
    percentual_executado: percentOf(executado, orcamento),
    percentual_comprometido: percentOf(comprometido, orcamento),
    percentual_saldo: percentOf(saldo, orcamento),
    acima_do_orcamento: compareMoney(gasto, orcamento) > 0,
  };
}

const money = moneyJson;

export const figurasSchema = z.object({
  orcamento: money,
  executado: money,
  comprometido: money,
  saldo: money,
  percentual_executado: z.string(),
  percentual_comprometido: z.string(),
  percentual_saldo: z.string(),
  acima_do_orcamento: z.boolean(),
});

/** What the RDA (administrative expenses) paid and still owes: shown beside the RDO's figures, never in them. */
export const rdaTotaisSchema = z.object({ executado: money, comprometido: money });

export const painelObraSchema = figurasSchema.extend({
  id: z.number().int(),
  nome: z.string(),
  cliente_nome: z.string(),
  status: z.number().int(),
  orcamento_id: z.number().int().nullable(),
  rdo: z.number().int().nullable(),
  rda: z.number().int().nullable(),
  rda_totais: rdaTotaisSchema,
  // Vencido and A pagar em 7 dias of its RDO and RDA (decision 110).
  a_pagar: aPagarSchema,
  // Executado between pagamento_de and pagamento_ate (by the payment's date), when a period is asked.
  executado_periodo: money.nullable(),
  // Its diário de obra: the last report and the working days without one (decision 072).
  diario: diarioPainelSchema,
});

/** The totals are those of the obras listed (all of the situation asked for, or those the filters keep). */
export const painelSchema = z.object({
  totais: figurasSchema.extend({
    rda_totais: rdaTotaisSchema,
    executado_periodo: money.nullable(),
    a_pagar: aPagarSchema,
  }),
  obras: z.array(painelObraSchema),
});

/**
 * The dashboard's orders: "risco" (the default) puts first the obras over budget, then the least
 * saldo — the obra that needs someone today is the first card; "nome" is alphabetical.
 */
export const PAINEL_ORDENS = ['risco', 'nome'] as const;
export type PainelOrdem = (typeof PAINEL_ORDENS)[number];

export const painelQuerySchema = z
  .object({
    q: listQuerySchema.shape.q,
    // The obra's situation; without it, the obras em andamento (ativas).
    status: queryStatus(obraStatusSchema),
    id_cliente: queryId,
    sort: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PAINEL_ORDENS, { error: FIELD_MESSAGES.ordenacaoInvalida }).optional(),
    ),
    // The period of executado_periodo, by the payment's date (the entry's when it has none), inclusive;
    // either end may be open.
    pagamento_de: queryIsoDate,
    pagamento_ate: queryIsoDate,
  })
  .superRefine(({ pagamento_de: de, pagamento_ate: ate }, ctx) => {
    if (de && ate && ate < de) {
      ctx.addIssue({
        code: 'custom',
        path: ['pagamento_ate'],
        message: FIELD_MESSAGES.periodoInvalido,
        input: ate,
      });
    }
  });

export type PainelQuery = z.output<typeof painelQuerySchema>;
export type PainelObra = z.infer<typeof painelObraSchema>;
export type Painel = z.infer<typeof painelSchema>;

const lancamentoResumoSchema = z.object({
  id: z.number().int(),
  data_lancamento: z.string(),
  descricao: z.string(),
  fornecedor_nome: z.string(),
  valor_comprometido: money,
  valor_pagamento: money,
});

export const resumoObraSchema = figurasSchema.extend({
  obra: z.number().int(),
  orcamento_id: z.number().int().nullable(),
  orcamento_nome: z.string().nullable(),
  rdo: z.number().int().nullable(),
  rda: z.number().int().nullable(),
  metragem: z.string().nullable(),
  custo_m2: z.object({ orcamento: money.nullable(), executado: money.nullable(), total: money.nullable() }),
  etapas: z.array(figurasSchema.extend({ etapa: z.number().int(), numero: z.string(), nome: z.string() })),
  fornecedores: z.array(z.object({ id: z.number().int(), nome: z.string(), pago: money })),
  contratos: z.array(
    z.object({
      id: z.number().int(),
      numero: z.string().nullable(),
      objeto: z.string(),
      fornecedor_nome: z.string(),
      valor: money,
      pago: money,
      comprometido: money,
    }),
  ),
  // Per complete week, fortnight and month since the first payment; null until one has ended.
  medias: z.object({
    semanal: money.nullable(),
    quinzenal: money.nullable(),
    mensal: money.nullable(),
    desde: z.string().nullable(),
  }),
  rda_totais: z.object({ executado: money, comprometido: money }),
  ultimos: z.object({ rdo: z.array(lancamentoResumoSchema), rda: z.array(lancamentoResumoSchema) }),
});

export type ResumoObra = z.infer<typeof resumoObraSchema>;
