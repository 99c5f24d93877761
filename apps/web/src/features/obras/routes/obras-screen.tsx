import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ObrasTable } from '@/features/obras/components/obras-table';

export default function ObrasScreen() {
  const { canWriteRegisters } = usePermissions();
  return (
    <PageLayout
      title="Obras"
      description="As obras da empresa, seus clientes, alvarás e responsáveis."
      actions={
        canWriteRegisters && (
          <Button component={Link} to={paths.obraNova} leftSection={<IconPlus size={16} aria-hidden />}>
            Nova obra
          </Button>
        )
      }
    >
      <ObrasTable canCreate={canWriteRegisters} />
    </PageLayout>
  );
}
