import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screensLoading } from '@/lib/lazy-screen';
import { stubFetch } from '../../../test/fetch-stub';
import { mediaQueryList } from '../../../test/match-media';
import { renderApp } from '../../../test/render';
import { sessionReply, storeSession } from '../../../test/session';
import { AppRouter } from '../router';

/** A screen as wide as a laptop (every min-width query matches) or as a phone (none does). */
function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, wide && query.includes('min-width')),
  );
}

function signedIn() {
  storeSession();
  stubFetch((call) => sessionReply(call) ?? { body: [], headers: { 'X-Total-Count': '0' } });
}

const menu = () => screen.findByRole('navigation', { name: 'Navegação principal' });

// Decision 218: on a phone the menu's links are drawn when it first opens, not with every screen.
describe('the main menu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone, draws its links the first time it opens, keeps them, and is inert while closed', async () => {
    screenWidth(false);
    signedIn();
    const { user } = renderApp(<AppRouter />, { route: '/clientes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(within(await menu()).queryAllByRole('link')).toEqual([]);
    expect(await menu()).toHaveAttribute('inert');

    const burger = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const clientes = within(await menu()).getByRole('link', { name: 'Clientes' });
    expect(clientes).toHaveAttribute('aria-current', 'page');
    expect(await menu()).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(within(await menu()).getByRole('link', { name: 'Obras' })).toBeInTheDocument();
    expect(await menu()).toHaveAttribute('inert');
  });

  it('on a laptop, has its links from the first draw', async () => {
    screenWidth(true);
    signedIn();
    renderApp(<AppRouter />, { route: '/clientes' });
    expect(await within(await menu()).findByRole('link', { name: 'Obras' })).toBeInTheDocument();
    expect(await menu()).not.toHaveAttribute('inert');
  });

  // Decision 222: pointing at a link loads its screen's code, and the screen is then drawn at once.
  it('loads the screen a link points to when pointed at, and draws it without the loading panel', async () => {
    screenWidth(true);
    signedIn();
    const { user } = renderApp(<AppRouter />, { route: '/clientes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    const obras = within(await menu()).getByRole('link', { name: 'Obras' });
    await user.hover(obras);
    expect(screensLoading()).toBe(1);
    await waitFor(() => expect(screensLoading()).toBe(0));

    let aguarde = false;
    const observer = new MutationObserver(() => {
      aguarde ||= screen.queryByText('Aguarde...') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(obras);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obras' })).toBeInTheDocument();
    observer.disconnect();
    expect(aguarde).toBe(false);
  });

  // Every link of the signed-in area, not only the menu's: one listener on the document. A screen's
  // code stays loaded for the rest of the file, so each of these tests points at screens no other
  // test here opens (Obras above; the cliente form and Fornecedores here).
  it("loads the screen of a screen's own link when it is touched or reached by the keyboard", async () => {
    screenWidth(true);
    signedIn();
    renderApp(<AppRouter />, { route: '/clientes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    await waitFor(() => expect(screensLoading()).toBe(0));
    const novo = screen.getByRole('link', { name: 'Novo cliente' });
    // The finger lands on the button's label, inside the link.
    fireEvent.touchStart(novo.querySelector('span') ?? novo);
    expect(screensLoading()).toBe(1);
    await waitFor(() => expect(screensLoading()).toBe(0));

    act(() =>
      within(screen.getByRole('navigation', { name: 'Navegação principal' }))
        .getByRole('link', { name: 'Fornecedores' })
        .focus(),
    );
    expect(screensLoading()).toBe(1);
    await waitFor(() => expect(screensLoading()).toBe(0));
  });
});
