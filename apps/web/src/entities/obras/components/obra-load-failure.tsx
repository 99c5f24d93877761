import { API_ERRORS } from '@gdo/domain/messages';
import { LoadFailure } from '@/components/ui/load-failure';
import { paths } from '@/config/paths';

type ObraLoadFailureProps = { query: { error: Error | null; refetch: () => unknown } };

// An obra that could not be read (gone, a wrong address, or a failure to retry), on every
// screen that opens one by its id: its page and its RDO and RDA books.
export function ObraLoadFailure({ query }: ObraLoadFailureProps) {
  return (
    <LoadFailure
      error={query.error}
      notFound={API_ERRORS.obraNaoEncontrada}
      description="Confira o endereço ou procure a obra na lista."
      back={{ label: 'Obras', to: paths.obras }}
      onRetry={() => void query.refetch()}
    />
  );
}
