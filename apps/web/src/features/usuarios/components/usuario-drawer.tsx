import { API_ERRORS } from '@gdo/domain/messages';
import { Alert, Drawer } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EntityForm } from '@/components/entity-form/entity-form';
import { Carregando } from '@/components/ui/carregando';
import { useAlvosDeToque } from '@/components/ui/use-toque';
import { useUsuario } from '@/features/usuarios/api/get-usuario';
import { usuarioForm } from '@/features/usuarios/components/usuario-form';
import { useReload } from '@/lib/use-reload';

type UsuarioDrawerProps = {
  opened: boolean;
  // The user to edit; without it the drawer creates one.
  id: number | undefined;
  canManage: boolean;
  onClose: () => void;
};

function UsuarioFormPanel({ id, canManage, onClose }: Omit<UsuarioDrawerProps, 'opened'>) {
  const usuario = useUsuario(id);
  const { generation, reload } = useReload(usuario.refetch);
  if (id === undefined && !canManage) {
    return (
      <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {API_ERRORS.semPermissao} Somente administradores cadastram usuários.
      </Alert>
    );
  }
  if (id !== undefined && usuario.isPending) {
    return <Carregando rotulo="Carregando usuário" />;
  }
  if (id !== undefined && usuario.isError) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {usuario.error.message}
      </Alert>
    );
  }
  return (
    <EntityForm
      key={`${id ?? 'novo'}-${generation}`}
      definition={usuarioForm}
      record={usuario.data}
      readOnly={!canManage}
      onSaved={onClose}
      onCancel={onClose}
      onReload={reload}
    />
  );
}

// The create/edit form of /usuarios/novo, over the list it belongs to (spec §2: one screen).
export function UsuarioDrawer({ opened, id, canManage, onClose }: UsuarioDrawerProps) {
  const alvos = useAlvosDeToque();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={id === undefined ? 'Novo usuário' : 'Editar usuário'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      classNames={{ body: alvos }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        body: { paddingBottom: 'var(--mantine-spacing-xl)' },
      }}
    >
      {opened && <UsuarioFormPanel id={id} canManage={canManage} onClose={onClose} />}
    </Drawer>
  );
}
