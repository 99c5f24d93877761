import type { Browser, BrowserContext, CDPSession, Page } from 'playwright';
import { signedInStorage, withChromium } from './chromium';
import type { LighthousePage } from './lighthouse-run';
import { median } from './report-format';

// Decisions 208 and 217: Lighthouse's phone profile runs the page at full speed and multiplies its
// tasks by four afterwards; on this shared 2-core machine the same build moves 300–400 ms of TBT
// between two runs. Here the phone is made in Chromium itself: the CPU slowed four times and the
// network of Lighthouse's 4G (150 ms, 1,6 Mbit/s down, 750 kbit/s up), each screen visited cold
// (HTTP cache emptied, session kept) several times; medians of what the page itself observed.

export type PhoneRow = {
  page: string;
  visits: number;
  fcpMs: number;
  lcpMs: number;
  /** Long tasks' time over 50 ms after the first paint, as TBT counts it. */
  tbtMs: number;
  /** Every long task's whole duration, first paint or not. */
  longTasksMs: number;
  /** Layout shifts not caused by input, summed over the visit (decision 230 found one this way). */
  cls: number;
};

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// Installed before the page's own scripts: the long tasks, the largest paint and the layout shifts,
// as they happen.
const OBSERVE = `(() => {
  const seen = { tasks: [], lcp: 0, cls: 0 };
  window.__gdoPhone = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) seen.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const READ = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const { tasks, lcp, cls } = window.__gdoPhone;
  const tbt = tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const all = tasks.reduce((sum, [, d]) => sum + d, 0);
  return [fcp, lcp, tbt, all, cls];
})()`;

/**
 * Opens `url` cold (HTTP cache emptied, session kept) on the slowed phone, runs `during` on the
 * page's DevTools session before it loads and `after` once it has drawn what follows its last
 * answer. The profiler of decision 241 visits the same way.
 */
export async function slowPhoneVisit<T>(
  browser: Browser,
  storage: string,
  url: string,
  during: (cdp: CDPSession, context: BrowserContext) => Promise<void>,
  after: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'pt-BR',
    storageState: JSON.parse(storage),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await during(cdp, context);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(2_000); // what the screen draws after its last answer
    return await after(page, cdp);
  } finally {
    await context.close();
  }
}

const visit = (browser: Browser, storage: string, url: string): Promise<number[]> =>
  slowPhoneVisit(
    browser,
    storage,
    url,
    async (_cdp, context) => {
      await context.addInitScript(OBSERVE);
    },
    async (page) => (await page.evaluate(READ)) as number[],
  );

/** The dashboard and `pages`, each visited `visits` times in turn, signed in, on the slowed phone. */
export async function measurePhone(
  baseUrl: string,
  credentials: { email: string; password: string },
  pages: LighthousePage[],
  visits: number,
): Promise<PhoneRow[]> {
  return withChromium(async (browser) => {
    const storage = await signedInStorage(browser, baseUrl, credentials);

    const all = [{ page: 'dashboard', path: '/dashboard' }, ...pages];
    const seen = new Map(all.map((p) => [p.page, [] as number[][]]));
    for (let i = 0; i < visits; i++) {
      for (const p of all) seen.get(p.page)!.push(await visit(browser, storage, `${baseUrl}${p.path}`));
    }
    return all.map(({ page: name }) => {
      const rows = seen.get(name)!;
      const of = (i: number) => median(rows.map((r) => r[i]!));
      return {
        page: name,
        visits,
        fcpMs: of(0),
        lcpMs: of(1),
        tbtMs: of(2),
        longTasksMs: of(3),
        cls: of(4),
      };
    });
  });
}
