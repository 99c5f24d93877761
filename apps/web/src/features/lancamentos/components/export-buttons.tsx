import type { TipoDocumento } from '@gdo/domain/rdo-rda';
import { Button } from '@mantine/core';
import { EXPORT_FORMATS } from '@/components/ui/export-formats';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useExportLancamentos } from '@/features/lancamentos/api/export-lancamentos';
import type { LancamentoFilters } from '@/features/lancamentos/api/list-lancamentos';

const EXPORT_FAILED = 'Falha na exportação dos lançamentos.';

type ExportButtonsProps = { tipo: TipoDocumento; obra: number; filters: LancamentoFilters };

// The filtered entries (every page) as the server renders them.
export function ExportButtons({ tipo, obra, filters }: ExportButtonsProps) {
  const exporting = useExportLancamentos();
  const toast = useToast();
  const { page: _page, pageSize: _pageSize, ...semPagina } = filters;
  return EXPORT_FORMATS.map(({ format, label, Icon }) => (
    <Button
      key={format}
      variant="default"
      aria-label={`Exportar ${label}`}
      leftSection={<Icon size={16} aria-hidden />}
      loading={exporting.isPending && exporting.variables?.format === format}
      onClick={() =>
        exporting.mutate(
          { tipo, obra, format, filters: semPagina },
          { onError: (error) => toast.show({ type: 'danger', text: failureText(EXPORT_FAILED, error) }) },
        )
      }
    >
      {label}
    </Button>
  ));
}
