import { Button } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError } from '@/lib/api-error';

type LoadFailureProps = {
  error: Error | null;
  // What the page says when the record does not exist ('Orçamento não encontrado.').
  notFound: string;
  description?: string;
  back: { label: string; to: string };
  onRetry: () => void;
};

// A record that could not be opened: gone (or a wrong address), or a failure to retry.
export function LoadFailure({
  error,
  notFound,
  description = 'O registro pode ter sido removido ou o endereço está incorreto.',
  back,
  onRetry,
}: LoadFailureProps) {
  const missing = error === null || (error instanceof ApiRequestError && [400, 404].includes(error.status));
  if (missing) {
    return (
      <EmptyState
        icon={IconFileUnknown}
        title={notFound}
        description={description}
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
  return <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>;
}
