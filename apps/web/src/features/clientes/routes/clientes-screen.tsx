import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ClientesTable } from '@/features/clientes/components/clientes-table';

export default function ClientesScreen() {
  const { canWriteRegisters } = usePermissions();
  return (
    <PageLayout
      title="Clientes"
      description="Os donos das obras contratadas pela empresa."
      actions={
        canWriteRegisters && (
          <Button component={Link} to={paths.clienteNovo} leftSection={<IconPlus size={16} aria-hidden />}>
            Novo cliente
          </Button>
        )
      }
    >
      <ClientesTable canCreate={canWriteRegisters} />
    </PageLayout>
  );
}
