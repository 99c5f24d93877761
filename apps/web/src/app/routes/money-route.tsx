import { Navigate, Outlet } from 'react-router';
import { Carregando } from '@/components/ui/carregando';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';

/**
 * The screens showing money (budgets, contracts, the RDO/RDA books, the dashboard). A user who sees
 * none (role diario: the API answers these 403) lands on the diário de obra's way in instead, its
 * home (decision 170): a link, a bookmark or the sign-in's default to the dashboard never ends on a
 * refusal.
 */
export function MoneyRoute() {
  const { loaded, failed, canReadMoney } = usePermissions();
  // A user call that failed leaves the decision to the server: the screen opens as before. Before
  // it answers, the roles it answered last time open the screen, its calls beside the user's; a
  // role changed since is sent to the diário when the answer comes (decisions 215 and 230).
  if (failed || canReadMoney) return <Outlet />;
  if (loaded) return <Navigate to={paths.diarios} replace />;
  return <Carregando rotulo="Carregando" />;
}
