import { signInThroughLogin, withChromium } from './chromium';

// The diário's list screen in Chromium on a phone's viewport (390 × 844), as a site user opens it
// after signing in: every byte the network counts (Network.loadingFinished encodedDataLength:
// compressed bodies plus headers) from the navigation until the network is quiet, split into the
// API's calls, the thumbnails and the app's own files.

export type TelaDaLista = {
  /** The report list's own call(s). */
  lista: number;
  /** The thumbnails the screen loaded, and how many. */
  miniaturas: number;
  imagens: number;
  /** Every other API call of the screen (the obra, the resumo, the chain's check, the session). */
  outrasApi: number;
  /** The app's JavaScript, CSS and fonts (cold cache: the first visit). */
  assets: number;
  /** From the navigation to the first report card on screen. */
  ms: number;
};

const CARTAO = 'article[aria-label^="Relatório nº"]';

export async function medirTelaDaLista(
  baseUrl: string,
  obraId: number,
  credentials: { email: string; password: string },
): Promise<TelaDaLista> {
  return withChromium(async (browser) => {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInThroughLogin(page, baseUrl, credentials, 'networkidle');
    await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
    await page.waitForLoadState('networkidle');
    // A new page of the same context: the session stays, the memory cache does not.
    const tela = await context.newPage();
    const cdp = await context.newCDPSession(tela);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map<string, string>();
    const medida: TelaDaLista = { lista: 0, miniaturas: 0, imagens: 0, outrasApi: 0, assets: 0, ms: 0 };
    let ultimo = performance.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      urls.set(requestId, request.url);
      ultimo = performance.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const path = new URL(urls.get(requestId) ?? 'http://x/').pathname;
      urls.delete(requestId);
      ultimo = performance.now();
      if (path.startsWith('/api/diarios/list/')) medida.lista += encodedDataLength;
      else if (path.startsWith('/api/diarios/fotos/arquivo/')) {
        medida.miniaturas += encodedDataLength;
        medida.imagens += 1;
      } else if (path.startsWith('/api/')) medida.outrasApi += encodedDataLength;
      else medida.assets += encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => urls.delete(requestId));
    const started = performance.now();
    await tela.goto(`${baseUrl}/obras/diario/${obraId}`);
    await tela.locator(CARTAO).first().waitFor({ timeout: 60_000 });
    medida.ms = performance.now() - started;
    // Quiet for 2 s: the lazy thumbnails near the viewport have come, and nothing else is pending.
    const prazo = performance.now() + 30_000;
    while (performance.now() < prazo && (urls.size > 0 || performance.now() - ultimo < 2000)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return medida;
  });
}
