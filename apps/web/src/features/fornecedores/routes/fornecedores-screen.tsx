import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { FornecedoresTable } from '@/features/fornecedores/components/fornecedores-table';

export default function FornecedoresScreen() {
  const { canWriteRegisters } = usePermissions();
  return (
    <PageLayout
      title="Fornecedores"
      description="Fornecedores e prestadores de serviço, com seus dados bancários."
      actions={
        canWriteRegisters && (
          <Button component={Link} to={paths.fornecedorNovo} leftSection={<IconPlus size={16} aria-hidden />}>
            Novo fornecedor
          </Button>
        )
      }
    >
      <FornecedoresTable canCreate={canWriteRegisters} />
    </PageLayout>
  );
}
