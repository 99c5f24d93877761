import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import { type ComboboxItem, Loader, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchClientes } from '@/entities/clientes/api/search-clientes';

const SEARCH_DEBOUNCE_MS = 250;

// A cliente as the box shows it: its id as the value, its name and, when known, its CPF/CNPJ.
export type ClienteOption = ComboboxItem & { documento: string };

type ClienteComboboxProps = Pick<SelectProps, 'label' | 'required' | 'error' | 'onBlur' | 'placeholder'> & {
  // The chosen cliente, or none.
  value: ClienteOption | null;
  onChange: (cliente: ClienteOption | null) => void;
  'data-cell'?: string;
};

// The cliente of an obra or a budget: the server searches the active clientes as the user types
// (the list may hold thousands), showing each one's CPF/CNPJ to tell namesakes apart.
export function ClienteCombobox({ value: chosen, onChange, ...field }: ClienteComboboxProps) {
  const [search, setSearch] = useState(chosen?.label ?? '');
  // The box shows the chosen name; that is not a search until the user changes it.
  const [term] = useDebouncedValue(search === chosen?.label ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const clientes = useSearchClientes(term);

  const options = useMemo(() => {
    const found: ClienteOption[] = (clientes.data?.rows ?? []).map((cliente) => ({
      value: String(cliente.id),
      label: cliente.nome,
      documento: formatCpfCnpj(cliente.cpf_cnpj),
    }));
    return chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  }, [clientes.data, chosen]);

  return (
    <Select
      {...field}
      value={chosen?.value ?? null}
      onChange={(next) => onChange(options.find((candidate) => candidate.value === next) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      data={options}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {(option as ClienteOption).documento && (
            <Text size="xs" c="dimmed">
              {(option as ClienteOption).documento}
            </Text>
          )}
        </Stack>
      )}
      nothingFoundMessage={clientes.isFetching ? 'Buscando…' : 'Nenhum cliente ativo encontrado.'}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={clientes.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar cliente' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
