import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
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
