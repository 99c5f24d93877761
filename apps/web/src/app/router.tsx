import { MESSAGES } from '@gdo/domain/messages';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useSession } from '@/entities/autenticacao/session-context';
import { lazyScreen } from '@/lib/lazy-screen';
import { PublicRoutes } from './routes/public-routes';

// Everything a signed-in user sees loads only after sign-in, keeping the login route small.
const AuthenticatedRoutes = lazyScreen(() => import('./routes/authenticated-routes'));

export function AppRouter() {
  const { status } = useSession();
  if (status === 'checking') return <LoadingOverlay message={MESSAGES.verificandoAutenticacao} />;

  const signedIn = status === 'authenticated' || status === 'signingOut';
  return (
    <>
      {signedIn ? <AuthenticatedRoutes /> : <PublicRoutes />}
      {status === 'signingIn' && <LoadingOverlay message={MESSAGES.fazendoLogin} />}
      {status === 'signingOut' && <LoadingOverlay message={MESSAGES.fazendoLogout} />}
    </>
  );
}
