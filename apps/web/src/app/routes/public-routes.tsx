import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

const LoginScreen = lazyScreen(() => import('@/features/autenticacao/routes/login-screen'));
const NotFoundScreen = lazyScreen(() => import('./not-found'));

// Spec §2, unauthenticated routes.
export function PublicRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginScreen />} />
      <Route
        path={paths.publicNotFound}
        element={
          <main>
            <NotFoundScreen backTo={paths.login} backLabel="Voltar para o login" />
          </main>
        }
      />
      <Route path="*" element={<Navigate to={paths.login} replace />} />
    </Routes>
  );
}
