import { type PerfilEdit, perfilEditSchema, type Usuario } from '@gdo/domain/usuario';
import { enderecoSection } from '@/components/entity-form/common-fields';
import type { EntityFormDefinition } from '@/components/entity-form/entity-form-types';
import { useCurrentUser } from '@/entities/usuarios/api/get-current-user';
import { useEditPerfil, useSavePerfil } from '@/features/perfil/api/edit-perfil';

// The profile's data, drawn by the generic form: the record always exists, so it only edits.
export const perfilForm: EntityFormDefinition<Usuario, PerfilEdit, PerfilEdit> = {
  sections: [
    {
      title: 'Dados pessoais',
      rows: [
        [{ name: 'nome', label: 'Nome', kind: 'text', required: true, autoComplete: 'name' }],
        [
          { name: 'cpf', label: 'CPF', kind: 'cpf' },
          { name: 'telefone', label: 'Telefone', kind: 'telefone', autoComplete: 'tel' },
        ],
      ],
    },
    enderecoSection,
  ],
  useRecord: () => useCurrentUser(),
  schemas: { create: perfilEditSchema, edit: perfilEditSchema },
  useCreate: useSavePerfil,
  useEdit: useEditPerfil,
  messages: {
    saved: 'Perfil salvo com sucesso.',
    createFailed: 'Falha na edição do perfil.',
    editFailed: 'Falha na edição do perfil.',
  },
};
