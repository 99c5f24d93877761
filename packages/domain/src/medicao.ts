import { z } from 'zod';
import { contratoItemInputSchema, percentualSchema } from './contrato-itens';
import { FIELD_MESSAGES } from './field-messages';
import {
  MONEY_MAX_INTEGER_DIGITS,
  optionalIsoDate,
  optionalMoney,
  QUANTITY_MAX_INTEGER_DIGITS,
  requiredId,
  requiredIsoDate,
  requiredText,
} from './fields';
import { compareMoney, isDecimalString, MONEY_SCALE, QUANTITY_SCALE, toFixedScale } from './money';
import { registroResponseShape, versaoInputShape } from './versao';

// Medições and aditivos of a contract (issue 14, decisions 130–133). The arithmetic is in
// medicao-calculo.ts; these are the bodies and answers of /api/contratos/medicoes|aditivos|retencao.

export const MEDICAO_MESSAGES = {
  itensOuPercentual: 'Informe as quantidades medidas por item ou o percentual medido, não os dois.',
  semQuantidades: 'Informe ao menos uma quantidade medida.',
  periodoInvertido: 'O fim do período não pode ser anterior ao início.',
  aditivoVazio: 'Informe o valor, os itens ou o novo prazo do aditivo.',
  valorOuItens: 'Um aditivo altera o valor ou os itens, não os dois.',
  valorZero: 'O valor do aditivo não pode ser zero.',
  valorAditivoInvalido:
    'Informe um valor de −R$\u00a09.999.999.999,99 a R$\u00a09.999.999.999,99, com até duas casas decimais.',
  quantidadeAditivoInvalida: 'Informe a quantidade a somar (ou, negativa, a tirar) com até três casas.',
  itemAditivo: 'Informe o item a alterar ou a descrição, unidade, valor unitário, etapa e subetapa do novo.',
  itemRepetido: 'Este item aparece mais de uma vez.',
  medicaoExcluida: (numero: number) => `Medição nº ${numero} excluída.`,
} as const;

const signedDecimal = (scale: number, digits: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isDecimalString(v, scale) && v.replace('-', '').split('.')[0]!.length <= digits, message)
    .transform((v) => toFixedScale(v, scale));

const quantidadeMedida = z.object({
  item: requiredId,
  quantidade: signedDecimal(
    QUANTITY_SCALE,
    QUANTITY_MAX_INTEGER_DIGITS,
    FIELD_MESSAGES.quantidadeInvalida,
  ).refine((v) => !v.startsWith('-'), FIELD_MESSAGES.quantidadeInvalida),
});

const itensMedidos = z
  .array(quantidadeMedida)
  .max(500)
  .superRefine((itens, ctx) => {
    const vistos = new Set<number>();
    itens.forEach(({ item }, index) => {
      if (vistos.has(item))
        ctx.addIssue({ code: 'custom', path: [index, 'item'], message: MEDICAO_MESSAGES.itemRepetido });
      vistos.add(item);
    });
  });

const percentualMedido = percentualSchema.refine(
  (v) => compareMoney(v, '0') > 0,
  FIELD_MESSAGES.valorInvalido,
);

type Periodo = {
  periodo_de?: string;
  periodo_ate?: string;
  itens?: unknown[] | null;
  percentual?: string | null;
};

function checkMedicao(value: Periodo, ctx: z.RefinementCtx, { create }: { create: boolean }) {
  if (value.periodo_de && value.periodo_ate && value.periodo_ate < value.periodo_de) {
    ctx.addIssue({ code: 'custom', path: ['periodo_ate'], message: MEDICAO_MESSAGES.periodoInvertido });
  }
  const temItens = value.itens !== undefined && value.itens !== null;
  const temPercentual = value.percentual !== undefined && value.percentual !== null;
  if (temItens && temPercentual) {
    ctx.addIssue({ code: 'custom', path: ['percentual'], message: MEDICAO_MESSAGES.itensOuPercentual });
  } else if (create && !temItens && !temPercentual) {
    ctx.addIssue({ code: 'custom', path: ['itens'], message: MEDICAO_MESSAGES.itensOuPercentual });
  }
}

const medicaoShape = {
  periodo_de: requiredIsoDate,
  periodo_ate: requiredIsoDate,
  itens: itensMedidos.nullish(),
  percentual: percentualMedido.nullish(),
};

