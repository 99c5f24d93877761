import { CONTAS_A_PAGAR_SORT_FIELDS } from '@gdo/domain/pagamento';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FiltrosRecolhidos } from '@/components/data-table/filtros-recolhidos';
import { PeriodFilter } from '@/components/data-table/period-filter';
import { FornecedorCombobox } from '@/entities/fornecedores/components/fornecedor-combobox';
import { ObraCombobox } from '@/entities/obras/components/obra-combobox';
import { fimAntesDoInicio } from '@/lib/periodo';
import { type ContasFiltrosControl, filtrosEmUso } from '../hooks/use-contas-filtros';

const SORT_LABELS: Record<(typeof CONTAS_A_PAGAR_SORT_FIELDS)[number], string> = {
  data_vencimento: 'Vencimento',
  obra_nome: 'Obra',
  fornecedor_nome: 'Fornecedor',
  descricao: 'Descrição',
  valor_comprometido: 'Valor comprometido',
  em_aberto: 'Em aberto',
};
const SORT_DATA = CONTAS_A_PAGAR_SORT_FIELDS.flatMap((f) => [
  { value: f, label: `${SORT_LABELS[f]} (crescente)` },
  { value: `-${f}`, label: `${SORT_LABELS[f]} (decrescente)` },
]);

// Search, obra, fornecedor, document, due-date period and order: each change goes to the address.
// On a phone all but the search wait behind "Filtros" (the order is not counted as a filter).
export function ContasFiltros({ filtros, update }: Pick<ContasFiltrosControl, 'filtros' | 'update'>) {
  const [busca, setBusca] = useState(filtros.q ?? '');
  const buscar = useDebouncedCallback((q: string) => update({ q }, { replace: true }), 300);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Buscar"
        placeholder="Descrição, NF ou fornecedor"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={busca}
        onChange={(event) => {
          setBusca(event.currentTarget.value);
          buscar(event.currentTarget.value);
        }}
        style={{ flex: '2 1 220px' }}
      />
      <FiltrosRecolhidos
        ativos={filtrosEmUso(filtros)}
        abertoDeInicio={fimAntesDoInicio(filtros.de, filtros.ate)}
      >
        <ObraCombobox
          label="Obra"
          placeholder="Todas"
          value={filtros.obra}
          onChange={(obra) => update({ obra })}
          style={{ flex: '1 1 180px' }}
        />
        <FornecedorCombobox
          label="Fornecedor"
          placeholder="Todos"
          value={filtros.fornecedor}
          onChange={(fornecedor) => update({ fornecedor })}
          style={{ flex: '1 1 180px' }}
        />
        {/* The small fixed lists are native selects: the phone's own picker, and no combobox drawn
          at load (decision 155). */}
        <NativeSelect
          label="Documento"
          data={[
            { value: '', label: 'RDO e RDA' },
            { value: 'rdo', label: 'RDO' },
            { value: 'rda', label: 'RDA' },
          ]}
          value={filtros.documento ?? ''}
          onChange={(event) => update({ documento: event.currentTarget.value || undefined })}
          style={{ flex: '0 1 150px' }}
        />
        <PeriodFilter
          labels={['Vencimento de', 'Vencimento até']}
          de={filtros.de ?? ''}
          ate={filtros.ate ?? ''}
          onChange={(end, day) => update({ [end]: day })}
        />
        <NativeSelect
          label="Ordenar por"
          data={SORT_DATA}
          value={filtros.sort}
          onChange={(event) => update({ sort: event.currentTarget.value || undefined })}
          style={{ flex: '1 1 200px' }}
        />
      </FiltrosRecolhidos>
    </Group>
  );
}
