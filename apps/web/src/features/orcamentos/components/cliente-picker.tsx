import { formatCpfCnpj } from '@gdo/domain/documento';
import { type ComboboxItem, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchClientes } from '@/features/orcamentos/api/search-clientes';
import { useEditor, useEditorStore } from './editor/editor-store';

const SEARCH_DEBOUNCE_MS = 250;

type Option = ComboboxItem & { documento: string };

// The budget's cliente, searched on the server as the user types (there may be thousands).
// Choosing another cliente clears the obra, which must be that cliente's.
export function ClientePicker() {
  const store = useEditorStore();
  const idCliente = useEditor((state) => state.header.id_cliente);
  const clienteNome = useEditor((state) => state.header.cliente_nome);
  const error = useEditor((state) => state.errors.id_cliente);
  const [search, setSearch] = useState(clienteNome);
  // The box shows the chosen name; that is not a search until the user changes it.
  const [term] = useDebouncedValue(search === clienteNome ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const clientes = useSearchClientes(term);

  const options = useMemo(() => {
    const found: Option[] = (clientes.data?.rows ?? []).map((cliente) => ({
      value: String(cliente.id),
      label: cliente.nome,
      documento: formatCpfCnpj(cliente.cpf_cnpj),
    }));
    const current = idCliente === null ? null : String(idCliente);
    return current && !found.some((option) => option.value === current)
      ? [{ value: current, label: clienteNome, documento: '' }, ...found]
      : found;
  }, [clientes.data, idCliente, clienteNome]);

  return (
    <Select
      label="Cliente"
      required
      data-cell="id_cliente"
      value={idCliente === null ? null : String(idCliente)}
      onChange={(value, option) => {
        if (value === (idCliente === null ? null : String(idCliente))) return;
        store.setHeader({
          id_cliente: value ? Number(value) : null,
          cliente_nome: value ? option.label : '',
          obra: null,
        });
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      data={options}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {(option as Option).documento && (
            <Text size="xs" c="dimmed">
              {(option as Option).documento}
            </Text>
          )}
        </Stack>
      )}
      placeholder="Digite o nome ou o CPF/CNPJ"
      nothingFoundMessage={clientes.isFetching ? 'Buscando…' : 'Nenhum cliente ativo encontrado.'}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={clientes.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar cliente' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