export const medicaoCreateSchema = z
  .object({ contrato: requiredId, ...medicaoShape })
  .superRefine((v, ctx) => checkMedicao(v, ctx, { create: true }));

export const medicaoEditSchema = z
  .object({ ...medicaoShape, ...versaoInputShape })
  .partial()
  .superRefine((v, ctx) => checkMedicao(v, ctx, { create: false }));

export const MEDICAO_STATUS = ['rascunho', 'aprovada'] as const;
export type MedicaoStatus = (typeof MEDICAO_STATUS)[number];
export const MEDICAO_STATUS_LABELS: Record<MedicaoStatus, string> = {
  rascunho: 'Rascunho',
  aprovada: 'Aprovada',
};

export const medicaoItemSchema = z.object({
  item: z.number().int(),
  descricao: z.string(),
  unidade: z.string(),
  valor_unitario: z.string(),
  quantidade: z.string(),
  anterior: z.string().describe('Acumulado das medições aprovadas antes desta.'),
  acumulado: z.string(),
  contratada: z.string(),
  valor: z.string(),
});

export const medicaoSchema = z.object({
  id: z.number().int(),
  contrato: z.number().int(),
  numero: z.number().int(),
  periodo_de: z.iso.date(),
  periodo_ate: z.iso.date(),
  percentual: z.string().nullable(),
  status: z.enum(MEDICAO_STATUS),
  valor_bruto: z.string(),
  retencao: z.string(),
  amortizacao: z.string(),
  valor_liquido: z.string(),
  aprovada_em: z.iso.date().nullable(),
  itens: z.array(medicaoItemSchema),
  lancamentos: z.array(z.number().int()).describe('Os lançamentos (contas a pagar) no RDO da obra.'),
  ...registroResponseShape,
});

// ---- Aditivos

// A new item an aditivo brings in: an item as a contract takes it, without an id.
const novoItem = contratoItemInputSchema.omit({ id: true });

const itemAlterado = z.object({
  item: requiredId,
  quantidade: signedDecimal(
    QUANTITY_SCALE,
    QUANTITY_MAX_INTEGER_DIGITS,
    MEDICAO_MESSAGES.quantidadeAditivoInvalida,
  ).refine((v) => compareMoney(v, '0') !== 0, MEDICAO_MESSAGES.quantidadeAditivoInvalida),
});

export const aditivoCreateSchema = z
  .object({
    contrato: requiredId,
    descricao: requiredText(500),
    valor: signedDecimal(MONEY_SCALE, MONEY_MAX_INTEGER_DIGITS, MEDICAO_MESSAGES.valorAditivoInvalido)
      .refine((v) => compareMoney(v, '0') !== 0, MEDICAO_MESSAGES.valorZero)
      .nullish(),
    itens: z
      .array(z.union([itemAlterado, novoItem], { error: MEDICAO_MESSAGES.itemAditivo }))
      .min(1, MEDICAO_MESSAGES.itemAditivo)
      .max(500)
      .nullish(),
    prazo: optionalIsoDate.describe('A nova data de término do contrato.'),
  })
  .superRefine((v, ctx) => {
    if (v.valor != null && v.itens != null) {
      ctx.addIssue({ code: 'custom', path: ['itens'], message: MEDICAO_MESSAGES.valorOuItens });
    } else if (v.valor == null && v.itens == null && v.prazo == null) {
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MEDICAO_MESSAGES.aditivoVazio });
    }
  });

export const aditivoItemSchema = z.object({
  item: z.number().int(),
  descricao: z.string(),
  unidade: z.string(),
  quantidade: z.string().describe('A quantidade somada (negativa: tirada).'),
  valor_unitario: z.string(),
  valor: z.string(),
});

export const aditivoSchema = z.object({
  id: z.number().int(),
  contrato: z.number().int(),
  numero: z.number().int(),
  descricao: z.string(),
  valor: z.string().describe('O que o aditivo soma ao valor do contrato (negativo: tira).'),
  prazo: z.iso.date().nullable(),
  itens: z.array(aditivoItemSchema),
  data_cadastro: z.iso.datetime({ offset: true }),
});

// ---- Liberação da retenção

export const liberacaoCreateSchema = z.object({
  valor: optionalMoney.describe('Sem ele, libera todo o retido.'),
  data: optionalIsoDate.describe('Sem ela, hoje.'),
});

export const liberacaoSchema = z.object({
  id: z.number().int(),
  contrato: z.number().int(),
  valor: z.string(),
  data: z.iso.date(),
  retido: z.string().describe('O que fica retido depois desta liberação.'),
  lancamentos: z.array(z.number().int()),
});

