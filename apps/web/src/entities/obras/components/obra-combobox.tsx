import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useObra } from '@/entities/obras/api/get-obra';
import { useSearchObras } from '@/entities/obras/api/search-obras';

const BUSCA_MS = 250;

type ObraComboboxProps = Pick<SelectProps, 'label' | 'placeholder' | 'style' | 'required' | 'error'> & {
  /** The chosen obra's id (from the address or a form), or none. */
  value: number | undefined;
  onChange: (obra: number | undefined) => void;
  /** A filter can be emptied ("Limpar obra"); a form's required obra cannot. */
  clearable?: boolean;
};

// An obra picker (a filter, or a form's obra): the server searches the obras by name or cliente as
// the user types (a page of 20) once the list is opened, instead of the screen downloading every
// obra; a chosen one is named by its own record.
export function ObraCombobox({ value, onChange, clearable = true, ...field }: ObraComboboxProps) {
  const escolhida = useObra(value);
  const nome = value === undefined ? '' : (escolhida.data?.nome ?? '');
  const [texto, setTexto] = useState<string | null>(null);
  // The box shows the chosen name; that is not a search until the user changes it.
  const busca = texto === null || texto === nome ? '' : texto.trim();
  const [q] = useDebouncedValue(busca, BUSCA_MS);
  // Nothing is asked until the list is opened: the screen's first load carries no obras.
  const [aberta, setAberta] = useState(false);
  const obras = useSearchObras({ q }, aberta);
  // Only this box's search: a prefetch of the same page elsewhere is no reason to spin here.
  const buscando = aberta && obras.isFetching;

  const opcoes = useMemo(() => {
    const achadas = (obras.data?.rows ?? []).map((obra) => ({ value: String(obra.id), label: obra.nome }));
    if (value === undefined || nome === '' || achadas.some((o) => o.value === String(value))) return achadas;
    return [{ value: String(value), label: nome }, ...achadas];
  }, [obras.data, value, nome]);

  return (
    <Select
      {...field}
      value={value === undefined ? null : String(value)}
      onChange={(next) => {
        setTexto(null);
        onChange(next ? Number(next) : undefined);
      }}
      searchable
      searchValue={texto ?? nome}
      onSearchChange={setTexto}
      onDropdownOpen={() => setAberta(true)}
      // The server already filtered by the typed text.
      filter={({ options }) => options}
      data={opcoes}
      nothingFoundMessage={buscando ? 'Buscando…' : 'Nenhuma obra encontrada'}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={buscando ? <Loader size={14} aria-hidden /> : undefined}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': 'Limpar obra' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
