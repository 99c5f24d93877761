import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';
import { sessionReply, storeSession } from '../../test/session';
import { usePrefetchLists } from './prefetch-lists';

// A screen whose own answer is held back, under the hook the authenticated layout runs.
function Tela() {
  usePrefetchLists();
  const tela = useQuery({
    queryKey: ['tela'],
    queryFn: () => fetch('/api/tela').then((response) => response.json()),
  });
  return <p>{tela.data ? 'Tela pronta' : 'Carregando'}</p>;
}

afterEach(() => localStorage.clear());

it("prefetches the lists only once the opened screen's own answer has arrived (decision 142)", async () => {
  storeSession();
  let responder = () => {};
  const resposta = new Promise<void>((resolve) => {
    responder = resolve;
  });
  const calls = stubFetch((request) => {
    if (request.path === '/api/tela') return resposta.then(() => ({ body: { ok: true } }));
    if (request.path.endsWith('/list')) return { body: [], headers: { 'X-Total-Count': '0' } };
    return sessionReply(request);
  });
  renderApp(<Tela />);
  const listas = () => calls.filter((call) => call.path.endsWith('/list'));
  await waitFor(() => expect(calls.some((call) => call.path === '/api/users/me')).toBe(true));
  // Longer than the wait before asking and the idle fallback together: still nothing.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(listas()).toHaveLength(0);

  responder();
  expect(await screen.findByText('Tela pronta')).toBeInTheDocument();
  await waitFor(() => expect(listas().map((call) => call.path)).toContain('/api/clientes/list'), {
    timeout: 5000,
  });
});

it('asks the background lists one at a time, all of them, and no more once the signed-in area is gone', async () => {
  const listas = (calls: ReturnType<typeof stubFetch>) => calls.filter((call) => call.path.endsWith('/list'));
  const reply = (request: Parameters<Parameters<typeof stubFetch>[0]>[0]) => {
    if (request.path === '/api/tela') return { body: { ok: true } };
    if (request.path.endsWith('/list')) return { body: [], headers: { 'X-Total-Count': '0' } };
    return sessionReply(request);
  };

  // An administrator who reads money: the eleven lists of spec §4, each asked once.
  storeSession();
  const todas = stubFetch(reply);
  const primeira = renderApp(<Tela />);
  await waitFor(() => expect(listas(todas)).toHaveLength(11), { timeout: 8000 });
  expect(new Set(listas(todas).map((call) => call.path + call.query.toString())).size).toBe(11);
  primeira.unmount();

  // Gone after the first list: one list asked in its own task, the other ten never; with the
  // browser's idle callbacks (jsdom has none: the first pass uses the setTimeout fallback) too.
  const goneAfterFirst = async () => {
    let avisar = () => {};
    const pediuUma = new Promise<void>((resolve) => {
      avisar = resolve;
    });
    const calls = stubFetch((request) => {
      if (request.path.endsWith('/list')) avisar();
      return reply(request);
    });
    const segunda = renderApp(<Tela />);
    await pediuUma;
    segunda.unmount();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(listas(calls)).toHaveLength(1);
  };
  await goneAfterFirst();
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 1));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  try {
    await goneAfterFirst();
  } finally {
    vi.unstubAllGlobals();
  }
});
