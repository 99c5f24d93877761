import type { Obra } from '@gdo/domain/obra';
import type { SelectProps } from '@mantine/core';
import { SearchedIdCombobox } from '@/components/ui/searched-combobox';
import { obraQueryOptions } from '@/entities/obras/api/get-obra';
import { searchObrasQueryOptions } from '@/entities/obras/api/search-obras';

type ObraComboboxProps = Pick<SelectProps, 'label' | 'placeholder' | 'style' | 'required' | 'error'> & {
  /** The chosen obra's id (from the address or a form), or none. */
  value: number | undefined;
  onChange: (obra: number | undefined) => void;
  /** A filter can be emptied ("Limpar obra"); a form's required obra cannot. */
  clearable?: boolean;
};

const buscaObras = (q: string) => searchObrasQueryOptions({ q });
const opcaoObra = (obra: Obra) => ({ value: String(obra.id), label: obra.nome });

// An obra picker (a filter, or a form's obra): the server searches the obras by name or cliente as
// the user types (a page of 20) once the list is opened; a chosen one is named by its own record.
export function ObraCombobox(props: ObraComboboxProps) {
  return (
    <SearchedIdCombobox
      {...props}
      registro={obraQueryOptions}
      busca={buscaObras}
      opcao={opcaoObra}
      nenhuma="Nenhuma obra encontrada"
      limpar="Limpar obra"
    />
  );
}
