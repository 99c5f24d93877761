import { MESSAGES } from '@gdo/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useSession } from '@/entities/autenticacao/session-context';
import { PublicRoutes } from './routes/public-routes';
import { AuthenticatedRoutes, preloadSignedIn } from './routes/screens';

export function AppRouter() {
  const { status, userId } = useSession();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // A stored session opens the signed-in area at once while its token is checked (a 401 signs
  // out): the area's chunk, the screen's and the session calls all start together (decision 150).
  const signedIn = status === 'checking' || status === 'authenticated' || status === 'signingOut';
  // Once, on the first render (an initializer, not an effect: before the area suspends).
  useState(() => {
    if (signedIn) preloadSignedIn(pathname, { queryClient, search: new URLSearchParams(search), userId });
  });

  return (
    <>
      {signedIn ? <AuthenticatedRoutes /> : <PublicRoutes />}
      {status === 'signingIn' && <LoadingOverlay message={MESSAGES.fazendoLogin} />}
      {status === 'signingOut' && <LoadingOverlay message={MESSAGES.fazendoLogout} />}
    </>
  );
}
