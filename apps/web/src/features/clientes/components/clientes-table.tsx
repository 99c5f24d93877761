import { type Cliente, STATUS_LABELS } from '@gdo/domain/cliente';
import { MESSAGES } from '@gdo/domain/messages';
import { Button } from '@mantine/core';
import { IconPlus, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { PESSOA_SEARCH_PLACEHOLDER, pessoaColumns } from '@/components/data-table/pessoa-columns';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';
import { CLIENTES_DEFAULT_SORT, useClientes } from '@/features/clientes/api/list-clientes';

const COLUMNS = pessoaColumns<Cliente>();

export function ClientesTable({ canCreate }: { canCreate: boolean }) {
  const list = useListParams(CLIENTES_DEFAULT_SORT);
  const query = useClientes(list.params);
  return (
    <DataTable
      label="Clientes"
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={(cliente) => `${paths.clienteNovo}?id=${cliente.id}`}
      search={{ label: 'Buscar clientes', placeholder: PESSOA_SEARCH_PLACEHOLDER }}
      statusLabels={STATUS_LABELS}
      errorMessage={MESSAGES.falhaListagemClientes}
      empty={{
        title: 'Nenhum cliente cadastrado',
        description: 'Cadastre o primeiro cliente para depois registrar as obras dele.',
        icon: <IconUserCircle size={30} stroke={1.6} aria-hidden />,
        action: canCreate && (
          <Button
            component={Link}
            to={paths.clienteNovo}
            mt="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Cadastrar o primeiro cliente
          </Button>
        ),
      }}
    />
  );
}
