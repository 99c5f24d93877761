import { API_ERRORS } from '@gdo/domain/messages';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconFileUnknown,
  IconPencil,
  IconReceipt,
  IconRefresh,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useObra } from '@/features/obras/api/get-obra';
import { ObraHeader } from '@/features/obras/components/obra-header';
import { ResumoFinanceiro } from '@/features/obras/components/resumo-financeiro';
import { ApiRequestError } from '@/lib/api-error';
import { usePermissions } from '@/lib/auth/use-permissions';

function obraId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function NotFound() {
  return (
    <EmptyState
      icon={<IconFileUnknown size={30} stroke={1.6} aria-hidden />}
      title={API_ERRORS.obraNaoEncontrada}
      description="Confira o endereço ou procure a obra na lista."
      action={
        <Button
          component={Link}
          to={paths.obras}
          variant="light"
          mt="xs"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Voltar para obras
        </Button>
      }
    />
  );
}

// Works from a direct URL: everything comes from GET /api/obras/get/{id}.
export default function ObraDetalhamentoScreen() {
  const { id: param } = useParams();
  const id = obraId(param);
  const obra = useObra(id);
  const { canWriteRegisters } = usePermissions();
  const found = obra.data !== undefined;

  const missing =
    id === undefined || (obra.error instanceof ApiRequestError && [400, 404].includes(obra.error.status));

  let content = null;
  if (missing) content = <NotFound />;
  else if (obra.isPending)
    content = (
      <Center py={64}>
        <Loader aria-label="Carregando obra" />
      </Center>
    );
  else if (obra.isError)
    content = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {obra.error.message}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void obra.refetch()}
          >
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  else
    content = (
      <Stack gap="lg">
        <ObraHeader obra={obra.data} />
        <ResumoFinanceiro obraId={obra.data.id} />
      </Stack>
    );

  return (
    <PageLayout
      title="Detalhamento da obra"
      description="Orçado, executado, comprometido e saldo da obra, no total e por etapa."
      breadcrumbs={[{ label: 'Obras', to: paths.obras }]}
      actions={
        found && (
          <>
            {canWriteRegisters && (
              <Button
                component={Link}
                to={`${paths.obraNova}?id=${id}`}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Editar
              </Button>
            )}
            <Button
              component={Link}
              to={paths.lancamentos('rdo', id ?? 0)}
              variant="light"
              leftSection={<IconReceipt size={16} aria-hidden />}
            >
              Lançamentos do RDO
            </Button>
            <Button
              component={Link}
              to={paths.lancamentos('rda', id ?? 0)}
              variant="light"
              leftSection={<IconReceipt size={16} aria-hidden />}
            >
              Lançamentos do RDA
            </Button>
          </>
        )
      }
    >
      {content}
    </PageLayout>
  );
}
