import { diaNoCanteiro } from '@gdo/domain/fuso';
import { canReadMoney } from '@gdo/domain/permissoes';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { rememberedCanReadMoney } from '@/entities/autenticacao/remembered-money';
import { currentUserQueryOptions } from '@/entities/usuarios/api/get-current-user';
import { type LazyScreen, lazyScreen, type ScreenModule, type ScreenVisit } from '@/lib/lazy-screen';
import { SCREEN_TABLE } from './screen-table';

// The signed-in screens of ./screen-table, loaded on demand. This module is in the entry chunk,
// so a direct visit asks for its screen's chunk at once, beside the session check and the
// signed-in area's own chunk, instead of after them (decision 150).

export type ScreenRoute = { path: string; Screen: LazyScreen<object>; money?: true; datesAtFirstDraw?: true };

const MODULES = import.meta.glob<ScreenModule<object>>('/src/features/*/routes/*-screen.tsx');

// One lazy screen per module: two addresses of one screen (new and edit) share its chunk.
const byModule = new Map<string, LazyScreen<object>>();
function screenOf(module: string): LazyScreen<object> {
  const load = MODULES[`/src/features/${module}.tsx`];
  if (!load) throw new Error(`Tela inexistente na tabela de rotas: ${module}`);
  const screen = byModule.get(module) ?? lazyScreen(load);
  byModule.set(module, screen);
  return screen;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = SCREEN_TABLE.map(
  ({ path, module, money, datesAtFirstDraw }) => ({
    path,
    Screen: screenOf(module),
    money,
    datesAtFirstDraw,
  }),
);

export const NotFoundScreen = lazyScreen(() => import('./not-found'));

// The signed-in area (menu, header, the routes below): loaded only once there is a session.
export const AuthenticatedRoutes = lazyScreen(() => import('./authenticated-routes'));

/**
 * Starts loading the code of the screen at `path`, when a link to it is pointed at, touched or
 * focused: by the click it has often arrived, and the screen is drawn at once (decision 222).
 */
export function preloadScreenAt(path: string): void {
  screenRouteAt(path)?.Screen.preload();
}

/** The screen's route at `path`, if any. */
function screenRouteAt(path: string): ScreenRoute | undefined {
  return SCREEN_ROUTES.find((candidate) => matchPath(candidate.path, path));
}

/**
 * Starts loading the signed-in area and the screen at `pathname` (the dashboard at '/'), and the
 * screen's first answers once its chunk has come (decision 212). A screen showing money asks only
 * once the user's call, or the roles it answered last time (decision 215), say the role sees
 * money: a diario user never calls a money route.
 */
export function preloadSignedIn(
  pathname: string,
  { queryClient, search, userId }: Pick<ScreenVisit, 'queryClient' | 'search'> & { userId: number | null },
): void {
  AuthenticatedRoutes.preload();
  const target = pathname === paths.login ? paths.painel : pathname;
  const route = screenRouteAt(target);
  const match = route && matchPath(route.path, target);
  route?.Screen.preload();
  if (route && match) {
    const visit = { queryClient, params: match.params, search };
    if (!route.money || rememberedCanReadMoney(userId)) route.Screen.preload(visit);
    else if (userId !== null)
      queryClient.fetchQuery(currentUserQueryOptions(userId)).then(
        (user) => canReadMoney(user.permissoes) && route.Screen.preload(visit),
        () => undefined,
      );
  }
  // Chromium's first date formatter in a page loads ICU's data (65–110 ms of CPU on a phone four
  // times slower, whatever its locale or zone; the next ones 0,1–6 ms): done now, while the main
  // thread waits for the screen's chunks, the screen's first render does not pay it (decisions 196
  // and 227).
  if (route?.datesAtFirstDraw) setTimeout(() => diaNoCanteiro(), 0);
}
