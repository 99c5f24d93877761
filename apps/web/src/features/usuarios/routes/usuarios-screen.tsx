import { Alert, Anchor } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useListParams } from '@/components/data-table/use-list-params';
import { PageLayout } from '@/components/layouts/page-layout';
import { CreateLink } from '@/components/ui/create-link';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { USUARIOS_DEFAULT_SORT } from '@/features/usuarios/api/list-usuarios';
import { UsuarioDrawer } from '@/features/usuarios/components/usuario-drawer';
import { UsuariosTable } from '@/features/usuarios/components/usuarios-table';
import { recordId } from '@/lib/record-id';

// Serves /usuarios and /usuarios/novo alike (spec §2): the list, and at /usuarios/novo its
// form in a drawer over it (?id= edits). The list's search and page stay in the URL meanwhile.
export default function UsuariosScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const list = useListParams(USUARIOS_DEFAULT_SORT);
  const { canManageUsers } = usePermissions();
  const id = recordId(searchParams.get('id'));

  const withId = (value?: number) => {
    const next = new URLSearchParams(searchParams);
    if (value === undefined) next.delete('id');
    else next.set('id', String(value));
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  const formPath = (value?: number) => `${paths.usuarioNovo}${withId(value)}`;

  const createButton = (label: string) => canManageUsers && <CreateLink to={formPath()}>{label}</CreateLink>;

  if (!canManageUsers) {
    return (
      <PageLayout title="Usuários" description="Quem acessa o sistema e com quais permissões.">
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          Somente administradores veem os usuários e os seus dados. Os seus próprios dados estão em{' '}
          <Anchor component={Link} to={paths.perfil}>
            Meu perfil
          </Anchor>
          .
        </Alert>
      </PageLayout>
    );
  }

  return (
    <PageLayout
      title="Usuários"
      description="Quem acessa o sistema e com quais permissões."
      actions={createButton('Novo usuário')}
    >
      <UsuariosTable
        list={list}
        rowHref={(usuario) => formPath(usuario.id)}
        createAction={createButton('Cadastrar usuário')}
      />
      <UsuarioDrawer
        opened={pathname === paths.usuarioNovo}
        id={id}
        canManage={canManageUsers}
        onClose={() => navigate(`${paths.usuarios}${withId()}`)}
      />
    </PageLayout>
  );
}
