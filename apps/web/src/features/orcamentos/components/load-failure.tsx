import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconFileUnknown, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiRequestError } from '@/lib/api-error';

type LoadFailureProps = {
  error: Error | null;
  // What the page says when the record does not exist ('Orçamento não encontrado.').
  notFound: string;
  back: { label: string; to: string };
  onRetry: () => void;
};

// A budget or model that could not be opened: gone (or a wrong address), or a failure to retry.
export function LoadFailure({ error, notFound, back, onRetry }: LoadFailureProps) {
  const missing = error === null || (error instanceof ApiRequestError && [400, 404].includes(error.status));
  if (missing) {
    return (
      <EmptyState
        icon={<IconFileUnknown size={30} stroke={1.6} aria-hidden />}
        title={notFound}
        description="O registro pode ter sido removido ou o endereço está incorreto."
        action={
          <Button
            component={Link}
            to={back.to}
            variant="light"
            mt="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Voltar para {back.label.toLowerCase()}
          </Button>
        }
      />
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        {error.message}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}
