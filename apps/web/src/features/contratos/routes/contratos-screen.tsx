import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ContratosTable } from '@/features/contratos/components/contratos-table';

export default function ContratosScreen() {
  const { canWriteContratos } = usePermissions();
  return (
    <PageLayout
      title="Contratos"
      description="Contratos com fornecedores e empreiteiros: valor comprometido e saldo."
      actions={
        canWriteContratos && (
          <Button component={Link} to={paths.contratoNovo} leftSection={<IconPlus size={16} aria-hidden />}>
            Novo contrato
          </Button>
        )
      }
    >
      <ContratosTable />
    </PageLayout>
  );
}
