import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { ExportarBotoes } from '@/components/ui/exportar-botoes';
import { useExportLancamentos } from '@/features/lancamentos/api/export-lancamentos';
import type { LancamentoFilters } from '@/features/lancamentos/api/list-lancamentos';

const EXPORT_FAILED = 'Falha na exportação dos lançamentos.';

type ExportButtonsProps = { tipo: TipoDocumento; obra: number; filters: LancamentoFilters };

// The filtered entries (every page) as the server renders them.
export function ExportButtons({ tipo, obra, filters }: ExportButtonsProps) {
  const exporting = useExportLancamentos();
  const { page: _page, pageSize: _pageSize, ...semPagina } = filters;
  return (
    <ExportarBotoes
      exportar={exporting}
      variaveis={(format) => ({ tipo, obra, format, filters: semPagina })}
      falha={EXPORT_FAILED}
    />
  );
}
