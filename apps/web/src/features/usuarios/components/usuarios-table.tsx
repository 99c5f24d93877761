import { MESSAGES } from '@gdo/domain/messages';
import { STATUS_LABELS, type Usuario } from '@gdo/domain/usuario';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { statusColumn } from '@/components/data-table/status-column';
import type { ListParamsControl } from '@/components/data-table/use-list-params';
import { Email } from '@/components/ui/email';
import { Permissoes } from '@/entities/usuarios/components/permissoes';
import { useUsuarios } from '@/features/usuarios/api/list-usuarios';

const COLUMNS: DataTableColumn<Usuario>[] = [
  { key: 'nome', title: 'Nome', sortKey: 'nome', render: (usuario) => usuario.nome },
  {
    key: 'email',
    title: 'E-mail',
    sortKey: 'email',
    wrap: 'anywhere',
    render: (usuario) => usuario.email && <Email endereco={usuario.email} />,
  },
  {
    key: 'permissoes',
    title: 'Permissões',
    render: (usuario) => <Permissoes permissoes={usuario.permissoes} />,
  },
  statusColumn(STATUS_LABELS),
];

type UsuariosTableProps = {
  list: ListParamsControl;
  rowHref: (usuario: Usuario) => string;
  createAction: ReactNode;
};

export function UsuariosTable({ list, rowHref, createAction }: UsuariosTableProps) {
  const query = useUsuarios(list.params);
  return (
    <DataTable
      label="Usuários"
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={rowHref}
      search={{ label: 'Buscar usuários', placeholder: 'Nome, e-mail ou CPF' }}
      statusLabels={STATUS_LABELS}
      errorMessage={MESSAGES.falhaListagemUsuarios}
      empty={{
        title: 'Nenhum usuário cadastrado',
        description: 'Os usuários da empresa aparecerão aqui.',
        icon: IconUsers,
        action: createAction,
      }}
    />
  );
}
