import { z } from 'zod';
import { enderecoResponseShape, enderecoShape } from './endereco';
import { FIELD_MESSAGES } from './field-messages';
import { optionalCpf, optionalTelefone, requiredEmail, requiredText, statusSchema } from './fields';
import { optionalPasswordSchema, passwordSchema } from './senha';
import { STATUS } from './status';
import { registroResponseShape, versaoInputShape } from './versao';

export { STATUS, STATUS_LABELS, type Status } from './status';

export const ROLES = ['admin', 'financeiro', 'lancamentos', 'diario', 'leitura'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  financeiro: 'Financeiro',
  lancamentos: 'Lançamentos',
  diario: 'Diário de obra',
  leitura: 'Somente leitura',
};

const permissoesSchema = z
  .array(z.enum(ROLES, { error: FIELD_MESSAGES.permissaoInvalida }), { error: FIELD_MESSAGES.valorInvalido })
  .min(1, FIELD_MESSAGES.permissoesVazias)
  .transform((roles) => [...new Set(roles)]);

const usuarioFields = {
  nome: requiredText(120),
  email: requiredEmail,
  cpf: optionalCpf,
  telefone: optionalTelefone,
  ...enderecoShape,
};

// Unknown keys (id, data_cadastro, ...) are dropped, not refused: an edit may send back the
// object exactly as the API returned it.
export const usuarioCreateSchema = z.object({
  ...usuarioFields,
  password: passwordSchema,
  permissoes: permissoesSchema.default(['leitura']),
  status: statusSchema.default(STATUS.ativo),
});

// An edit leaves out what it does not change: no password keeps the old one, and absent
// permissoes or status keep theirs (a default here would silently demote an administrator).
export const usuarioEditSchema = z.object({
  ...usuarioFields,
  password: optionalPasswordSchema,
  permissoes: permissoesSchema.optional(),
  status: statusSchema.optional(),
  ...versaoInputShape,
});

// The signed-in user's own profile (any role): contact data only. The e-mail (the sign-in name),
// the roles and the status stay with the administrators; unknown keys are dropped, as above.
export const perfilEditSchema = z.object({
  nome: usuarioFields.nome,
  cpf: usuarioFields.cpf,
  telefone: usuarioFields.telefone,
  ...enderecoShape,
  ...versaoInputShape,
});

// What the API returns. There is no password field, so none can ever leave the server.
export const usuarioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  ...enderecoResponseShape,
  permissoes: z.array(z.enum(ROLES)),
  status: statusSchema,
  ...registroResponseShape,
});

export const usuarioListSchema = z.array(usuarioSchema);

export type Usuario = z.infer<typeof usuarioSchema>;
export type UsuarioCreate = z.output<typeof usuarioCreateSchema>;
export type UsuarioCreateInput = z.input<typeof usuarioCreateSchema>;
export type UsuarioEdit = z.output<typeof usuarioEditSchema>;
export type UsuarioEditInput = z.input<typeof usuarioEditSchema>;
export type PerfilEdit = z.output<typeof perfilEditSchema>;
export type PerfilEditInput = z.input<typeof perfilEditSchema>;
