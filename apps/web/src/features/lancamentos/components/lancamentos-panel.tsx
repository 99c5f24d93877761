import type { Lancamento } from '@gdo/domain/lancamento-response';
import { MESSAGES } from '@gdo/domain/messages';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { Group, LoadingOverlay, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { COMPACT_QUERY } from '@/components/data-table/data-table';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { useListParams } from '@/components/data-table/use-list-params';
import { usePagePastEnd } from '@/components/data-table/use-page-past-end';
import { Carregando } from '@/components/ui/carregando';
import { CreateLink } from '@/components/ui/create-link';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useDocumentoDaObra } from '@/features/lancamentos/api/list-documentos';
import { LANCAMENTOS_DEFAULT_SORT, useLancamentos } from '@/features/lancamentos/api/list-lancamentos';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { ColunasMenu } from './colunas-menu';
import { ExportButtons } from './export-buttons';
import { COLUNAS_PADRAO, LANCAMENTO_COLUMN_KEYS, LANCAMENTO_COLUMNS } from './lancamento-colunas';
import { LancamentoRowActions } from './lancamento-row-actions';
import { LancamentosCards } from './lancamentos-cards';
import { LancamentosFiltros } from './lancamentos-filtros';
import { LancamentosTable } from './lancamentos-table';
import { SemOrcamento } from './sem-orcamento';
import { useColunas } from './use-colunas';
import { filtrosEmUso, lancamentoFilters, usePeriodo } from './use-periodo';

type LancamentosPanelProps = { tipo: TipoDocumento; obra: number; canWrite: boolean };

// The document's entries: filters, export, one page of the table with the totals of the filter.
export function LancamentosPanel({ tipo, obra, canWrite }: LancamentosPanelProps) {
  const list = useListParams(LANCAMENTOS_DEFAULT_SORT);
  const periodo = usePeriodo();
  const { filtros } = periodo;
  const { q, sort } = list.params;
  const filters = lancamentoFilters(list.params, filtros);
  const query = useLancamentos(tipo, obra, filters);
  // The page in slices, after the screen's frame (decisions 207 and 212).
  const dados = useDeferredAnswer(query.data);
  // An entry needs an etapa of the budget the document follows: without one, that comes first.
  const documento = useDocumentoDaObra(tipo, obra).data;
  const semOrcamento = documento?.orcamento === null;
  const filtered = q !== '' || filtrosEmUso(filtros) > 0;
  const colunas = useColunas(LANCAMENTO_COLUMN_KEYS, COLUNAS_PADRAO);
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const rowActions = canWrite
    ? (row: Lancamento) => <LancamentoRowActions tipo={tipo} lancamento={row} />
    : undefined;

  // On a phone beside "Filtros", on a laptop under the filters with the columns' menu.
  const exportar = <ExportButtons tipo={tipo} obra={obra} filters={filters} />;

  const pastEnd = usePagePastEnd(query, list.params, list.replacePage);

  let body: ReactNode;
  if ((dados === undefined && !query.isError) || pastEnd) {
    body = <Carregando rotulo="Carregando lançamentos" py={48} />;
  } else if (dados === undefined) {
    body = <RetryAlert onRetry={() => void query.refetch()}>{MESSAGES.falhaListagemLancamentos}</RetryAlert>;
  } else if (dados.rows.length === 0) {
    body = (
      <EmptyState
        icon={IconReceipt}
        title={filtered ? 'Nenhum resultado' : 'Nenhum lançamento'}
        description={
          filtered
            ? 'Nenhum lançamento corresponde à busca, ao período ou ao estado escolhido.'
            : canWrite
              ? 'Registre aqui as notas fiscais e os pagamentos da obra, com a etapa do orçamento a que cada um se refere.'
              : 'Os lançamentos aparecem aqui quando o financeiro ou a equipe de lançamentos os registrar.'
        }
        action={
          !filtered &&
          canWrite &&
          !semOrcamento && (
            <CreateLink to={paths.lancamentoNovo(tipo, obra)} mt="xs">
              Registrar o primeiro lançamento
            </CreateLink>
          )
        }
      />
    );
  } else {
    body = (
      <Paper withBorder radius="md" pos="relative">
        <LoadingOverlay visible={query.isPlaceholderData} loaderProps={{ size: 'sm' }} />
        {compact ? (
          <LancamentosCards
            label="Lançamentos"
            rows={dados.rows}
            totais={dados.totais}
            rowActions={rowActions}
          />
        ) : (
          <LancamentosTable
            label="Lançamentos"
            columns={LANCAMENTO_COLUMNS.filter((column) => colunas.visiveis.includes(column.key))}
            rows={dados.rows}
            totais={dados.totais}
            sort={sort}
            onSort={list.setSort}
            rowActions={rowActions}
          />
        )}
        <DataTableFooter
          params={list.params}
          total={dados.total}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <LancamentosFiltros list={list} periodo={periodo} acoesNoCelular={exportar} />
      {!compact && (
        <Group gap="xs" justify="flex-end">
          <ColunasMenu columns={LANCAMENTO_COLUMNS} visiveis={colunas.visiveis} onToggle={colunas.toggle} />
          {exportar}
        </Group>
      )}
      {documento && semOrcamento && <SemOrcamento tipo={tipo} documento={documento} />}
      {body}
    </Stack>
  );
}
