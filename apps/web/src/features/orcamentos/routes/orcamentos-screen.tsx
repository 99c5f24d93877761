import { Button } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { OrcamentosTable } from '@/features/orcamentos/components/orcamentos-table';

export default function OrcamentosScreen() {
  const { canWriteOrcamentos } = usePermissions();
  return (
    <PageLayout
      title="Orçamentos"
      description="Orçamentos das obras por etapa e subetapa, com BDI e exportação."
      actions={
        <>
          <Button
            component={Link}
            to={paths.modelos}
            variant="default"
            leftSection={<IconTemplate size={16} aria-hidden />}
          >
            Modelos
          </Button>
          {canWriteOrcamentos && (
            <Button
              component={Link}
              to={paths.orcamentoNovo}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Novo orçamento
            </Button>
          )}
        </>
      }
    >
      <OrcamentosTable canWrite={canWriteOrcamentos} />
    </PageLayout>
  );
}
