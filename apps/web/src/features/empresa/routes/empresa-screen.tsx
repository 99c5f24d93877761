import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EntityForm } from '@/components/entity-form/entity-form';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useConfiguracao } from '@/features/empresa/api/get-configuracao';
import { empresaForm } from '@/features/empresa/components/empresa-form';
import { LogoCard } from '@/features/empresa/components/logo-card';

const TITLE = 'Dados da empresa';
const DESCRIPTION = 'Nome, CNPJ, endereço e logotipo impressos nas propostas aos clientes.';

// The firm's own data, kept by its administrators (issue 13, decision 102).
export default function EmpresaScreen() {
  const { canManageUsers: isAdmin } = usePermissions();
  if (!isAdmin) {
    return (
      <PageLayout title={TITLE} description={DESCRIPTION}>
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          Somente administradores alteram os dados da empresa.
        </Alert>
      </PageLayout>
    );
  }
  return <EmpresaSettings />;
}

function EmpresaSettings() {
  const navigate = useNavigate();
  const configuracao = useConfiguracao();
  if (configuracao.isPending) {
    return (
      <PageLayout title={TITLE} description={DESCRIPTION}>
        <Carregando rotulo="Carregando os dados da empresa" />
      </PageLayout>
    );
  }
  if (configuracao.isError) {
    return (
      <PageLayout title={TITLE} description={DESCRIPTION}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {configuracao.error.message}
        </Alert>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={TITLE} description={DESCRIPTION}>
      <EntityForm
        definition={empresaForm}
        record={configuracao.data}
        onSaved={() => undefined}
        onCancel={() => navigate(paths.painel)}
      />
      <LogoCard temLogo={configuracao.data.logo} />
    </PageLayout>
  );
}
