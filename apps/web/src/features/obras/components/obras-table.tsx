import { MESSAGES } from '@gdo/domain/messages';
import type { Obra } from '@gdo/domain/obra';
import { OBRA_STATUS_LABELS } from '@gdo/domain/obra-status';
import { Button } from '@mantine/core';
import { IconBuildingSkyscraper, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { statusColumn } from '@/components/data-table/status-column';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';
import { OBRAS_DEFAULT_SORT, useObras } from '@/features/obras/api/list-obras';

const COLUMNS: DataTableColumn<Obra>[] = [
  { key: 'nome', title: 'Nome', sortKey: 'nome', render: (obra) => obra.nome },
  { key: 'cliente', title: 'Cliente', sortKey: 'cliente_nome', render: (obra) => obra.cliente_nome },
  { key: 'alvara', title: 'Alvará', sortKey: 'alvara', wrap: 'nowrap', render: (obra) => obra.alvara },
  { key: 'cno', title: 'CNO', sortKey: 'cno', wrap: 'nowrap', render: (obra) => obra.cno },
  { key: 'engenheiro', title: 'Engenheiro', sortKey: 'engenheiro', render: (obra) => obra.engenheiro },
  statusColumn(OBRA_STATUS_LABELS),
];

export function ObrasTable({ canCreate }: { canCreate: boolean }) {
  const list = useListParams(OBRAS_DEFAULT_SORT);
  const query = useObras(list.params);
  return (
    <DataTable
      label="Obras"
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={(obra) => `${paths.obraNova}?id=${obra.id}`}
      rowActions={(obra) => (
        <Button
          component={Link}
          to={paths.obraDetalhamento(obra.id)}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={`Detalhar ${obra.nome}`}
        >
          Detalhar
        </Button>
      )}
      search={{ label: 'Buscar obras', placeholder: 'Nome, cliente, alvará, CNO ou engenheiro' }}
      statusLabels={OBRA_STATUS_LABELS}
      errorMessage={MESSAGES.falhaListagemObras}
      empty={{
        title: 'Nenhuma obra cadastrada',
        description: 'Cadastre a primeira obra para acompanhar orçamento, execução e saldo.',
        icon: IconBuildingSkyscraper,
        create: canCreate && { label: 'Cadastrar a primeira obra', to: paths.obraNova },
      }}
    />
  );
}
