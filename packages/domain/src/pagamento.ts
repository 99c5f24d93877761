import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { optionalMoney, optionalText, requiredId, requiredIsoDate, requiredMoney } from './fields';
import { compareMoney } from './money';
import { listQuerySchema, queryId, queryIsoDate } from './paging';
import { TIPOS_DOCUMENTO } from './tipo-documento';

// Payments of a lançamento and the payables (contas a pagar) of money.md: a payment records the
// principal (what counts as valor pago), juros/multa and desconto apart, the forma and an optional
// comprovante; it is reversed (estorno), never edited (decision 110).

export const FORMAS_PAGAMENTO = ['pix', 'boleto', 'transferencia', 'dinheiro', 'cartao', 'cheque'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

export const FORMA_PAGAMENTO_LABELS: Record<FormaPagamento, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  transferencia: 'Transferência',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  cheque: 'Cheque',
};

/** A payment whose forma was not said: entries paid before payments existed, or an edit's adjustment. */
export const FORMA_NAO_INFORMADA = 'Não informada';

/** The due-date groups of Contas a pagar, disjoint: vencido < hoje < 7 dias < 30 dias < depois. */
export const GRUPOS_VENCIMENTO = ['vencido', 'hoje', '7dias', '30dias', 'depois'] as const;
export type GrupoVencimento = (typeof GRUPOS_VENCIMENTO)[number];

export const GRUPO_VENCIMENTO_LABELS: Record<GrupoVencimento, string> = {
  vencido: 'Vencido',
  hoje: 'Vence hoje',
  '7dias': 'Próximos 7 dias',
  '30dias': 'De 8 a 30 dias',
  depois: 'Depois de 30 dias ou sem vencimento',
};

export const PAGAMENTO_MESSAGES = {
  naoEncontrado: 'Pagamento não encontrado.',
  lancamentoNaoEncontrado: 'Lançamento não encontrado.',
  valorZero: 'Informe um valor maior que zero.',
  acimaDoAberto: (aberto: string) => `O valor passa do que está em aberto neste lançamento (${aberto}).`,
  nadaEmAberto: 'Este lançamento não tem nada em aberto.',
  antesDoLancamento: (data: string) =>
    `A data do pagamento não pode ser anterior à data do lançamento (${data}).`,
  jaEstornado: 'Este pagamento já foi estornado.',
  unicoSemComprometido:
    'Este lançamento não tem valor comprometido: estornar o único pagamento o deixaria sem valor. Exclua o lançamento.',
  loteVazio: 'Selecione ao menos um lançamento.',
  loteRepetido: 'Um lançamento aparece mais de uma vez.',
  loteNadaEmAberto: (descricao: string) => `"${descricao}" não tem nada em aberto: nada foi pago.`,
  estornado: 'Pagamento estornado.',
  formaInvalida: `Forma de pagamento inválida. Use ${FORMAS_PAGAMENTO.join(', ')}.`,
  grupoInvalido: `Grupo inválido. Use ${GRUPOS_VENCIMENTO.join(', ')}.`,
  documentoInvalido: 'Documento inválido. Use rdo ou rda.',
  comprovanteTipo: 'O comprovante deve ser um PDF ou uma imagem (JPEG, PNG ou WebP).',
  comprovanteGrande: 'O comprovante passa de 10 MB. Envie um arquivo menor.',
  comprovanteObrigatorio: 'Envie o arquivo do comprovante.',
  comprovanteUmArquivo: 'Envie um arquivo por vez.',
  comprovanteMultipart: 'Envie o comprovante como multipart/form-data.',
  comprovanteAusente: 'Este pagamento não tem comprovante.',
  linkInvalido: 'Link do comprovante inválido ou expirado. Abra o pagamento de novo.',
  ajusteEdicao: 'Ajuste pela edição do valor pago do lançamento.',
} as const;

export const COMPROVANTE_MAX_BYTES = 10 * 1024 * 1024;
export const LOTE_MAX = 200;

const formaSchema = z.enum(FORMAS_PAGAMENTO, { error: PAGAMENTO_MESSAGES.formaInvalida });
const positiveMoney = requiredMoney.refine((v) => compareMoney(v, '0') > 0, PAGAMENTO_MESSAGES.valorZero);

export const pagamentoCreateSchema = z.object({
  lancamento: requiredId,
  data: requiredIsoDate,
  /** The principal: at most what is em aberto on the entry. */
  valor: positiveMoney,
  juros: optionalMoney,
  desconto: optionalMoney,
  forma: formaSchema,
  observacao: optionalText(500),
});
export type PagamentoCreate = z.output<typeof pagamentoCreateSchema>;

