import { z } from 'zod';
import { formatCep, isValidCep } from './cpf-cnpj';
import { FIELD_MESSAGES } from './field-messages';
import { optionalNormalized, optionalText } from './fields';

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export type Uf = (typeof UFS)[number];

export function isUf(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value);
}

// The address is flattened onto its entity (cliente.cep, not cliente.endereco.cep), so spread
// this shape into the entity's object. Every field is optional.
export const enderecoShape = {
  cep: optionalNormalized({
    normalize: (value) => value.replace(/[\s.-]/g, ''),
    isValid: isValidCep,
    message: FIELD_MESSAGES.cepInvalido,
  }),
  logradouro: optionalText(200),
  numero: optionalText(20),
  complemento: optionalText(120),
  bairro: optionalText(120),
  cidade: optionalText(120),
  uf: optionalNormalized({
    normalize: (value) => value.toUpperCase(),
    isValid: isUf,
    message: FIELD_MESSAGES.ufInvalida,
  }),
};

export const enderecoSchema = z.object(enderecoShape);
export type Endereco = z.output<typeof enderecoSchema>;

export const ENDERECO_FIELDS = Object.keys(enderecoShape) as (keyof typeof enderecoShape)[];

// As the API returns it: every field present, null when empty.
export const enderecoResponseShape = {
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
};

type EnderecoLido = { [K in keyof Endereco]: string | null };

/**
 * An address as a document prints it, in the parts given: "Rua das Flores, 120 – sala 3" and
 * "Centro – São Paulo/SP – CEP 01001-000" (the budget proposal's firm, the diário's obra).
 */
export function enderecoLinhas(e: EnderecoLido): string[] {
  const rua = [e.logradouro, e.numero].filter(Boolean).join(', ');
  const linha1 = [rua, e.complemento].filter(Boolean).join(' – ');
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/');
  const linha2 = [e.bairro, cidade, e.cep ? `CEP ${formatCep(e.cep)}` : null].filter(Boolean).join(' – ');
  return [linha1, linha2].filter(Boolean);
}
