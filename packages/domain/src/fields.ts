import { z } from 'zod';
import { MAX_ID } from './constants';
import { isValidCpf, isValidCpfCnpj, isValidTelefone, normalizeCpfCnpj, normalizeTelefone } from './cpf-cnpj';
import { isIsoDate } from './date';
import { isValidEmail } from './email';
import { FIELD_MESSAGES, maxLengthMessage } from './field-messages';
import { isDecimalString, MONEY_SCALE, QUANTITY_SCALE, toFixedScale, toMoney } from './money';
import { STATUS } from './status';

// Field schemas shared by every entity, so a rule and its pt-BR message are written once.
//
// Optional fields follow what a form and the database send: null passes (a column with no
// value), '' or blanks become null (an emptied input), and an absent key stays absent (an
// edit that does not touch the field).

// A missing value reads 'Campo obrigatório.', a value of the wrong type 'Valor inválido.'.
const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? FIELD_MESSAGES.obrigatorio
      : FIELD_MESSAGES.valorInvalido,
};

const invalidType = { error: FIELD_MESSAGES.valorInvalido };

// PostgreSQL text cannot hold the NUL character: refused here, it is a 400 instead of a 500.
const hasNoNul = (value: string) => !value.includes('\u0000');

/** A text that must be there; `message`, when given, says every way it can be wrong (a unit's name). */
export function requiredText(max: number, message?: string) {
  return z
    .string(message ? { error: message } : typeError)
    .trim()
    .min(1, message ?? FIELD_MESSAGES.obrigatorio)
    .max(max, message ?? maxLengthMessage(max))
    .refine(hasNoNul, message ?? FIELD_MESSAGES.textoInvalido);
}

export function optionalText(max: number) {
  return z
    .string(invalidType)
    .trim()
    .max(max, maxLengthMessage(max))
    .refine(hasNoNul, FIELD_MESSAGES.textoInvalido)
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

interface NormalizedRule {
  normalize: (value: string) => string;
  isValid: (normalized: string) => boolean;
  message: string;
}

// An optional field stored in a normal form (digits of a CPF, upper-case UF, ...).
export function optionalNormalized({ normalize, isValid, message }: NormalizedRule) {
  return z
    .string(invalidType)
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return value;
      if (value.trim() === '') return null;
      const normalized = normalize(value.trim());
      if (isValid(normalized)) return normalized;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}

export function requiredNormalized({ normalize, isValid, message }: NormalizedRule) {
  return z
    .string(typeError)
    .trim()
    .min(1, FIELD_MESSAGES.obrigatorio)
    .transform((value, ctx) => {
      const normalized = normalize(value);
      if (isValid(normalized)) return normalized;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}

const lowerCase = (value: string) => value.toLowerCase();

// E-mails are stored lower case: two spellings of one address are one user.
const emailRule: NormalizedRule = {
  normalize: lowerCase,
  isValid: isValidEmail,
  message: FIELD_MESSAGES.emailInvalido,
};
export const requiredEmail = requiredNormalized(emailRule);
export const optionalEmail = optionalNormalized(emailRule);

const cpfRule: NormalizedRule = {
  normalize: normalizeCpfCnpj,
  isValid: isValidCpf,
  message: FIELD_MESSAGES.cpfInvalido,
};
export const optionalCpf = optionalNormalized(cpfRule);

const cpfCnpjRule: NormalizedRule = {
  normalize: normalizeCpfCnpj,
  isValid: isValidCpfCnpj,
  message: FIELD_MESSAGES.cpfCnpjInvalido,
};
export const requiredCpfCnpj = requiredNormalized(cpfCnpjRule);
export const optionalCpfCnpj = optionalNormalized(cpfCnpjRule);

const telefoneRule: NormalizedRule = {
  normalize: normalizeTelefone,
  isValid: isValidTelefone,
  message: FIELD_MESSAGES.telefoneInvalido,
};
export const requiredTelefone = requiredNormalized(telefoneRule);
export const optionalTelefone = optionalNormalized(telefoneRule);

// One record's amount (an entry, a contract, a unit price) has at most ten integer digits, up to
// R$ 9.999.999.999,99 (FIELD_MESSAGES.valorMonetarioInvalido says so). Every sum the API makes of
// stored amounts is an unbounded numeric (decision 053), so no total of a firm's records overflows.
export const MONEY_MAX_INTEGER_DIGITS = 10;
// numeric(15,2): what a stored total (a budget's valor_total) holds at most.
export const MONEY_COLUMN_INTEGER_DIGITS = 13;
// numeric(15,3) quantities: a larger value is a typing error, and the database would refuse it.
export const QUANTITY_MAX_INTEGER_DIGITS = 12;

function decimalRule(scale: number, maxIntegerDigits: number, message: string): NormalizedRule {
  return {
    normalize: (value) => value,
    isValid: (value) =>
      isDecimalString(value, scale) &&
      !value.startsWith('-') &&
      value.split('.')[0]!.length <= maxIntegerDigits,
    message,
  };
}

// A non-negative amount as a decimal string ('1234.5'), normalised to two places ('1234.50').
export const requiredMoney = requiredNormalized(
  decimalRule(MONEY_SCALE, MONEY_MAX_INTEGER_DIGITS, FIELD_MESSAGES.valorMonetarioInvalido),
).transform(toMoney);

// A non-negative quantity with up to three places, kept as sent.
export const requiredQuantity = requiredNormalized(
  decimalRule(QUANTITY_SCALE, QUANTITY_MAX_INTEGER_DIGITS, FIELD_MESSAGES.quantidadeInvalida),
);

// An optional non-negative decimal stored with exactly `scale` places ('120.5' → '120.50').
export function optionalDecimal(scale: number, maxIntegerDigits: number, message: string) {
  return optionalNormalized(decimalRule(scale, maxIntegerDigits, message)).transform((value) =>
    value === undefined || value === null ? value : toFixedScale(value, scale),
  );
}

// A reference to another record (the obra's cliente, the subetapa's etapa) by its id.
export const requiredId = z
  .number(typeError)
  .int(FIELD_MESSAGES.valorInvalido)
  .min(1, FIELD_MESSAGES.valorInvalido)
  .max(MAX_ID, FIELD_MESSAGES.valorInvalido);

// A calendar day as 'aaaa-mm-dd'.
const isoDateRule: NormalizedRule = {
  normalize: (value) => value,
  isValid: isIsoDate,
  message: FIELD_MESSAGES.dataInvalida,
};
export const requiredIsoDate = requiredNormalized(isoDateRule);
export const optionalIsoDate = optionalNormalized(isoDateRule);

// An optional non-negative amount, normalised to two places ('1234.5' → '1234.50').
export const optionalMoney = optionalDecimal(
  MONEY_SCALE,
  MONEY_MAX_INTEGER_DIGITS,
  FIELD_MESSAGES.valorMonetarioInvalido,
);

// A reference that may be left out (a lançamento's contrato): null or '' clears it.
export const optionalId = z.preprocess((value) => (value === '' ? null : value), requiredId.nullish());

// The situation shared by every entity (status.ts).
export const statusSchema = z.literal([STATUS.ativo, STATUS.inativo, STATUS.cancelado], {
  error: FIELD_MESSAGES.situacaoInvalida,
});
