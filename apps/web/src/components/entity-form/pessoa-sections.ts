import { STATUS_LABELS } from '@gdo/domain/status';
import { enderecoSection, statusField } from './common-fields';
import type { FormSection } from './entity-form-types';

// The fields a cliente and a fornecedor share (packages/domain/src/pessoa.ts), as form sections.
export const pessoaSections: FormSection[] = [
  {
    title: 'Identificação',
    rows: [
      [
        {
          name: 'cpf_cnpj',
          label: 'CPF/CNPJ',
          kind: 'cpfCnpj',
          required: true,
          description: 'CPF com 11 dígitos ou CNPJ com 14 caracteres; o CNPJ pode ter letras.',
        },
        { name: 'nome', label: 'Nome', kind: 'text', required: true },
      ],
      [
        { name: 'razao_social', label: 'Razão social', kind: 'text' },
        { name: 'inscricao_municipal', label: 'Inscrição municipal', kind: 'text' },
        { name: 'inscricao_estadual', label: 'Inscrição estadual', kind: 'text' },
        statusField(STATUS_LABELS),
      ],
    ],
  },
  {
    title: 'Contato',
    rows: [
      [
        { name: 'telefone', label: 'Telefone', kind: 'telefone', required: true },
        { name: 'email', label: 'E-mail', kind: 'email', required: true },
        { name: 'responsavel', label: 'Responsável', kind: 'text' },
      ],
      [
        { name: 'responsavel_financeiro', label: 'Responsável financeiro', kind: 'text' },
        { name: 'telefone_financeiro', label: 'Telefone financeiro', kind: 'telefone' },
        { name: 'email_financeiro', label: 'E-mail financeiro', kind: 'email' },
      ],
    ],
  },
  enderecoSection,
];
