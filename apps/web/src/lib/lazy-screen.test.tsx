import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { lazyScreen } from './lazy-screen';

const LOAD_FAILED = 'Não foi possível carregar esta tela. Verifique sua conexão.';

function Etapas() {
  return <h1>Etapas</h1>;
}

describe('lazyScreen', () => {
  // React reports every error an error boundary catches; here those errors are the point.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // First in this file: the page's first screen is drawn before any other (decision 222).
  it("keeps the page's first screen behind Suspense even when its chunk has arrived", async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Etapas }));
    Screen.preload();
    await act(() => Promise.resolve());
    renderUi(<Screen />);
    expect(screen.getByText('Aguarde...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Etapas' })).toBeInTheDocument();
  });

  it('draws a later screen whose chunk has arrived in the same render, without the loading panel', async () => {
    const Obras = () => <h1>Obras</h1>;
    const Screen = lazyScreen(() => Promise.resolve({ default: Obras }));
    Screen.preload();
    await act(() => Promise.resolve());
    renderUi(<Screen />);
    expect(screen.getByRole('heading', { name: 'Obras' })).toBeInTheDocument();
    expect(screen.queryByText('Aguarde...')).not.toBeInTheDocument();
  });

  it('offers to try again when the chunk fails, and loads it on retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Etapas });
    const Screen = lazyScreen(load);
    const { user } = renderUi(<Screen />);

    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Etapas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('when a new version was published since the page was opened', () => {
    const ENTRADA = '/assets/index-antigo.js';
    beforeEach(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.setAttribute('src', ENTRADA);
      document.head.append(script);
    });
    afterEach(() => {
      document.head.querySelector('script[type="module"]')?.remove();
      vi.unstubAllGlobals();
    });
    const servidor = (entrada: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(`<script type="module" crossorigin src="${entrada}"></script>`)),
      );
    const falha = () =>
      lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    it('says so and offers to reload the page, which no retry of the gone file would mend', async () => {
      servidor('/assets/index-novo.js');
      const Screen = falha();
      renderUi(<Screen />);
      expect(await screen.findByRole('button', { name: 'Recarregar a página' })).toBeInTheDocument();
      expect(
        screen.getByText(/O sistema foi atualizado depois que esta página foi aberta/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
      expect(fetch).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
    });

    it('keeps "Tentar novamente" when the server still serves this version (the connection failed)', async () => {
      servidor(ENTRADA);
      const Screen = falha();
      renderUi(<Screen />);
      expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
      // The server's page read and compared.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(fetch).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Recarregar a página' })).not.toBeInTheDocument();
    });
  });

  it('gives up after 120 s and shows the same message', async () => {
    vi.useFakeTimers();
    const Screen = lazyScreen(() => new Promise<{ default: typeof Etapas }>(() => {}));
    renderUi(<Screen />);
    expect(screen.getByText('Aguarde...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(LOAD_FAILED)).toBeInTheDocument();
  });
});
