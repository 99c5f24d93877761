import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import type { Fornecedor } from '@gdo/domain/fornecedor';
import type { SelectProps } from '@mantine/core';
import { SearchedIdCombobox } from '@/components/ui/searched-combobox';
import { fornecedorQueryOptions } from '@/entities/fornecedores/api/get-fornecedor';
import { searchFornecedoresQueryOptions } from '@/entities/fornecedores/api/search-fornecedores';

type FornecedorComboboxProps = Pick<
  SelectProps,
  'label' | 'placeholder' | 'description' | 'style' | 'required' | 'error' | 'onBlur'
> & {
  /** The chosen fornecedor's id (from a form or the address), or none. */
  value: number | undefined;
  onChange: (fornecedor: number | undefined) => void;
  /** A filter can be emptied; a form's required fornecedor cannot. */
  clearable?: boolean;
};

const opcaoFornecedor = (fornecedor: Fornecedor) => ({
  value: String(fornecedor.id),
  label: fornecedor.nome,
  detalhe: formatCpfCnpj(fornecedor.cpf_cnpj),
});

// A fornecedor picker (a contract's, an entry's, a diário line's, or a filter): the server searches
// a page of 20 as the user types once the list is opened; the chosen one is named by its record.
export function FornecedorCombobox(props: FornecedorComboboxProps) {
  return (
    <SearchedIdCombobox
      {...props}
      registro={fornecedorQueryOptions}
      busca={searchFornecedoresQueryOptions}
      opcao={opcaoFornecedor}
      nenhuma="Nenhum fornecedor encontrado"
      limpar="Limpar fornecedor"
    />
  );
}
