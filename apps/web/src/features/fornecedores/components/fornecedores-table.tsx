import { type Fornecedor, STATUS_LABELS } from '@gdo/domain/fornecedor';
import { MESSAGES } from '@gdo/domain/messages';
import { Button } from '@mantine/core';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { PESSOA_SEARCH_PLACEHOLDER, pessoaColumns } from '@/components/data-table/pessoa-columns';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';
import { FORNECEDORES_DEFAULT_SORT, useFornecedores } from '@/features/fornecedores/api/list-fornecedores';

const COLUMNS = pessoaColumns<Fornecedor>();

export function FornecedoresTable({ canCreate }: { canCreate: boolean }) {
  const list = useListParams(FORNECEDORES_DEFAULT_SORT);
  const query = useFornecedores(list.params);
  return (
    <DataTable
      label="Fornecedores"
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={(fornecedor) => `${paths.fornecedorNovo}?id=${fornecedor.id}`}
      search={{ label: 'Buscar fornecedores', placeholder: PESSOA_SEARCH_PLACEHOLDER }}
      statusLabels={STATUS_LABELS}
      errorMessage={MESSAGES.falhaListagemFornecedores}
      empty={{
        title: 'Nenhum fornecedor cadastrado',
        description: 'Cadastre os fornecedores e empreiteiros para registrar contratos e lançamentos.',
        icon: <IconTruck size={30} stroke={1.6} aria-hidden />,
        action: canCreate && (
          <Button
            component={Link}
            to={paths.fornecedorNovo}
            mt="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Cadastrar o primeiro fornecedor
          </Button>
        ),
      }}
    />
  );
}
