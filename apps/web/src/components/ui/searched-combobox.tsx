import { type ComboboxItem, Loader, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import type { ListPage } from '@/lib/list-request';

const BUSCA_MS = 250;

/** One choice as the box shows it: the record's id, its name and, when it helps, a line under it
 *  (a CPF/CNPJ telling namesakes apart). */
export type OpcaoBuscada = ComboboxItem & { detalhe?: string };

export type SearchedComboboxProps<T, K extends QueryKey> = Pick<
  SelectProps,
  | 'label'
  | 'placeholder'
  | 'description'
  | 'inputWrapperOrder'
  | 'style'
  | 'required'
  | 'error'
  | 'onBlur'
  | 'disabled'
> & {
  /** The chosen one (its label read from its own record, '' while that loads), or none. */
  escolhida: OpcaoBuscada | null;
  onChange: (opcao: OpcaoBuscada | null) => void;
  /** The query of one page of the register matching the typed text ('' for the first page). */
  busca: (q: string) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** How a row of that page reads as a choice. */
  opcao: (row: T) => OpcaoBuscada;
  /** Said when the search finds nothing, e.g. "Nenhum fornecedor encontrado". */
  nenhuma: string;
  /** The clear button's name for screen readers, e.g. "Limpar fornecedor". */
  limpar: string;
  /** A filter can be emptied; a form's required choice cannot. */
  clearable?: boolean;
  /** Drawn at the right while the box is not searching (the modelo's own loader). */
  rightSection?: ReactNode;
  'data-cell'?: string;
};

function OpcaoComDetalhe({ opcao }: { opcao: OpcaoBuscada }) {
  if (!opcao.detalhe) return <Text size="sm">{opcao.label}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{opcao.label}</Text>
      <Text size="xs" c="dimmed">
        {opcao.detalhe}
      </Text>
    </Stack>
  );
}

// The one picker of a record from a register that may hold thousands (obras, clientes,
// fornecedores, modelos): nothing is asked until the list is opened, then the server searches a
// page as the user types, instead of the screen downloading the whole register; the chosen one is
// named by the caller from its own record, so it reads right even when not on the page found.
export function SearchedCombobox<T, K extends QueryKey>({
  escolhida,
  onChange,
  busca,
  opcao,
  nenhuma,
  limpar,
  clearable = true,
  rightSection,
  ...field
}: SearchedComboboxProps<T, K>) {
  const nome = escolhida?.label ?? '';
  const [texto, setTexto] = useState<string | null>(null);
  // The box shows the chosen name; that is not a search until the user changes it.
  const termo = texto === null || texto === nome ? '' : texto.trim();
  const [q] = useDebouncedValue(termo, BUSCA_MS);
  const [aberta, setAberta] = useState(false);
  const pagina = useQuery({ ...busca(q), enabled: aberta });
  // Only this box's search: a prefetch of the same page elsewhere is no reason to spin here.
  const buscando = aberta && pagina.isFetching;
  // A failed search (offline on site, a refusal) says so instead of "nothing found".
  const falha = pagina.isError ? failureText('Falha na busca.', pagina.error) : null;

  const opcoes = useMemo(() => {
    const achadas = (pagina.data?.rows ?? []).map(opcao);
    if (!escolhida || nome === '' || achadas.some((o) => o.value === escolhida.value)) return achadas;
    return [escolhida, ...achadas];
  }, [pagina.data, opcao, escolhida, nome]);

  return (
    <Select
      {...field}
      value={escolhida?.value ?? null}
      onChange={(next) => {
        setTexto(null);
        onChange(next === null ? null : (opcoes.find((o) => o.value === next) ?? null));
      }}
      searchable
      searchValue={texto ?? nome}
      onSearchChange={setTexto}
      onDropdownOpen={() => setAberta(true)}
      // The server already filtered by the typed text.
      filter={({ options }) => options}
      data={opcoes}
      renderOption={({ option }) => <OpcaoComDetalhe opcao={option as OpcaoBuscada} />}
      nothingFoundMessage={buscando ? 'Buscando…' : (falha ?? nenhuma)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={buscando ? <Loader size={14} aria-hidden /> : rightSection}
      clearable={clearable}
      // Mantine hides the clear button from screen readers and the Tab key: a filter must be
      // emptied by keyboard too.
      clearButtonProps={{ 'aria-label': limpar, 'aria-hidden': false, tabIndex: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export type SearchedIdComboboxProps<T, K extends QueryKey, R extends QueryKey> = Omit<
  SearchedComboboxProps<T, K>,
  'escolhida' | 'onChange'
> & {
  /** The chosen record's id (from a form or the address), or none. */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** The query of one record by its id: names the chosen one, on the page found or not. */
  registro: (id: number) => UseQueryOptions<T, Error, T, R>;
};

// The picker of a register whose form or address holds only the id (obras, fornecedores): the
// chosen one is read by its own query (shared with the record's screens) and named as its row is.
export function SearchedIdCombobox<T, K extends QueryKey, R extends QueryKey>({
  value,
  onChange,
  registro,
  opcao,
  ...props
}: SearchedIdComboboxProps<T, K, R>) {
  const escolhido = useQuery({ ...registro(value ?? 0), enabled: value !== undefined });
  const escolhida = useMemo(() => {
    if (value === undefined) return null;
    return escolhido.data ? opcao(escolhido.data) : { value: String(value), label: '' };
  }, [value, escolhido.data, opcao]);
  return (
    <SearchedCombobox
      {...props}
      opcao={opcao}
      escolhida={escolhida}
      onChange={(escolha) => onChange(escolha ? Number(escolha.value) : undefined)}
    />
  );
}
