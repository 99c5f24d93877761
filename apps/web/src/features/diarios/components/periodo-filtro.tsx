import { Group } from '@mantine/core';
import { PeriodFilter } from '@/components/data-table/period-filter';
import { ExportarBotoes } from '@/components/ui/exportar-botoes';
import { useDiariosDaObra } from '@/entities/diarios/api/list-diarios';
import { useExportPeriodo } from '@/features/diarios/api/export-periodo';
import { fimAntesDoInicio } from '@/lib/periodo';
import { listaDoPeriodo, type PeriodoDiario } from './use-periodo-diario';

const EXPORT_FAILED = 'Falha na exportação dos relatórios.';

/** De/Até over the reports' dates, and the period's reports as a PDF or an XLSX. */
export function PeriodoFiltro({ obra, periodo }: { obra: number; periodo: PeriodoDiario }) {
  const exporting = useExportPeriodo();
  const invalido = fimAntesDoInicio(periodo.de, periodo.ate);
  // The list's own answer (the same query): a period without reports has nothing to download.
  const vazio = useDiariosDaObra(obra, listaDoPeriodo(periodo)).data?.total === 0;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PeriodFilter
        labels={['De', 'Até']}
        de={periodo.de}
        ate={periodo.ate}
        onChange={(end, day) => periodo.set({ [end]: day })}
      />
      <Group gap="xs">
        <ExportarBotoes
          exportar={exporting}
          variaveis={(format) => ({
            obra,
            format,
            de: periodo.de || undefined,
            ate: periodo.ate || undefined,
          })}
          falha={EXPORT_FAILED}
          disabled={invalido || vazio}
          rotulo={(label) => `Baixar o período em ${label}`}
        />
      </Group>
    </Group>
  );
}
