import { MESSAGES } from '@gdo/domain/messages';
import { Stack } from '@mantine/core';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { RetryAlert } from '@/components/ui/retry-alert';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useEtapas } from '@/entities/etapas/api/list-etapas';
import { useSubetapas } from '@/entities/subetapas/api/list-subetapas';
import { EtapasTree } from '@/features/etapas/components/etapas-tree';
import { NovaEtapa } from '@/features/etapas/components/nova-etapa';

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
      <RetryAlert onRetry={() => void Promise.all([etapas.refetch(), subetapas.refetch()])}>
        {failed}
      </RetryAlert>
    );
  } else if (etapas.data && subetapas.data) {
    content = (
      <Stack gap="md">
        {canWriteRegisters && <NovaEtapa etapas={etapas.data} />}
        <EtapasTree etapas={etapas.data} subetapas={subetapas.data} canWrite={canWriteRegisters} />
      </Stack>
    );
  } else {
    content = <Carregando rotulo="Carregando etapas" />;
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
