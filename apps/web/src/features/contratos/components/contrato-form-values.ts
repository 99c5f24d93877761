import type { Contrato } from '@gdo/domain/contrato';
import { formatMoneyNumber, parseBRL } from '@gdo/domain/money';

export type ContratoFormValues = ReturnType<typeof initialContratoValues>;

// The form's text values: a new contract's, or those of the one being edited.
export function initialContratoValues(contrato: Contrato | undefined) {
  return {
    obra: contrato ? String(contrato.obra) : '',
    fornecedor: contrato ? String(contrato.fornecedor) : '',
    numero: contrato?.numero ?? '',
    objeto: contrato?.objeto ?? '',
    valor: contrato ? formatMoneyNumber(contrato.valor) : '',
    data_inicio: contrato?.data_inicio ?? '',
    data_fim: contrato?.data_fim ?? '',
    status: String(contrato?.status ?? 1),
    orcamento: contrato?.orcamento ? String(contrato.orcamento) : '',
    etapa: contrato?.etapa ? String(contrato.etapa) : '',
    subetapa: contrato?.subetapa ? String(contrato.subetapa) : '',
    retencao_percentual: contrato ? formatMoneyNumber(contrato.retencao_percentual) : '',
    adiantamento: contrato ? formatMoneyNumber(contrato.adiantamento) : '',
    amortizacao_percentual: contrato ? formatMoneyNumber(contrato.amortizacao_percentual) : '',
    prazo_pagamento_dias: contrato ? String(contrato.prazo_pagamento_dias) : '',
  };
}

const decimal = (value: string) => (value.trim() === '' ? '0' : (parseBRL(value) ?? value.trim()));

// The body the API takes; what is not valid goes as typed, for the domain schema to explain.
export function toContratoPayload(values: ContratoFormValues) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    obra: values.obra ? Number(values.obra) : (null as unknown as number),
    fornecedor: values.fornecedor ? Number(values.fornecedor) : (null as unknown as number),
    numero: orNull(values.numero),
    objeto: values.objeto.trim(),
    valor:
      values.valor.trim() === '' ? (null as unknown as string) : (parseBRL(values.valor) ?? values.valor),
    data_inicio: orNull(values.data_inicio),
    data_fim: orNull(values.data_fim),
    status: Number(values.status) as 1 | 2 | 3,
    orcamento: values.orcamento ? Number(values.orcamento) : null,
    etapa: values.etapa ? Number(values.etapa) : null,
    subetapa: values.subetapa ? Number(values.subetapa) : null,
    // The measurement terms (decision 130): blank is zero.
    retencao_percentual: decimal(values.retencao_percentual),
    adiantamento: decimal(values.adiantamento),
    amortizacao_percentual: decimal(values.amortizacao_percentual),
    prazo_pagamento_dias: values.prazo_pagamento_dias.trim() === '' ? 0 : Number(values.prazo_pagamento_dias),
  };
}
