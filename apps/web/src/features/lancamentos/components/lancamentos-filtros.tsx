import { ESTADO_LANCAMENTO_LABELS, ESTADOS_LANCAMENTO } from '@gdo/domain/lancamento-estado';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { FiltrosRecolhidos } from '@/components/data-table/filtros-recolhidos';
import { PeriodFilter } from '@/components/data-table/period-filter';
import type { ListParamsControl } from '@/components/data-table/use-list-params';
import { type FiltroLancamento, filtrosEmUso, type PeriodoControl, periodoInvalido } from './use-periodo';

type LancamentosFiltrosProps = {
  list: ListParamsControl;
  periodo: PeriodoControl;
  /** The exports, beside "Filtros" on a phone. */
  acoesNoCelular?: ReactNode;
};

const ESTADO_OPCOES = ESTADOS_LANCAMENTO.map((value) => ({ value, label: ESTADO_LANCAMENTO_LABELS[value] }));

function Periodo({
  periodo,
  de,
  ate,
  labels,
}: {
  periodo: PeriodoControl;
  de: FiltroLancamento & ('de' | 'vencimento_de');
  ate: FiltroLancamento & ('ate' | 'vencimento_ate');
  labels: [string, string];
}) {
  return (
    <PeriodFilter
      labels={labels}
      de={periodo.filtros[de]}
      ate={periodo.filtros[ate]}
      onChange={(end, day) => periodo.set(end === 'de' ? de : ate, day)}
    />
  );
}

// Text search, the period of data_lancamento, the state and the due-date period (on a phone, the
// last three behind "Filtros").
export function LancamentosFiltros({ list, periodo, acoesNoCelular }: LancamentosFiltrosProps) {
  const { filtros } = periodo;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <div style={{ flex: '2 1 260px' }}>
        <DataTableToolbar
          list={list}
          searchLabel="Buscar lançamentos"
          searchPlaceholder="Descrição, NF, observação ou fornecedor"
        />
      </div>
      <FiltrosRecolhidos
        ativos={filtrosEmUso(filtros)}
        abertoDeInicio={periodoInvalido(filtros)}
        acoesNoCelular={acoesNoCelular}
      >
        <Periodo periodo={periodo} de="de" ate="ate" labels={['De', 'Até']} />
        <Select
          label="Estado"
          placeholder="Todos"
          data={ESTADO_OPCOES}
          value={filtros.estado || null}
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
      </FiltrosRecolhidos>
    </Group>
  );
}
