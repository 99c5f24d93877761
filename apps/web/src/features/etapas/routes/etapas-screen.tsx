import { MESSAGES } from '@gdo/domain/messages';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { useEtapas } from '@/features/etapas/api/list-etapas';
import { useSubetapas } from '@/features/etapas/api/list-subetapas';
import { EtapasTree } from '@/features/etapas/components/etapas-tree';
import { NovaEtapa } from '@/features/etapas/components/nova-etapa';
import { usePermissions } from '@/lib/auth/use-permissions';

export default function EtapasScreen() {
  const etapas = useEtapas();
  const subetapas = useSubetapas();
  const { canWriteRegisters } = usePermissions();
  const failed = etapas.isError
    ? MESSAGES.falhaListagemEtapas
    : subetapas.isError
      ? MESSAGES.falhaListagemSubetapas
      : null;

  let content = null;
  if (failed) {
    content = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {failed}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void Promise.all([etapas.refetch(), subetapas.refetch()])}
          >
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  } else if (etapas.data && subetapas.data) {
    content = (
      <Stack gap="md">
        {canWriteRegisters && <NovaEtapa etapas={etapas.data} />}
        <EtapasTree etapas={etapas.data} subetapas={subetapas.data} canWrite={canWriteRegisters} />
      </Stack>
    );
  } else {
    content = (
      <Center py={64}>
        <Loader aria-label="Carregando etapas" />
      </Center>
    );
  }

  return (
    <PageLayout
      title="Etapas"
      description="O catálogo de etapas e subetapas usado nos orçamentos e lançamentos."
    >
      {content}
    </PageLayout>
  );
}
