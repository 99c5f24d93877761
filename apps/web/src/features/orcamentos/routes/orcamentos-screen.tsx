import { Button } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { CreateLink } from '@/components/ui/create-link';
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
          {canWriteOrcamentos && <CreateLink to={paths.orcamentoNovo}>Novo orçamento</CreateLink>}
        </>
      }
    >
      <OrcamentosTable canWrite={canWriteOrcamentos} />
    </PageLayout>
  );
}
