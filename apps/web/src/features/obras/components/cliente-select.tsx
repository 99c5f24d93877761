import { formatCpfCnpj } from '@gdo/domain/documento';
import { type ComboboxItem, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ReferenceControlProps } from '@/components/entity-form/entity-form-types';
import { useSearchClientes } from '@/features/obras/api/search-clientes';

const SEARCH_DEBOUNCE_MS = 250;

type Option = ComboboxItem & { documento: string };

function currentOption(record: Record<string, unknown> | undefined): Option | null {
  if (!record || typeof record.id_cliente !== 'number') return null;
  return {
    value: String(record.id_cliente),
    label: String(record.cliente_nome ?? ''),
    documento: formatCpfCnpj(String(record.cliente_cpf_cnpj ?? '')),
  };
}

// The obra's cliente: the server searches the active clientes as the user types (the list may
// hold thousands), showing each one's CPF/CNPJ to tell namesakes apart.
export function ClienteSelect({
  label,
  required,
  value,
  error,
  onChange,
  onBlur,
  record,
}: ReferenceControlProps) {
  const [chosen, setChosen] = useState<Option | null>(() => currentOption(record));
  const [search, setSearch] = useState(chosen?.label ?? '');
  // The box shows the chosen name; that is not a search until the user changes it.
  const [term] = useDebouncedValue(search === chosen?.label ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const clientes = useSearchClientes(term);

  const options = useMemo(() => {
    const found: Option[] = (clientes.data?.rows ?? []).map((cliente) => ({
      value: String(cliente.id),
      label: cliente.nome,
      documento: formatCpfCnpj(cliente.cpf_cnpj),
    }));
    return chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  }, [clientes.data, chosen]);

  return (
    <Select
      label={label}
      required={required}
      error={error}
      value={value || null}
      onChange={(next, option) => {
        setChosen(next ? (options.find((candidate) => candidate.value === option.value) ?? null) : null);
        onChange(next ?? '');
      }}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      data={options}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {(option as Option).documento}
          </Text>
        </Stack>
      )}
      placeholder="Digite o nome ou o CPF/CNPJ do cliente"
      nothingFoundMessage={clientes.isFetching ? 'Buscando…' : 'Nenhum cliente ativo encontrado.'}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={clientes.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar cliente' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
