import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { type ReturnState, returnPathOf } from '@/lib/return-path';
import { NotFoundScreen } from './screens';

const LoginScreen = lazyScreen(() => import('@/features/autenticacao/routes/login-screen'));

// Any other path leads to the login, which remembers it: the sign-in lands there.
function ToLogin() {
  const location = useLocation();
  const state: ReturnState = { retorno: returnPathOf(location) };
  return <Navigate to={paths.login} replace state={state} />;
}

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
      <Route path="*" element={<ToLogin />} />
    </Routes>
  );
}
