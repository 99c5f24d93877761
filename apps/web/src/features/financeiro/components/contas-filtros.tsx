import { isIsoDate } from '@gdo/domain/date';
import { CONTAS_A_PAGAR_SORT_FIELDS } from '@gdo/domain/pagamento';
import { Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { useFornecedoresOpcoes } from '@/entities/fornecedores/api/list-fornecedores-opcoes';
import { ObraCombobox } from '@/entities/obras/components/obra-combobox';
import type { ContasFiltrosControl } from '../hooks/use-contas-filtros';

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

const opcao = (value: number | undefined) => (value === undefined ? null : String(value));
const numero = (value: string | null) => (value ? Number(value) : undefined);

// Search, obra, fornecedor, document, due-date period and order: each change goes to the address.
export function ContasFiltros({ filtros, update }: Pick<ContasFiltrosControl, 'filtros' | 'update'>) {
  const fornecedores = useFornecedoresOpcoes();
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
      <ObraCombobox
        label="Obra"
        placeholder="Todas"
        value={filtros.obra}
        onChange={(obra) => update({ obra })}
        style={{ flex: '1 1 180px' }}
      />
      <Select
        label="Fornecedor"
        placeholder="Todos"
        searchable
        clearable
        nothingFoundMessage="Nenhum fornecedor encontrado"
        data={(fornecedores.data?.rows ?? []).map((f) => ({ value: String(f.id), label: f.nome }))}
        value={opcao(filtros.fornecedor)}
        onChange={(value) => update({ fornecedor: numero(value) })}
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
        style={{ flex: '0 1 130px' }}
      />
      <div style={{ flex: '0 1 160px' }}>
        <DateField
          label="Vencimento de"
          required={false}
          value={filtros.de ?? ''}
          error={undefined}
          onChange={(de) => (de === '' || isIsoDate(de)) && update({ de })}
          onBlur={() => {}}
        />
      </div>
      <div style={{ flex: '0 1 160px' }}>
        <DateField
          label="até"
          required={false}
          value={filtros.ate ?? ''}
          error={undefined}
          onChange={(ate) => (ate === '' || isIsoDate(ate)) && update({ ate })}
          onBlur={() => {}}
        />
      </div>
      <NativeSelect
        label="Ordenar por"
        data={SORT_DATA}
        value={filtros.sort}
        onChange={(event) => update({ sort: event.currentTarget.value || undefined })}
        style={{ flex: '1 1 200px' }}
      />
    </Group>
  );
}
