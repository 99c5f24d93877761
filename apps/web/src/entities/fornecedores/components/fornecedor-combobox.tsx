import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import type { Fornecedor } from '@gdo/domain/fornecedor';
import type { SelectProps } from '@mantine/core';
import { SearchedCombobox } from '@/components/ui/searched-combobox';
import { useFornecedor } from '@/entities/fornecedores/api/get-fornecedor';
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
export function FornecedorCombobox({ value, onChange, ...field }: FornecedorComboboxProps) {
  const escolhido = useFornecedor(value);
  return (
    <SearchedCombobox
      {...field}
      escolhida={value === undefined ? null : { value: String(value), label: escolhido.data?.nome ?? '' }}
      onChange={(opcao) => onChange(opcao ? Number(opcao.value) : undefined)}
      busca={searchFornecedoresQueryOptions}
      opcao={opcaoFornecedor}
      nenhuma="Nenhum fornecedor encontrado"
      limpar="Limpar fornecedor"
    />
  );
}
