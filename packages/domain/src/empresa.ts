import { z } from 'zod';
import { isValidCnpj, normalizeCpfCnpj } from './cpf-cnpj';
import { enderecoResponseShape, enderecoShape } from './endereco';
import { FIELD_MESSAGES } from './field-messages';
import { optionalNormalized, requiredText } from './fields';

// The firm's own data, kept by its admins in the settings screen and printed on the proposals a
// client receives (issue 13, decision 102): name, CNPJ, address and logo.

export const empresaConfiguracaoShape = {
  nome: requiredText(160),
  cnpj: optionalNormalized({
    normalize: normalizeCpfCnpj,
    isValid: isValidCnpj,
    message: FIELD_MESSAGES.cnpjInvalido,
  }),
  ...enderecoShape,
};

/** An edit: an absent field keeps its value; null or '' clears an optional one. */
export const empresaConfiguracaoEditSchema = z.object(empresaConfiguracaoShape).partial();
export type EmpresaConfiguracaoEdit = z.output<typeof empresaConfiguracaoEditSchema>;

export const empresaConfiguracaoSchema = z.object({
  nome: z.string(),
  cnpj: z.string().nullable(),
  ...enderecoResponseShape,
  // Whether a logo is kept; it is read at GET /api/empresa/logo.
  logo: z.boolean(),
});
export type EmpresaConfiguracao = z.output<typeof empresaConfiguracaoSchema>;

/** The logo as sent: PNG or JPEG (read from its bytes), at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Kept at most this wide and tall (a proposal's header needs no more). */
export const LOGO_MAX_PX = 600;
export const LOGO_TIPOS = ['image/png', 'image/jpeg'] as const;

export const EMPRESA_MESSAGES = {
  logoTipo: 'Envie o logotipo como imagem PNG ou JPEG.',
  logoGrande: 'O logotipo pode ter no máximo 2 MB.',
  logoIlegivel: 'Não foi possível ler esta imagem. Envie outro arquivo PNG ou JPEG.',
  logoObrigatorio: 'Escolha o arquivo do logotipo.',
  logoUmArquivo: 'Envie um único arquivo, o do logotipo.',
  logoFormulario: 'Não foi possível ler o envio. Escolha o arquivo do logotipo de novo.',
  salva: 'Dados da empresa salvos.',
  logoRemovido: 'Logotipo removido.',
} as const;
