import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { optionalText } from './fields';

// A fornecedor's bank details; a lançamento copies them as they were on the day of entry.

export const TIPO_CONTA = { corrente: 1, poupanca: 2 } as const;

export type TipoConta = (typeof TIPO_CONTA)[keyof typeof TIPO_CONTA];

export const TIPO_CONTA_LABELS: Record<TipoConta, string> = {
  1: 'Corrente',
  2: 'Poupança',
};

export const tipoContaSchema = z.literal([TIPO_CONTA.corrente, TIPO_CONTA.poupanca], {
  error: FIELD_MESSAGES.tipoContaInvalido,
});

export const dadosBancariosShape = {
  banco: optionalText(100),
  agencia: optionalText(20),
  conta: optionalText(30),
  tipo_conta: tipoContaSchema.nullish(),
  // A Pix key is a CPF/CNPJ, e-mail, phone or random key (EVP): kept as typed.
  pix: optionalText(140),
};

export const dadosBancariosResponseShape = {
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  conta: z.string().nullable(),
  tipo_conta: tipoContaSchema.nullable(),
  pix: z.string().nullable(),
};
