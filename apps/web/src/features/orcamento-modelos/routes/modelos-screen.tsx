import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ModelosTable } from '@/features/orcamento-modelos/components/modelos-table';

export default function ModelosScreen() {
  const { canWriteOrcamentos } = usePermissions();
  return (
    <PageLayout
      title="Modelos de orçamento"
      description="Estruturas de itens e subitens reutilizáveis para iniciar novos orçamentos."
      breadcrumbs={[{ label: 'Orçamentos', to: paths.orcamentos }]}
      actions={
        canWriteOrcamentos && (
          <Button component={Link} to={paths.modeloNovo} leftSection={<IconPlus size={16} aria-hidden />}>
            Novo modelo
          </Button>
        )
      }
    >
      <ModelosTable canWrite={canWriteOrcamentos} />
    </PageLayout>
  );
}
