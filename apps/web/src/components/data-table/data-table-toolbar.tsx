import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ListParamsControl } from './use-list-params';

export const SEARCH_DEBOUNCE_MS = 300;

type DataTableToolbarProps = {
  list: ListParamsControl;
  searchLabel: string;
  searchPlaceholder: string;
  statusLabels?: Record<number, string>;
  // Where the columns' headers are not shown (phones), the order is picked here.
  sortColumns?: { title: string; sortKey?: string }[];
};

function sortOptions(columns: { title: string; sortKey?: string }[]) {
  return columns.flatMap(({ title, sortKey }) =>
    sortKey
      ? [
          { value: sortKey, label: `${title}, crescente` },
          { value: `-${sortKey}`, label: `${title}, decrescente` },
        ]
      : [],
  );
}

export function DataTableToolbar(props: DataTableToolbarProps) {
  const { list, searchLabel, searchPlaceholder, statusLabels, sortColumns } = props;
  const { params, setQ, setStatus, setSort } = list;
  const [text, setText] = useState(params.q);
  // The last search this box sent: a different ?q= in the URL came from elsewhere (the back
  // button) and replaces what the box shows.
  const sent = useRef(params.q);
  const search = useDebouncedCallback((value: string, typedAt: string) => {
    // A row's link followed while the search waited: the user has left this list, and the late
    // search must not bring them back to it.
    if (window.location.pathname !== typedAt) return;
    sent.current = value.trim();
    setQ(value.trim());
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (params.q !== sent.current) {
      sent.current = params.q;
      setText(params.q);
    }
  }, [params.q]);

  const clear = () => {
    setText('');
    search.cancel();
    sent.current = '';
    setQ('');
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value, window.location.pathname);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={text ? <CloseButton size="sm" aria-label="Limpar busca" onClick={clear} /> : null}
        style={{ flex: '1 1 260px' }}
      />
      {statusLabels && (
        <NativeSelect
          label="Situação"
          value={params.status === undefined ? '' : String(params.status)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(value ? Number(value) : undefined);
          }}
          data={[
            { value: '', label: 'Todas' },
            ...Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
          ]}
          style={{ flex: '1 1 160px', maxWidth: 260 }}
        />
      )}
      {sortColumns && (
        <NativeSelect
          label="Ordenar por"
          value={params.sort}
          onChange={(event) => setSort(event.currentTarget.value)}
          data={sortOptions(sortColumns)}
          // Wide enough for "Data de criação, decrescente": on a phone it takes a line of its own
          // rather than half of one that cut its words.
          style={{ flex: '1 1 220px', maxWidth: 300 }}
        />
      )}
    </Group>
  );
}
