import { MESSAGES } from '@gdo/domain/messages';
import { PASSWORD_MIN_LENGTH } from '@gdo/domain/senha';
import {
  ROLE_LABELS,
  STATUS_LABELS,
  type Usuario,
  type UsuarioCreate,
  type UsuarioEdit,
  usuarioCreateSchema,
  usuarioEditSchema,
} from '@gdo/domain/usuario';
import { enderecoSection, statusField } from '@/components/entity-form/common-fields';
import type { EntityFormDefinition } from '@/components/entity-form/entity-form-types';
import { useCreateUsuario } from '@/features/usuarios/api/create-usuario';
import { useEditUsuario } from '@/features/usuarios/api/edit-usuario';
import { useUsuario } from '@/features/usuarios/api/get-usuario';

export const usuarioForm: EntityFormDefinition<Usuario, UsuarioCreate, UsuarioEdit> = {
  sections: [
    {
      title: 'Dados pessoais',
      rows: [
        [
          { name: 'nome', label: 'Nome', kind: 'text', required: true, autoComplete: 'name' },
          {
            name: 'email',
            label: 'E-mail',
            kind: 'email',
            required: true,
            description: 'Usado para entrar no sistema.',
          },
        ],
        [
          { name: 'cpf', label: 'CPF', kind: 'cpf' },
          { name: 'telefone', label: 'Telefone', kind: 'telefone' },
        ],
      ],
    },
    {
      title: 'Acesso',
      rows: [
        [
          {
            name: 'permissoes',
            label: 'Permissões',
            kind: 'checkboxes',
            required: true,
            description:
              'Administrador faz tudo, inclusive gerir usuários; Financeiro cuida de cadastros, orçamentos, contratos e lançamentos; Lançamentos só registra lançamentos; Diário de obra escreve e assina os relatórios diários e não vê valores; Somente leitura apenas consulta.',
            options: ROLE_LABELS,
            defaultValue: ['leitura'],
          },
        ],
        [
          statusField(STATUS_LABELS),
          {
            name: 'password',
            label: 'Senha',
            kind: 'password',
            required: true,
            only: 'create',
            description: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres, e não uma das senhas mais usadas.`,
          },
          {
            name: 'password',
            label: 'Nova senha',
            kind: 'password',
            only: 'edit',
            description: `Deixe em branco para manter a senha atual. Uma nova tem pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
          },
        ],
      ],
    },
    enderecoSection,
  ],
  useRecord: useUsuario,
  schemas: { create: usuarioCreateSchema, edit: usuarioEditSchema },
  useCreate: useCreateUsuario,
  useEdit: useEditUsuario,
  messages: {
    saved: 'Usuário salvo com sucesso.',
    createFailed: MESSAGES.falhaCriacaoUsuario,
    // The spec has no message for this one; it follows its pattern.
    editFailed: 'Falha na edição de usuário.',
  },
};
