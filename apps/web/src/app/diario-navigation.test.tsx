import { diaNoCanteiro } from '@gdo/domain/fuso';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIARIO_RASCUNHO } from '../../test/diario-fixtures';
import { type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { OBRA, USUARIO } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionReply, storeSession } from '../../test/session';
import { AppRouter } from './router';

// The diario role (site staff, decision 070) sees no money: the API answers 403 to budgets,
// models, contracts, the RDO/RDA books and the dashboard. The web app offers none of them.

const CANTEIRO = { ...USUARIO, nome: 'Pedro Mestre', permissoes: ['diario' as const] };
const MONEY_API = /^\/api\/(orcamentos|contratos|rdo|rda|painel|dashboard|obras\/resumo)\b/;
const OUTRA_OBRA = { ...OBRA, id: OBRA.id + 1, nome: 'Galpão Norte' };
// Today on the sites' clock, as the screen reads it: the machine's own day differs from 21:00 in São Paulo.
const HOJE = { ...DIARIO_RASCUNHO, id: 77, obra: OUTRA_OBRA.id, numero: 12, data: diaNoCanteiro() };

/** A site user's API; the first `falhas` calls for the last reports are refused. */
function siteUser(falhas = 0) {
  storeSession();
  return stubFetch((call) => {
    if (MONEY_API.test(call.path)) return { status: 403, body: { message: 'Sem permissão.' } };
    if (call.path === `/api/obras/get/${OBRA.id}`) return { body: OBRA };
    if (call.path === '/api/obras/list')
      return { body: [OBRA, OUTRA_OBRA], headers: { 'X-Total-Count': '2' } };
    if (call.path === '/api/diarios/ultimos' && falhas-- > 0)
      return { status: 429, body: { message: 'Muitas requisições. Aguarde um instante.' } };
    if (call.path === '/api/diarios/ultimos') return ultimos(call);
    return sessionReply(call, CANTEIRO) ?? { body: [] };
  });
}

/** The last reports' call (decision 185): each obra asked about, with its report. */
const ULTIMOS = new Map([DIARIO_RASCUNHO, HOJE].map((d) => [d.obra, d]));
function ultimos(call: RecordedCall) {
  const ids = (call.query.get('obras') ?? '').split(',').map(Number);
  return {
    body: ids.map((obra) => {
      const d = ULTIMOS.get(obra);
      return { obra, ultimo: d ? { id: d.id, numero: d.numero, data: d.data, status: d.status } : null };
    }),
  };
}

/** The main menu opened as on a phone (jsdom's width), once its links read `links` in order. */
async function menuShows(user: UserEvent, links: string[]) {
  await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
  await waitFor(() =>
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links),
  );
  return nav;
}

