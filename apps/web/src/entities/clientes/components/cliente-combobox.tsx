import type { Cliente } from '@gdo/domain/cliente';
import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import type { ComboboxItem, SelectProps } from '@mantine/core';
import { SearchedCombobox } from '@/components/ui/searched-combobox';
import { searchClientesQueryOptions } from '@/entities/clientes/api/search-clientes';

// A cliente as the box shows it: its id as the value, its name and, when known, its CPF/CNPJ.
export type ClienteOption = ComboboxItem & { documento: string };

type ClienteComboboxProps = Pick<SelectProps, 'label' | 'required' | 'error' | 'onBlur' | 'placeholder'> & {
  // The chosen cliente (named by the record that holds it), or none.
  value: ClienteOption | null;
  onChange: (cliente: ClienteOption | null) => void;
  'data-cell'?: string;
};

const opcaoCliente = (cliente: Cliente) => ({
  value: String(cliente.id),
  label: cliente.nome,
  detalhe: formatCpfCnpj(cliente.cpf_cnpj),
});

// The cliente of an obra, a budget or a filter: the server searches the active clientes as the user
// types (the list may hold thousands), showing each one's CPF/CNPJ to tell namesakes apart.
export function ClienteCombobox({ value, onChange, ...field }: ClienteComboboxProps) {
  return (
    <SearchedCombobox
      {...field}
      escolhida={value && { value: value.value, label: value.label, detalhe: value.documento }}
      onChange={(opcao) =>
        onChange(opcao && { value: opcao.value, label: opcao.label, documento: opcao.detalhe ?? '' })
      }
      busca={searchClientesQueryOptions}
      opcao={opcaoCliente}
      nenhuma="Nenhum cliente ativo encontrado"
      limpar="Limpar cliente"
    />
  );
}
