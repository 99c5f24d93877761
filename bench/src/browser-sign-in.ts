import type { Browser } from 'playwright';
import { DASHBOARD_CARD, DASHBOARD_TOTALS, withChromium } from './chromium';
import { type Bytes, Traffic } from './traffic';

type Phase = 'login' | 'entrar' | 'depois';

export type SignInRun = {
  /** From the click on Entrar to the frame that shows the totals and the obra cards. */
  ms: number;
  /** From the click to the sign-in call's answer, and to the dashboard data's: the rest is the browser's. */
  signInMs: number;
  painelMs: number;
  cards: number;
  /** The login screen, cold. */
  login: Bytes;
  /** From the click to the usable dashboard. */
  entrar: Bytes;
  /** After it, until the network is quiet: the lists prefetched once the browser is idle. */
  depois: Bytes;
};

// Longer than the app's wait before its prefetch (SETTLE_MS, then idle or IDLE_TIMEOUT_MS, 2 s).
const QUIET_MS = 3500;

// Set up in the page before the click: the click's time, and the first frame after the dashboard's
// totals and cards are in the DOM, both on the page's own clock (no round trip to this process).
const WATCH_DASHBOARD = `(() => {
  const marks = (window.__gdoBench = {});
  document.addEventListener('click', (event) => { marks.click ??= event.timeStamp; }, { capture: true });
  const ready = () => document.querySelector('${DASHBOARD_TOTALS}') && document.querySelector('${DASHBOARD_CARD}');
  new MutationObserver((_, observer) => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => { marks.ready = performance.now(); });
  }).observe(document.body, { childList: true, subtree: true });
})()`;

// The marks above, and when the sign-in and dashboard calls ended (resource timing, same clock).
const TIMES = `(() => {
  const { click, ready } = window.__gdoBench;
  const end = (path) => Math.max(...performance.getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === path).map((entry) => entry.responseEnd)) - click;
  return { ms: ready - click, signInMs: end('/api/autenticacao/autenticar'), painelMs: end('/api/dashboard/obras') };
})()`;

/** One cold sign-in (a new context: empty cache and storage) through the login screen, as a user does it. */
async function signInOnce(
  browser: Browser,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<SignInRun> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const traffic = new Traffic<Phase>(cdp, 'login');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByLabel('E-mail').fill(credentials.email);
    await page.getByLabel('Senha').fill(credentials.password);
    await page.evaluate(WATCH_DASHBOARD);
    traffic.phase = 'entrar';
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator(DASHBOARD_CARD).first().waitFor({ timeout: 120_000 });
    // The app's CSP refuses waitForFunction's eval; the mark is a frame away at most.
    while ((await page.evaluate('window.__gdoBench.ready')) === undefined) await page.waitForTimeout(20);
    traffic.phase = 'depois';
    const { ms, signInMs, painelMs } = (await page.evaluate(TIMES)) as Record<string, number>;
    const cards = (await page.evaluate(`document.querySelectorAll('${DASHBOARD_CARD}').length`)) as number;
    await traffic.idle(QUIET_MS);
    return {
      ms: ms!,
      signInMs: signInMs!,
      painelMs: painelMs!,
      cards,
      login: traffic.of('login'),
      entrar: traffic.of('entrar'),
      depois: traffic.of('depois'),
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold sign-ins in the system Chromium, one after another. */
export async function measureSignIn(
  baseUrl: string,
  credentials: { email: string; password: string },
  runs: number,
): Promise<SignInRun[]> {
  return withChromium(async (browser) => {
    const results: SignInRun[] = [];
    for (let i = 0; i < runs; i++) results.push(await signInOnce(browser, baseUrl, credentials));
    return results;
  });
}
