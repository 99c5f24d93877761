import { Group } from '@mantine/core';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import type { ListParamsControl } from '@/components/data-table/use-list-params';
import { DateField } from '@/components/entity-form/date-field';
import type { usePeriodo } from './use-periodo';

type LancamentosFiltrosProps = { list: ListParamsControl; periodo: ReturnType<typeof usePeriodo> };

const noop = () => undefined;

// Text search and the period of data_lancamento.
export function LancamentosFiltros({ list, periodo }: LancamentosFiltrosProps) {
  const invalid = periodo.de && periodo.ate && periodo.ate < periodo.de;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <div style={{ flex: '2 1 260px' }}>
        <DataTableToolbar
          list={list}
          searchLabel="Buscar lançamentos"
          searchPlaceholder="Descrição, NF, observação ou fornecedor"
        />
      </div>
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 300px' }}>
        <DateField
          label="De"
          required={false}
          value={periodo.de}
          error={undefined}
          onChange={(value) => periodo.set('de', value)}
          onBlur={noop}
        />
        <DateField
          label="Até"
          required={false}
          value={periodo.ate}
          error={invalid ? 'A data final não pode ser anterior à inicial.' : undefined}
          onChange={(value) => periodo.set('ate', value)}
          onBlur={noop}
        />
      </Group>
    </Group>
  );
}
