import { z } from 'zod';
import { enderecoResponseShape, enderecoShape } from './endereco';
import {
  optionalEmail,
  optionalTelefone,
  optionalText,
  requiredCpfCnpj,
  requiredEmail,
  requiredTelefone,
  requiredText,
  statusSchema,
} from './fields';
import { registroResponseShape } from './versao';

// What a cliente and a fornecedor share: a person or company, their contacts and address.
// Each entity spreads these shapes and adds its own fields.

export const pessoaShape = {
  cpf_cnpj: requiredCpfCnpj,
  nome: requiredText(160),
  razao_social: optionalText(200),
  inscricao_municipal: optionalText(30),
  inscricao_estadual: optionalText(30),
  telefone: requiredTelefone,
  email: requiredEmail,
  responsavel: optionalText(120),
  responsavel_financeiro: optionalText(120),
  telefone_financeiro: optionalTelefone,
  email_financeiro: optionalEmail,
  ...enderecoShape,
};

// As the API returns it: every field present, null when empty, CPF/CNPJ and phones unmasked.
export const pessoaResponseShape = {
  id: z.number().int(),
  cpf_cnpj: z.string(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  inscricao_municipal: z.string().nullable(),
  inscricao_estadual: z.string().nullable(),
  telefone: z.string(),
  email: z.string(),
  responsavel: z.string().nullable(),
  responsavel_financeiro: z.string().nullable(),
  telefone_financeiro: z.string().nullable(),
  email_financeiro: z.string().nullable(),
  ...enderecoResponseShape,
  status: statusSchema,
  ...registroResponseShape,
};

// Columns a cliente or fornecedor list may be sorted by (?sort=nome, ?sort=-data_cadastro).
export const PESSOA_SORT_FIELDS = [
  'nome',
  'cpf_cnpj',
  'email',
  'telefone',
  'responsavel',
  'status',
  'data_cadastro',
] as const;

export type PessoaSortField = (typeof PESSOA_SORT_FIELDS)[number];
