import { type LancamentoCreateInput, vencimentosParcelas } from '@gdo/domain/lancamento';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import { formatMoneyNumber, parseBRL } from '@gdo/domain/money';

export type ItemValues = { etapa: string; subetapa: string; descricao: string; valor: string };

// 'aberto': committed, to be paid on its due dates (in instalments); 'pago': paid in full on a day.
export type Pagamento = 'aberto' | 'pago';

export type LancamentoFormValues = {
  fornecedor: string;
  contrato: string;
  data_lancamento: string;
  nf: string;
  data_nf: string;
  descricao: string;
  observacao: string;
  itens: ItemValues[];
  pagamento: Pagamento;
  data_vencimento: string;
  parcelas: number;
  data_pagamento: string;
};

export const EMPTY_ITEM: ItemValues = { etapa: '', subetapa: '', descricao: '', valor: '' };

const money = formatMoneyNumber;

export function initialFormValues(lancamento: Lancamento | undefined, today: string): LancamentoFormValues {
  if (!lancamento) {
    return {
      fornecedor: '',
      contrato: '',
      data_lancamento: today,
      nf: '',
      data_nf: '',
      descricao: '',
      observacao: '',
      itens: [{ ...EMPTY_ITEM }],
      pagamento: 'aberto',
      data_vencimento: '',
      parcelas: 1,
      data_pagamento: '',
    };
  }
  const pago = lancamento.data_pagamento !== null;
  return {
    fornecedor: String(lancamento.fornecedor),
    contrato: lancamento.contrato === null ? '' : String(lancamento.contrato),
    data_lancamento: lancamento.data_lancamento,
    nf: lancamento.nf ?? '',
    data_nf: lancamento.data_nf ?? '',
    descricao: '',
    observacao: lancamento.observacao ?? '',
    itens: [
      {
        etapa: String(lancamento.etapa),
        subetapa: String(lancamento.subetapa),
        descricao: lancamento.descricao,
        valor: money(
          pago && lancamento.valor_comprometido === '0.00'
            ? lancamento.valor_pagamento
            : lancamento.valor_comprometido,
        ),
      },
    ],
    pagamento: pago ? 'pago' : 'aberto',
    data_vencimento: lancamento.data_vencimento ?? '',
    parcelas: 1,
    data_pagamento: lancamento.data_pagamento ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The valor typed in a row, as Money; text that is not money goes as typed for the schema to explain. */
export function itemValor(item: ItemValues): string | null {
  if (item.valor.trim() === '') return null;
  return parseBRL(item.valor) ?? item.valor;
}

/**
 * One request per item row (the API saves one entry, or one per instalment, per request). The
 * row's descrição wins over the header's; a paid entry commits and pays its value on one day.
 */
export function toCreatePayload(
  values: LancamentoFormValues,
  obra: number,
  index: number,
): LancamentoCreateInput {
  const item = values.itens[index]!;
  const valor = itemValor(item);
  const parcelado = values.pagamento === 'aberto' && values.parcelas > 1 && values.data_vencimento !== '';
  return {
    obra,
    fornecedor: Number(values.fornecedor) || (null as unknown as number),
    contrato: idOrNull(values.contrato),
    data_lancamento: values.data_lancamento,
    nf: orNull(values.nf),
    data_nf: orNull(values.data_nf),
    descricao: item.descricao.trim() || values.descricao.trim(),
    observacao: orNull(values.observacao),
    etapa: Number(item.etapa) || (null as unknown as number),
    subetapa: Number(item.subetapa) || (null as unknown as number),
    valor_comprometido: valor,
    ...(values.pagamento === 'pago'
      ? { valor_pagamento: valor, data_pagamento: orNull(values.data_pagamento) }
      : parcelado
        ? {
            parcelas: vencimentosParcelas(values.data_vencimento, values.parcelas).map((d) => ({
              data_vencimento: d,
            })),
          }
        : { data_vencimento: orNull(values.data_vencimento) }),
  };
}

/** An edit sends the one entry's fields; paying it keeps what it committed. */
export function toEditPayload(values: LancamentoFormValues, obra: number) {
  const { parcelas: _parcelas, ...payload } = toCreatePayload({ ...values, parcelas: 1 }, obra, 0);
  if (values.pagamento === 'aberto') return { ...payload, valor_pagamento: null, data_pagamento: null };
  return payload;
}
