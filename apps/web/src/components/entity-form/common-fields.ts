import { isCepLookupEnabled } from '@/lib/cep-lookup';
import type { FieldDef, FormSection } from './entity-form-types';

// Pieces every register's form shares: the address (domain.md, endereço) and the situation.

export const enderecoSection: FormSection = {
  title: 'Endereço',
  description: isCepLookupEnabled() ? 'Digite o CEP para preencher o restante do endereço.' : undefined,
  rows: [
    [
      { name: 'cep', label: 'CEP', kind: 'cep' },
      { name: 'logradouro', label: 'Logradouro', kind: 'text', placeholder: 'Rua, avenida…' },
      { name: 'numero', label: 'Número', kind: 'text' },
    ],
    [
      { name: 'complemento', label: 'Complemento', kind: 'text' },
      { name: 'bairro', label: 'Bairro', kind: 'text' },
      { name: 'cidade', label: 'Cidade', kind: 'text' },
      { name: 'uf', label: 'UF', kind: 'uf' },
    ],
  ],
};

export function statusField(labels: Record<number, string>): FieldDef {
  return {
    name: 'status',
    label: 'Situação',
    kind: 'choice',
    required: true,
    options: Object.fromEntries(Object.entries(labels)),
    defaultValue: '1',
  };
}
