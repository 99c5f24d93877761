import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { paths } from '@/config/paths';
import { MoneyRoute } from './money-route';
import { NotFoundScreen, SCREEN_ROUTES, type ScreenRoute } from './screens';

function screenRoute({ path, Screen }: ScreenRoute) {
  return <Route key={path} path={path} element={<Screen />} />;
}

// Spec §2, authenticated routes, every screen loaded on demand (the table in ./screen-table). The
// create forms of the spec ('Generic create form, type cliente', …) are all EntityFormScreen: each
// feature's route passes it the type and the definition of its fields; ?id= on the same route edits.
export default function AuthenticatedRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={paths.painel} replace />} />
        {SCREEN_ROUTES.filter((route) => !route.money).map(screenRoute)}
        {/* Screens showing money: a user who sees none (diario) lands on the diário instead. */}
        <Route element={<MoneyRoute />}>
          {SCREEN_ROUTES.filter((route) => route.money).map(screenRoute)}
        </Route>
        <Route
          path={paths.notFound}
          element={<NotFoundScreen backTo={paths.painel} backLabel="Voltar ao dashboard" />}
        />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}
