import { Button, Group } from '@mantine/core';
import { PeriodFilter } from '@/components/data-table/period-filter';
import { EXPORT_FORMATS } from '@/components/ui/export-formats';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useDiariosDaObra } from '@/entities/diarios/api/list-diarios';
import { useExportPeriodo } from '@/features/diarios/api/export-periodo';
import { fimAntesDoInicio } from '@/lib/periodo';
import { listaDoPeriodo, type PeriodoDiario } from './use-periodo-diario';

const EXPORT_FAILED = 'Falha na exportação dos relatórios.';

/** De/Até over the reports' dates, and the period's reports as a PDF or an XLSX. */
export function PeriodoFiltro({ obra, periodo }: { obra: number; periodo: PeriodoDiario }) {
  const exporting = useExportPeriodo();
  const toast = useToast();
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
        {EXPORT_FORMATS.map(({ format, label, Icon }) => (
          <Button
            key={format}
            variant="default"
            aria-label={`Baixar o período em ${label}`}
            leftSection={<Icon size={16} aria-hidden />}
            disabled={invalido || vazio}
            loading={exporting.isPending && exporting.variables?.format === format}
            onClick={() =>
              exporting.mutate(
                { obra, format, de: periodo.de || undefined, ate: periodo.ate || undefined },
                {
                  onError: (error) => toast.show({ type: 'danger', text: failureText(EXPORT_FAILED, error) }),
                },
              )
            }
          >
            {label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
