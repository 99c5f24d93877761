import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/entities/autenticacao/session-context';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { screensLoading } from '@/lib/lazy-screen';
import { whenIdle } from '@/lib/when-idle';

// Once the screen the user opened has its own data and the browser is idle: a direct visit to a
// screen (a slow phone, a cold start) fetches its answers first, not behind eleven lists
// (Lighthouse's largest paint, decision 142). A lazy screen's queries start only once its chunk has
// arrived, hence the wait while any screen's chunk is arriving and the short one after it.
const IDLE_TIMEOUT_MS = 2000;
const SETTLE_MS = 800;

function whenSettled(queryClient: QueryClient, work: () => void): () => void {
  let cancel = () => {};
  const check = () => {
    if (queryClient.isFetching() === 0 && screensLoading() === 0) {
      cancel = whenIdle(work, IDLE_TIMEOUT_MS);
      return;
    }
    const timer = setTimeout(check, SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  const timer = setTimeout(check, SETTLE_MS);
  cancel = () => clearTimeout(timer);
  return () => cancel();
}

export function usePrefetchLists() {
  const queryClient = useQueryClient();
  const { canManageUsers, canReadMoney } = usePermissions();
  // Only for a session the server has confirmed: while a stored one is checked nothing is asked, and
  // signing out (the area stays on screen until the server answers) stops the lists not yet asked.
  const confirmed = useSession().status === 'authenticated';
  useEffect(() => {
    if (!confirmed) return;
    // A change of role, or the area going, also stops them (they are asked one by one).
    let stopped = false;
    let stop = () => {};
    const cancelWait = whenSettled(queryClient, () => {
      // The eleven lists' code comes only now: on a direct visit its two dozen small modules would
      // otherwise be preloaded beside the screen's own (decision 157).
      void import('./prefetch-list-queries').then(({ prefetchLists }) => {
        if (!stopped) stop = prefetchLists(queryClient, { canReadMoney, canManageUsers });
      });
    });
    return () => {
      stopped = true;
      cancelWait();
      stop();
    };
  }, [queryClient, canManageUsers, canReadMoney, confirmed]);
}