/** Pays what is em aberto on each entry, with one date and forma: all or nothing. */
export const pagamentoLoteSchema = z.object({
  lancamentos: z
    .array(requiredId, { error: FIELD_MESSAGES.valorInvalido })
    .min(1, PAGAMENTO_MESSAGES.loteVazio)
    .max(LOTE_MAX, `Selecione no máximo ${LOTE_MAX} lançamentos por vez.`)
    .refine((ids) => new Set(ids).size === ids.length, PAGAMENTO_MESSAGES.loteRepetido),
  data: requiredIsoDate,
  forma: formaSchema,
});
export type PagamentoLote = z.output<typeof pagamentoLoteSchema>;

export const pagamentoSchema = z.object({
  id: z.number().int(),
  lancamento: z.number().int(),
  data: z.iso.date(),
  valor: z.string(),
  juros: z.string(),
  desconto: z.string(),
  forma: z.enum(FORMAS_PAGAMENTO).nullable(),
  observacao: z.string().nullable(),
  usuario: z.number().int(),
  usuario_nome: z.string(),
  estornado_em: z.string().nullable(),
  estornado_por_nome: z.string().nullable(),
  data_cadastro: z.string(),
  /** The comprovante: a signed link that expires (decision 071), or null without one. */
  comprovante: z
    .object({ nome: z.string(), tipo: z.string(), tamanho: z.number().int(), url: z.string() })
    .nullable(),
});
export type Pagamento = z.infer<typeof pagamentoSchema>;

const queryGrupo = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(GRUPOS_VENCIMENTO, { error: PAGAMENTO_MESSAGES.grupoInvalido }).optional(),
);
const queryDocumento = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(TIPOS_DOCUMENTO, { error: PAGAMENTO_MESSAGES.documentoInvalido }).optional(),
);

export const CONTAS_A_PAGAR_SORT_FIELDS = [
  'data_vencimento',
  'obra_nome',
  'fornecedor_nome',
  'descricao',
  'valor_comprometido',
  'em_aberto',
] as const;

/** ?obra, ?fornecedor, ?documento (rdo|rda), ?de/?ate on the due date, ?grupo, ?q, ?sort, paging. */
export const contasAPagarQuerySchema = listQuerySchema
  .omit({ status: true })
  .extend({
    obra: queryId,
    fornecedor: queryId,
    documento: queryDocumento,
    de: queryIsoDate,
    ate: queryIsoDate,
    grupo: queryGrupo,
  })
  .superRefine(({ de, ate }, ctx) => {
    if (de && ate && ate < de) {
      ctx.addIssue({ code: 'custom', path: ['ate'], message: FIELD_MESSAGES.periodoInvalido, input: ate });
    }
  });
export type ContasAPagarQuery = z.output<typeof contasAPagarQuerySchema>;

export const contaAPagarSchema = z.object({
  lancamento: z.number().int(),
  documento: z.enum(TIPOS_DOCUMENTO),
  obra: z.number().int(),
  obra_nome: z.string(),
  fornecedor: z.number().int(),
  fornecedor_nome: z.string(),
  descricao: z.string(),
  parcela: z.string().nullable(),
  data_lancamento: z.iso.date(),
  data_vencimento: z.iso.date().nullable(),
  valor_comprometido: z.string(),
  valor_pago: z.string(),
  em_aberto: z.string(),
  grupo: z.enum(GRUPOS_VENCIMENTO),
  /** Days since the due date when vencido, else null. */
  dias_em_atraso: z.number().int().nullable(),
});
export type ContaAPagar = z.infer<typeof contaAPagarSchema>;

const grupoTotalSchema = z.object({ em_aberto: z.string(), quantidade: z.number().int() });
export const contasAPagarResumoSchema = z.object({
  grupos: z.object(
    Object.fromEntries(GRUPOS_VENCIMENTO.map((g) => [g, grupoTotalSchema])) as Record<
      GrupoVencimento,
      typeof grupoTotalSchema
    >,
  ),
  total: grupoTotalSchema,
});
export type ContasAPagarResumo = z.infer<typeof contasAPagarResumoSchema>;

/**
 * The dashboard's payables of an obra or the firm (both documents): em aberto already vencido, and
 * em aberto due from today to 7 days ahead.
 */
export const aPagarSchema = z.object({ vencido: z.string(), a_pagar_7_dias: z.string() });
export type APagar = z.infer<typeof aPagarSchema>;
