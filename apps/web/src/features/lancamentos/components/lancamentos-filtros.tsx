import { ESTADO_LANCAMENTO_LABELS, ESTADOS_LANCAMENTO } from '@gdo/domain/lancamento-estado';
import { Group, Select } from '@mantine/core';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DateFilter } from '@/components/data-table/date-filter';
import type { ListParamsControl } from '@/components/data-table/use-list-params';
import type { FiltroLancamento, usePeriodo } from './use-periodo';

type LancamentosFiltrosProps = { list: ListParamsControl; periodo: ReturnType<typeof usePeriodo> };

const PERIODO_INVALIDO = 'A data final não pode ser anterior à inicial.';
const ESTADO_OPCOES = ESTADOS_LANCAMENTO.map((value) => ({ value, label: ESTADO_LANCAMENTO_LABELS[value] }));

function Periodo({
  periodo,
  de,
  ate,
  labels,
}: {
  periodo: ReturnType<typeof usePeriodo>;
  de: FiltroLancamento & ('de' | 'vencimento_de');
  ate: FiltroLancamento & ('ate' | 'vencimento_ate');
  labels: [string, string];
}) {
  const invalid = periodo[de] && periodo[ate] && periodo[ate] < periodo[de];
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 300px' }}>
      <DateFilter label={labels[0]} value={periodo[de]} onChange={(value) => periodo.set(de, value)} />
      <DateFilter
        label={labels[1]}
        value={periodo[ate]}
        error={invalid ? PERIODO_INVALIDO : undefined}
        onChange={(value) => periodo.set(ate, value)}
      />
    </Group>
  );
}

// Text search, the period of data_lancamento, the state and the due-date period.
export function LancamentosFiltros({ list, periodo }: LancamentosFiltrosProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <div style={{ flex: '2 1 260px' }}>
        <DataTableToolbar
          list={list}
          searchLabel="Buscar lançamentos"
          searchPlaceholder="Descrição, NF, observação ou fornecedor"
        />
      </div>
      <Periodo periodo={periodo} de="de" ate="ate" labels={['De', 'Até']} />
      <Select
        label="Estado"
        placeholder="Todos"
        data={ESTADO_OPCOES}
        value={periodo.estado || null}
        onChange={(value) => periodo.set('estado', value ?? '')}
        clearable
        style={{ flex: '0 1 160px' }}
      />
      <Periodo
        periodo={periodo}
        de="vencimento_de"
        ate="vencimento_ate"
        labels={['Vencimento de', 'Vencimento até']}
      />
    </Group>
  );
}
