import type { Role } from '@gdo/domain/usuario';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, rememberedRoles, rememberRoles } from '@/lib/storage';
import { type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { OBRA, USUARIO } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionReply, storeSession } from '../../test/session';
import { AppRouter } from './router';

// A direct visit asks for the screen's first answers with its chunk, beside the session calls
// (decision 212): the diário's list does not wait for the obra, nor the dashboard for a render.

/** A call held in flight until `release` is called. */
function held() {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answered, release: () => release() };
}

const paths = (calls: RecordedCall[]) => calls.map((call) => call.path);

/** The roles the user's call answered last time, as the app keeps them (decision 215). */
const remember = (roles: Role[] = ['financeiro']) => rememberRoles(USUARIO.id, roles);

describe('first answers of a direct visit', () => {
  it('asks for the diário list, its last 30 days and its chain while the obra has not answered', async () => {
    storeSession();
    const obra = held();
    const calls = stubFetch(async (call) => {
      if (call.path === `/api/obras/get/${OBRA.id}`) {
        await obra.answered;
        return { body: OBRA };
      }
      // The strip and the chain are not this test's: refused, they show their own retry.
      if (/^\/api\/diarios\/(resumo|verificar)\//.test(call.path))
        return { status: 404, body: { message: 'Recurso não encontrado.' } };
      return sessionReply(call) ?? { body: [], headers: { 'X-Total-Count': '0' } };
    });
    renderApp(<AppRouter />, { route: `/obras/diario/${OBRA.id}?de=2026-11-01&ate=2026-10-01&page=2` });

    await waitFor(() =>
      expect(paths(calls)).toEqual(
        expect.arrayContaining([
          `/api/diarios/list/obra/${OBRA.id}`,
          `/api/diarios/resumo/obra/${OBRA.id}`,
          `/api/diarios/verificar/obra/${OBRA.id}`,
        ]),
      ),
    );
    // The same page and period the screen shows (an end before the start is left out), asked once.
    const lista = calls.filter((call) => call.path === `/api/diarios/list/obra/${OBRA.id}`);
    expect(lista.map((call) => Object.fromEntries(call.query))).toEqual([
      { de: '2026-11-01', page: '2', pageSize: '10' },
    ]);
    obra.release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Relatórios' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `/api/diarios/list/obra/${OBRA.id}`)).toHaveLength(1);
  });

  it("asks for a report's obra, its budget's etapas and the report itself before the screen draws", async () => {
    storeSession();
    const drawnWhenAsked = new Map<string, boolean>();
    const calls = stubFetch((call) => {
      if (/^\/api\/(obras\/get|diarios\/etapas|diarios\/get)\//.test(call.path)) {
        drawnWhenAsked.set(call.path, screen.queryByRole('heading', { level: 1 }) !== null);
        return new Promise(() => {});
      }
      return sessionReply(call, { ...USUARIO, permissoes: ['diario'] }) ?? { body: [] };
    });
    renderApp(<AppRouter />, { route: `/obras/diario/${OBRA.id}/relatorio/5` });

    await waitFor(() => expect(drawnWhenAsked.size).toBe(3));
    expect(Object.fromEntries(drawnWhenAsked)).toEqual({
      [`/api/obras/get/${OBRA.id}`]: false,
      [`/api/diarios/etapas/obra/${OBRA.id}`]: false,
      '/api/diarios/get/5': false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Relatório diário nº/ })).toBeInTheDocument();
    // Each asked once: the screen's own queries find them in flight.
    expect(paths(calls).filter((path) => drawnWhenAsked.has(path))).toHaveLength(3);
  });

  it('asks for the dashboard once the user call says the role sees money, before the screen draws', async () => {
    storeSession();
    const drawnWhenAsked: boolean[] = [];
    const calls = stubFetch((call) => {
      if (call.path === '/api/dashboard/obras') {
        drawnWhenAsked.push(screen.queryByRole('heading', { level: 1, name: 'Dashboard' }) !== null);
        return new Promise(() => {});
      }
      return sessionReply(call, USUARIO) ?? { body: [] };
    });
    renderApp(<AppRouter />, { route: '/dashboard?q=torre&sort=nome' });

    await waitFor(() => expect(paths(calls)).toContain('/api/dashboard/obras'));
    const painel = calls.filter((call) => call.path === '/api/dashboard/obras');
    expect(painel.map((call) => Object.fromEntries(call.query))).toEqual([{ q: 'torre', sort: 'nome' }]);
    expect(paths(calls).indexOf('/api/users/me')).toBeLessThan(paths(calls).indexOf('/api/dashboard/obras'));
    // Asked before the screen drew, not by its first render.
    expect(drawnWhenAsked).toEqual([false]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('the roles the user call answered last time (decision 215)', () => {
  it('open a money screen and ask for its answers while the user call has not answered', async () => {
    storeSession();
    remember(['financeiro']);
    const calls = stubFetch((call) => {
      if (call.path === '/api/users/me') return new Promise(() => {});
      if (call.path === '/api/dashboard/obras') return new Promise(() => {});
      return sessionReply(call) ?? { body: [] };
    });
    renderApp(<AppRouter />, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(paths(calls)).toContain('/api/dashboard/obras'));
    // The user's own call is still in flight: nothing else gave the screen away.
    expect(paths(calls)).toContain('/api/users/me');
  });

  it("draw a screen's buttons with the screen, and the answer takes away what it does not grant (decision 230)", async () => {
    storeSession();
    remember(['admin']);
    const me = held();
    stubFetch(async (call) => {
      if (call.path === '/api/users/me') {
        await me.answered;
        return { body: { ...USUARIO, permissoes: ['leitura'] } };
      }
      if (call.path === `/api/obras/get/${OBRA.id}`) return { body: OBRA };
      if (/^\/api\/diarios\/(resumo|verificar)\//.test(call.path))
        return { status: 404, body: { message: 'Recurso não encontrado.' } };
      return sessionReply(call) ?? { body: [], headers: { 'X-Total-Count': '0' } };
    });
    renderApp(<AppRouter />, { route: `/obras/diario/${OBRA.id}` });

    expect(await screen.findByRole('link', { name: 'Novo relatório' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lançamentos' })).toBeInTheDocument();
    me.release();
    // leitura reads the reports and the money, and writes no report.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Novo relatório' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Lançamentos' })).toBeInTheDocument();
  });

  it('are kept from each answer of the user call and forgotten with the session', async () => {
    storeSession();
    stubFetch((call) => sessionReply(call, { ...USUARIO, permissoes: ['lancamentos'] }) ?? { body: [] });
    renderApp(<AppRouter />, { route: '/dashboard' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('gdo.papeis') ?? 'null')).toEqual({
        userId: USUARIO.id,
        roles: ['lancamentos'],
      }),
    );
    clearSession();
    expect(localStorage.getItem('gdo.papeis')).toBeNull();
  });

  it('send a user whose role lost the money to the diário once the user call answers', async () => {
    storeSession();
    remember(['admin']);
    stubFetch((call) => {
      if (call.path === '/api/dashboard/obras') return { status: 403, body: { message: 'Sem permissão.' } };
      return sessionReply(call, { ...USUARIO, permissoes: ['diario'] }) ?? { body: [] };
    });
    const { router } = renderApp(<AppRouter />, { route: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/obras/diario'));
  });

  it("are not another user's, nor anything but a list of words", async () => {
    for (const kept of [
      JSON.stringify({ userId: USUARIO.id + 1, roles: ['admin'] }),
      JSON.stringify({ userId: USUARIO.id, roles: 'admin' }),
      JSON.stringify({ userId: USUARIO.id, roles: [{ admin: true }] }),
      '{não é json',
    ]) {
      localStorage.setItem('gdo.papeis', kept);
      expect(rememberedRoles(USUARIO.id)).toBeNull();
    }
    remember(['leitura', 'financeiro']);
    expect(rememberedRoles(USUARIO.id)).toEqual(['leitura', 'financeiro']);
  });
});

describe('first answers of the money screens (decisions 212 and 215)', () => {
  it("asks for an RDO's entries, with the address's filters, while the obra has not answered", async () => {
    storeSession();
    remember();
    const obra = held();
    const calls = stubFetch(async (call) => {
      if (call.path === `/api/obras/get/${OBRA.id}`) {
        await obra.answered;
        return { body: OBRA };
      }
      return sessionReply(call) ?? { body: [], headers: { 'X-Total-Count': '0' } };
    });
    renderApp(<AppRouter />, {
      route: `/obras/lancamentos/rdo/${OBRA.id}?q=cimento&estado=vencido&de=2026-01-01&page=3`,
    });

    const lista = `/api/rdo/lancamentos/list/obra/${OBRA.id}`;
    await waitFor(() => expect(paths(calls)).toEqual(expect.arrayContaining(['/api/rdo/list', lista])));
    expect(calls.filter((call) => call.path === lista).map((call) => Object.fromEntries(call.query))).toEqual(
      [expect.objectContaining({ q: 'cimento', estado: 'vencido', de: '2026-01-01', page: '3' })],
    );
    obra.release();
  });

  it('asks for Contas a pagar and its totals per group before the screen draws', async () => {
    storeSession();
    remember();
    const drawnWhenAsked: boolean[] = [];
    const calls = stubFetch((call) => {
      if (call.path.startsWith('/api/financeiro/contas-a-pagar')) {
        drawnWhenAsked.push(screen.queryByRole('heading', { level: 1, name: 'Contas a pagar' }) !== null);
        return new Promise(() => {});
      }
      return sessionReply(call) ?? { body: [] };
    });
    renderApp(<AppRouter />, { route: '/financeiro/contas-a-pagar?grupo=vencidos&obra=7&page=2' });

    await waitFor(() =>
      expect(paths(calls)).toEqual(
        expect.arrayContaining(['/api/financeiro/contas-a-pagar', '/api/financeiro/contas-a-pagar/resumo']),
      ),
    );
    const query = (path: string) =>
      calls.filter((call) => call.path === path).map((c) => Object.fromEntries(c.query));
    expect(query('/api/financeiro/contas-a-pagar')).toEqual([
      expect.objectContaining({ grupo: 'vencidos', obra: '7', page: '2' }),
    ]);
    expect(query('/api/financeiro/contas-a-pagar/resumo')).toEqual([{ obra: '7' }]);
    expect(drawnWhenAsked).toEqual([false, false]);
  });
});
