import { formatCpfCnpj, formatTelefone } from '@gdo/domain/cpf-cnpj';
import { STATUS_LABELS, type Status } from '@gdo/domain/status';
import type { TablerIcon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListScreen } from '@/components/layouts/list-screen';
import { Email } from '@/components/ui/email';
import type { ListPage, TableParams } from '@/lib/list-request';
import { DataTable, type DataTableColumn } from './data-table';
import { statusColumn } from './status-column';
import { useListParams } from './use-list-params';

type PessoaRow = {
  id: number;
  nome: string;
  cpf_cnpj: string;
  telefone: string;
  email: string;
  responsavel: string | null;
  status: Status;
};

// The list columns of a cliente and of a fornecedor (domain.md), masked for reading.
const COLUMNS: DataTableColumn<PessoaRow>[] = [
  { key: 'nome', title: 'Nome', sortKey: 'nome', render: (row) => row.nome },
  {
    key: 'cpf_cnpj',
    title: 'CPF/CNPJ',
    sortKey: 'cpf_cnpj',
    wrap: 'nowrap',
    render: (row) => formatCpfCnpj(row.cpf_cnpj),
  },
  {
    key: 'telefone',
    title: 'Telefone',
    sortKey: 'telefone',
    wrap: 'nowrap',
    render: (row) => formatTelefone(row.telefone),
  },
  {
    key: 'email',
    title: 'E-mail',
    sortKey: 'email',
    wrap: 'anywhere',
    render: (row) => row.email && <Email endereco={row.email} />,
  },
  { key: 'responsavel', title: 'Responsável', sortKey: 'responsavel', render: (row) => row.responsavel },
  statusColumn(STATUS_LABELS),
];

// Short enough to show whole in a phone's search field (390 px); the search also matches the
// responsável.
const SEARCH_PLACEHOLDER = 'Nome, CPF/CNPJ, e-mail ou telefone';

// What differs between the clientes and the fornecedores lists: the texts, the query and the form.
export type PessoaList<T> = {
  title: string;
  description: string;
  // The "Novo …" button's label.
  createLabel: string;
  searchLabel: string;
  errorMessage: string;
  empty: { title: string; description: string; icon: TablerIcon; createLabel: string };
  defaultSort: string;
  useRows: (params: TableParams) => UseQueryResult<ListPage<T>>;
  // The create form; ?id= on it edits a row.
  formPath: string;
};

type PessoaListScreenProps<T> = { entity: PessoaList<T>; canCreate: boolean };

// The list screen of clientes and of fornecedores: one screen, given each entity's texts, query
// and form (as the API's lib/pessoa-routes.ts serves both).
export function PessoaListScreen<T extends PessoaRow>({ entity, canCreate }: PessoaListScreenProps<T>) {
  const { title, description, createLabel, formPath } = entity;
  return (
    <ListScreen
      title={title}
      description={description}
      create={canCreate && { label: createLabel, to: formPath }}
    >
      <PessoaTable entity={entity} canCreate={canCreate} />
    </ListScreen>
  );
}

function PessoaTable<T extends PessoaRow>({ entity, canCreate }: PessoaListScreenProps<T>) {
  const { title, searchLabel, errorMessage, empty, defaultSort, useRows, formPath } = entity;
  const list = useListParams(defaultSort);
  const query = useRows(list.params);
  return (
    <DataTable
      label={title}
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={(row) => `${formPath}?id=${row.id}`}
      search={{ label: searchLabel, placeholder: SEARCH_PLACEHOLDER }}
      statusLabels={STATUS_LABELS}
      errorMessage={errorMessage}
      empty={{
        title: empty.title,
        description: empty.description,
        icon: empty.icon,
        create: canCreate && { label: empty.createLabel, to: formPath },
      }}
    />
  );
}
