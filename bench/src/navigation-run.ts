import type { Browser } from 'playwright';
import { DASHBOARD_CARD, signedInStorage, withChromium } from './chromium';
import { PHONE_NETWORK } from './phone-run';
import { median } from './report-format';

// Decision 222: the first click on each menu link in a session, from the click to the new screen's
// title in the page. A user points at a link before clicking it; the pointer rests on it this long.
export const POINTER_REST_MS = 150;
// The menu's screens, each opened once per round, in this order, after the dashboard has settled.
export const MENU_LINKS = [
  '/clientes',
  '/obras',
  '/fornecedores',
  '/etapas',
  '/financeiro/contas-a-pagar',
  '/contratos/',
  '/orcamentos',
  '/obras/diario',
  '/financeiro/fluxo-de-caixa',
];
const CONDITIONS = [
  { condicao: 'sem lentidão', cpu: 1, network: false },
  { condicao: 'CPU 4×', cpu: 4, network: false },
  { condicao: 'CPU 4× e 4G', cpu: 4, network: true },
] as const;

export type NavigationRow = { condicao: string; clicks: number; medianMs: number; maxMs: number };

// Clicks the link and resolves with the time until the page's h1 says something else (30 s at most).
const CLICK_TO_TITLE = (href: string) => `new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('nenhum título novo 30 s depois do clique em ${href}')), 30000);
  const before = document.querySelector('h1')?.textContent;
  const t0 = performance.now();
  const tick = () => {
    const h1 = document.querySelector('h1');
    if (h1 && h1.textContent !== before) resolve(performance.now() - t0);
    else requestAnimationFrame(tick);
  };
  document.querySelector('a[href="${href}"]').click();
  requestAnimationFrame(tick);
})`;

async function round(
  browser: Browser,
  storage: string,
  baseUrl: string,
  { cpu, network }: (typeof CONDITIONS)[number],
): Promise<number[]> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-BR',
    storageState: JSON.parse(storage),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await page.locator(DASHBOARD_CARD).first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(5_000); // the lists' prefetch (decision 142) done, as a user's first click
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    }
    const times: number[] = [];
    for (const href of MENU_LINKS) {
      await page.hover(`a[href="${href}"]`);
      await page.waitForTimeout(POINTER_REST_MS);
      times.push((await page.evaluate(CLICK_TO_TITLE(href))) as number);
      await page.waitForTimeout(1_500);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** The first click on each menu link, `rounds` fresh sessions per condition, signed in. */
export async function measureNavigation(
  baseUrl: string,
  credentials: { email: string; password: string },
  rounds: number,
): Promise<NavigationRow[]> {
  return withChromium(async (browser) => {
    const storage = await signedInStorage(browser, baseUrl, credentials);
    const rows: NavigationRow[] = [];
    for (const condition of CONDITIONS) {
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) times.push(...(await round(browser, storage, baseUrl, condition)));
      rows.push({
        condicao: condition.condicao,
        clicks: times.length,
        medianMs: median(times),
        maxMs: Math.max(...times),
      });
    }
    return rows;
  });
}
