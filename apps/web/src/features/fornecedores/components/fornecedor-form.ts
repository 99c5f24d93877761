import {
  type Fornecedor,
  type FornecedorCreate,
  type FornecedorEdit,
  fornecedorCreateSchema,
  fornecedorEditSchema,
  TIPO_CONTA_LABELS,
} from '@gdo/domain/fornecedor';
import { MESSAGES } from '@gdo/domain/messages';
import type { EntityFormDefinition, FormSection } from '@/components/entity-form/entity-form-types';
import { pessoaSections } from '@/components/entity-form/pessoa-sections';
import { useFornecedor } from '@/entities/fornecedores/api/get-fornecedor';
import { useCreateFornecedor } from '@/features/fornecedores/api/create-fornecedor';
import { useEditFornecedor } from '@/features/fornecedores/api/edit-fornecedor';

const dadosBancarios: FormSection = {
  title: 'Dados bancários',
  description: 'Copiados para cada lançamento do fornecedor no dia em que ele é registrado.',
  rows: [
    [
      { name: 'banco', label: 'Banco', kind: 'text' },
      { name: 'agencia', label: 'Agência', kind: 'text', placeholder: '0000-0' },
      { name: 'conta', label: 'Conta', kind: 'text', placeholder: '00000-0' },
    ],
    [
      { name: 'tipo_conta', label: 'Tipo de conta', kind: 'choice', options: TIPO_CONTA_LABELS },
      {
        name: 'pix',
        label: 'Chave Pix',
        kind: 'text',
        placeholder: 'CPF/CNPJ, e-mail, telefone ou chave aleatória',
      },
    ],
  ],
};

export const fornecedorForm: EntityFormDefinition<Fornecedor, FornecedorCreate, FornecedorEdit> = {
  sections: [...pessoaSections, dadosBancarios],
  useRecord: useFornecedor,
  schemas: { create: fornecedorCreateSchema, edit: fornecedorEditSchema },
  useCreate: useCreateFornecedor,
  useEdit: useEditFornecedor,
  messages: {
    saved: 'Fornecedor salvo com sucesso.',
    createFailed: MESSAGES.falhaCriacaoFornecedores,
    editFailed: MESSAGES.falhaEdicaoFornecedor,
  },
};