export type MedicaoCreate = z.output<typeof medicaoCreateSchema>;
export type MedicaoEdit = z.output<typeof medicaoEditSchema>;
export type Medicao = z.infer<typeof medicaoSchema>;
export type MedicaoItem = z.infer<typeof medicaoItemSchema>;
export type AditivoCreate = z.output<typeof aditivoCreateSchema>;
export type AditivoCreateInput = z.input<typeof aditivoCreateSchema>;
export type Aditivo = z.infer<typeof aditivoSchema>;
export type LiberacaoCreate = z.output<typeof liberacaoCreateSchema>;
export type Liberacao = z.infer<typeof liberacaoSchema>;

/** The largest contract value (one record's amount, decision 053) and item quantity (numeric(15,3)). */
export const VALOR_MAXIMO_CONTRATO = '9999999999.99';
export const QUANTIDADE_MAXIMA_ITEM = '999999999999.999';

/** The API's refusals about medições, aditivos and retention, in pt-BR (decisions 130–133). */
export const MEDICAO_ERRORS = {
  medicaoNaoEncontrada: 'Medição não encontrada.',
  medicaoAprovada: 'Esta medição já foi aprovada e não pode mais ser alterada.',
  naoEhAUltima: (ultima: number) =>
    `Só a última medição do contrato pode ser excluída: exclua antes a medição nº ${ultima}.`,
  periodoSobreposto: (numero: number) =>
    `Este período se sobrepõe ao da medição nº ${numero} deste contrato. Escolha dias que ainda não foram medidos.`,
  itemDesconhecido: 'Este item não é deste contrato.',
  alemDoContratado: (resta: string, unidade: string) =>
    `A quantidade passa da contratada (restam ${resta} ${unidade}). Para medir além, registre antes um aditivo.`,
  percentualAlemDoContrato: (resta: string) =>
    `O percentual passa do valor do contrato (restam ${resta} a medir). Para medir além, registre antes um aditivo.`,
  contratoComItens: 'Este contrato tem itens: informe as quantidades medidas por item.',
  contratoSemItens: 'Este contrato não tem itens: informe o percentual medido.',
  contratoSemEtapa:
    'Para medir este contrato por percentual, informe a etapa e a subetapa dele: é nelas que a conta a pagar é lançada.',
  itensComMedicaoAprovada: 'Este contrato já tem medição aprovada: os itens só mudam por aditivo.',
  itensComAditivo: 'Este contrato já tem aditivos: os itens só mudam por um novo aditivo.',
  itemMedido: 'Um item que está em uma medição não pode ser removido do contrato.',
  valorDeContratoComItens:
    'O valor de um contrato com itens é a soma deles: altere os itens ou registre um aditivo.',
  valorComAditivos: 'Este contrato tem aditivos: o valor dele muda por um novo aditivo.',
  valorAbaixoDoMedido: (medido: string) =>
    `O valor do contrato não pode ficar abaixo do que já foi medido (${medido}).`,
  aditivoValorEmContratoComItens: 'Num contrato com itens, o aditivo altera os itens, não um valor avulso.',
  aditivoItensEmContratoSemItens: 'Este contrato não tem itens: o aditivo altera o valor dele.',
  aditivoAbaixoDoMedido: (medido: string) =>
    `Com este aditivo o contrato ficaria abaixo do que já foi medido (${medido}).`,
  aditivoValorNaoPositivo: 'Com este aditivo o valor do contrato ficaria zero ou negativo.',
  aditivoQuantidadeAbaixoDoMedido: 'A quantidade do item ficaria abaixo do que já foi medido dele.',
  prazoAntesDoInicio: 'O novo prazo não pode ser anterior ao início do contrato.',
  semRetido: 'Não há retenção a liberar neste contrato.',
  liberacaoAcimaDoRetido: (retido: string) => `O valor passa do que está retido (${retido}).`,
  valorAcimaDoLimite:
    'O valor do contrato passaria de R$\u00a09.999.999.999,99: confira as quantidades e os valores.',
  quantidadeAcimaDoLimite: 'A quantidade do item passaria do limite de 999.999.999.999.',
  semEtapaParaLiberar:
    'Não há medição aprovada com etapa e subetapa para lançar a liberação. Informe a etapa e a subetapa do contrato.',
} as const;
