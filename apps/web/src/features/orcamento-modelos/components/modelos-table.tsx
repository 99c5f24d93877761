import { formatDate } from '@gdo/domain/date';
import { formatCount } from '@gdo/domain/money';
import type { OrcamentoModeloListRow } from '@gdo/domain/orcamento-modelo';
import { STATUS_LABELS } from '@gdo/domain/status';
import { Button } from '@mantine/core';
import { IconFilePlus, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { statusColumn } from '@/components/data-table/status-column';
import { useListParams } from '@/components/data-table/use-list-params';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { useFailureToast } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { MODELOS_DEFAULT_SORT, useModelos } from '@/entities/orcamento-modelos/api/list-modelos';

const COLUMNS: DataTableColumn<OrcamentoModeloListRow>[] = [
  { key: 'nome', title: 'Nome', sortKey: 'nome', render: (row) => row.nome },
  { key: 'itens', title: 'Itens', wrap: 'nowrap', render: (row) => formatCount(row.total_itens) },
  {
    key: 'subitens',
    title: 'Subitens',
    wrap: 'nowrap',
    render: (row) => formatCount(row.total_subitens),
  },
  {
    key: 'data_cadastro',
    title: 'Data de criação',
    sortKey: 'data_cadastro',
    wrap: 'nowrap',
    render: (row) => formatDate(row.data_cadastro),
  },
  statusColumn(STATUS_LABELS),
];

export const modeloHref = (id: number) => `${paths.modeloNovo}?id=${id}`;

export function ModelosTable({ canWrite }: { canWrite: boolean }) {
  const list = useListParams(MODELOS_DEFAULT_SORT);
  const query = useModelos(list.params);
  useFailureToast(query, ORCAMENTO_TEXTS.falhaListagemModelos);
  return (
    <DataTable
      label="Modelos de orçamento"
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={(modelo) => modeloHref(modelo.id)}
      rowActions={
        canWrite
          ? (modelo) =>
              modelo.status === 1 && (
                <Button
                  component={Link}
                  to={`${paths.orcamentoNovo}?modelo=${modelo.id}`}
                  size="xs"
                  variant="light"
                  leftSection={<IconFilePlus size={14} aria-hidden />}
                  aria-label={`Novo orçamento a partir de ${modelo.nome}`}
                >
                  Novo orçamento
                </Button>
              )
          : undefined
      }
      search={{ label: 'Buscar modelos', placeholder: 'Nome do modelo' }}
      statusLabels={STATUS_LABELS}
      errorMessage={ORCAMENTO_TEXTS.falhaListagemModelos}
      empty={{
        title: 'Nenhum modelo de orçamento',
        description:
          'Um modelo guarda etapas e subetapas com unidades e valores padrão para iniciar orçamentos.',
        icon: IconTemplate,
        create: canWrite && { label: 'Criar o primeiro modelo', to: paths.modeloNovo },
      }}
    />
  );
}
