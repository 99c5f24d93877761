import { MESSAGES } from '@gdo/domain/messages';
import type { Crumb } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { LoadFailure } from '@/components/ui/load-failure';

type Loading = { isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };

type EditorLoadGateOptions = {
  // The saved budget or model the address names, when it names one (an edit).
  record?: { id: number | undefined; query: Loading & { isError: boolean }; notFound: string };
  catalogo: Loading;
  // Anything else the editor opens on (the model a new budget starts from).
  waiting?: boolean;
  loadingLabel: string;
  back: Crumb;
};

// What a budget or model screen shows until its editor can open: the record that failed to load
// (or does not exist), then the catalogue that failed, then a loader. Null once all is loaded.
export function editorLoadGate({
  record,
  catalogo,
  waiting = false,
  loadingLabel,
  back,
}: EditorLoadGateOptions) {
  if (record && (record.id === undefined || record.query.isError)) {
    const { query, notFound } = record;
    return (
      <LoadFailure error={query.error} notFound={notFound} back={back} onRetry={() => void query.refetch()} />
    );
  }
  if (catalogo.error) {
    return (
      <LoadFailure
        error={catalogo.error}
        notFound={MESSAGES.falhaListagemEtapas}
        back={back}
        onRetry={() => void catalogo.refetch()}
      />
    );
  }
  if (record?.query.isPending || waiting || catalogo.isPending) {
    return <Carregando rotulo={loadingLabel} />;
  }
  return null;
}