describe('navigation of a diario user', () => {
  it('lands on the diário, with the registers and etapas in the menu and no money screen', async () => {
    const calls = siteUser();
    const { user, router } = renderApp(<AppRouter />, { route: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Diário de obra' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/obras/diario');
    const nav = await menuShows(user, ['Diário de obra', 'Clientes', 'Obras', 'Fornecedores', 'Etapas']);
    for (const name of ['Dashboard', 'Orçamentos', 'Modelos de orçamento', 'Contratos', 'Usuários']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    // Only the obras in progress, searched by the server.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/obras/list')).toBe(true));
    expect(calls.find((call) => call.path === '/api/obras/list')?.query.get('status')).toBe('1');
    expect(calls.filter((call) => MONEY_API.test(call.path)).map((call) => call.path)).toEqual([]);
  });

  it.each(['/dashboard', '/orcamentos', '/orcamentos/modelos', '/contratos/', '/obras/lancamentos/rdo/3'])(
    'takes a link to %s to the diário instead of a refusal',
    async (route) => {
      const calls = siteUser();
      const { router } = renderApp(<AppRouter />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Diário de obra' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/obras/diario');
      expect(calls.filter((call) => MONEY_API.test(call.path)).map((call) => call.path)).toEqual([]);
    },
  );

  it('shows an obra without its money figures or the RDO/RDA books', async () => {
    const calls = siteUser();
    renderApp(<AppRouter />, { route: `/obras/detalhamento/${OBRA.id}` });
    expect(await screen.findByRole('heading', { name: OBRA.nome })).toBeInTheDocument();
    expect(screen.getByText('Cliente, endereço, prazos e responsáveis da obra.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lançamentos do/ })).not.toBeInTheDocument();
    // The obra's diário is theirs: its link and section, without money (decision 073).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Diário de obra' })).toHaveAttribute(
      'href',
      `/obras/diario/${OBRA.id}`,
    );
    expect(screen.getByRole('region', { name: 'Diário de obra' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumo financeiro' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando o resumo financeiro')).not.toBeInTheDocument();
    expect(calls.filter((call) => MONEY_API.test(call.path)).map((call) => call.path)).toEqual([]);
  });

  it("offers each obra's last report and today's: open it when written, else a new one", async () => {
    const calls = siteUser();
    const { user, router } = renderApp(<AppRouter />, { route: '/obras/diario' });
    const semHoje = await screen.findByRole('article', { name: OBRA.nome });
    expect(await within(semHoje).findByText('Último: nº 5, 20/11/2026')).toBeInTheDocument();
    // The page's last reports in one call, not one per obra (decision 185).
    const doDiario = calls.filter((call) => call.path.startsWith('/api/diarios/'));
    expect(doDiario.map((call) => `${call.path}?${call.query}`)).toEqual([
      `/api/diarios/ultimos?obras=${OBRA.id}%2C${OUTRA_OBRA.id}`,
    ]);
    expect(within(semHoje).getByText('Rascunho')).toBeInTheDocument();
    const comHoje = screen.getByRole('article', { name: OUTRA_OBRA.nome });
    expect(await within(comHoje).findByRole('link', { name: 'Relatório de hoje' })).toHaveAttribute(
      'href',
      `/obras/diario/${OUTRA_OBRA.id}/relatorio/77`,
    );
    expect(within(comHoje).queryByRole('link', { name: 'Novo relatório de hoje' })).not.toBeInTheDocument();

    await user.click(within(semHoje).getByRole('link', { name: 'Novo relatório de hoje' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/obras/diario/${OBRA.id}/novo`));
  });

  it('says when the last reports could not be read, offers no action meanwhile, and asks again', async () => {
    siteUser(1);
    const { user } = renderApp(<AppRouter />, { route: '/obras/diario' });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível ler o último relatório das obras.');
    const semHoje = screen.getByRole('article', { name: OBRA.nome });
    expect(within(semHoje).queryByRole('link', { name: 'Novo relatório de hoje' })).not.toBeInTheDocument();
    expect(within(semHoje).queryByLabelText('Carregando o último relatório')).not.toBeInTheDocument();

    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(semHoje).findByRole('link', { name: 'Novo relatório de hoje' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['admin', true],
    ['leitura', false],
  ] as const)('keeps a %s user on the dashboard, with the diário second in the menu', async (role, admin) => {
    storeSession();
    stubFetch((call) => sessionReply(call, { ...USUARIO, permissoes: [role] }) ?? { body: [] });
    const { user, router } = renderApp(<AppRouter />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await menuShows(user, [
      'Dashboard',
      'Diário de obra',
      'Clientes',
      'Obras',
      'Fornecedores',
      'Orçamentos',
      'Modelos de orçamento',
      'Contratos',
      'Etapas',
      'Contas a pagar',
      'Fluxo de caixa',
      ...(admin ? ['Usuários', 'Dados da empresa', 'Unidades de medida'] : []),
    ]);
  });

  it('reaches the etapas catalogue from the menu', async () => {
    siteUser();
    const { user } = renderApp(<AppRouter />, { route: '/obras' });
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    await user.click(await within(nav).findByRole('link', { name: 'Etapas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Etapas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar etapa' })).not.toBeInTheDocument();
  });
});
