import { type EmpresaConfiguracaoEdit, empresaConfiguracaoEditSchema } from '@gdo/domain/empresa';
import { enderecoSection } from '@/components/entity-form/common-fields';
import type { EntityFormDefinition } from '@/components/entity-form/entity-form-types';
import { useEditConfiguracao } from '@/features/empresa/api/edit-configuracao';
import { type EmpresaRecord, useConfiguracao } from '@/features/empresa/api/get-configuracao';

// The firm's name, CNPJ and address, drawn by the generic form; it only edits (decision 102).
export const empresaForm: EntityFormDefinition<
  EmpresaRecord,
  EmpresaConfiguracaoEdit,
  EmpresaConfiguracaoEdit
> = {
  sections: [
    {
      title: 'Identificação',
      description: 'Como a empresa aparece nas propostas enviadas aos clientes.',
      rows: [
        [
          {
            name: 'nome',
            label: 'Nome da empresa',
            kind: 'text',
            required: true,
            autoComplete: 'organization',
          },
          { name: 'cnpj', label: 'CNPJ', kind: 'cpfCnpj', placeholder: '00.000.000/0000-00' },
        ],
      ],
    },
    enderecoSection,
  ],
  useRecord: () => useConfiguracao(),
  schemas: { create: empresaConfiguracaoEditSchema, edit: empresaConfiguracaoEditSchema },
  useCreate: useEditConfiguracao,
  useEdit: () => {
    const save = useEditConfiguracao();
    return { isPending: save.isPending, mutateAsync: ({ data }) => save.mutateAsync(data) };
  },
  messages: {
    saved: 'Dados da empresa salvos.',
    createFailed: 'Falha na edição dos dados da empresa.',
    editFailed: 'Falha na edição dos dados da empresa.',
  },
};
