import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DASHBOARD_CARD, signInThroughLogin } from './chromium';

// The running Chromium's DevTools port (launch).
let debugPort = 0;
// BENCH_LIGHTHOUSE_DIR=… keeps each run's full HTML report there, for the details of an audit.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const FORM_FACTORS = [
  { name: 'celular', config: undefined },
  { name: 'desktop', config: desktopConfig },
] as const;

export type LighthouseRow = {
  page: string;
  formFactor: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed, with how many elements each flagged. */
  failing: { id: string; title: string; items: number }[];
  /**
   * Why Lighthouse could not measure the screen (its runtime error, e.g. NO_NAVSTART, an audit
   * that errored, or what it threw), after one retry; the scores and times are then meaningless.
   */
  falha?: string;
};

/**
 * The system Chromium on its own, headless, with a DevTools port Lighthouse connects to: one the
 * system gives (port 0), read from the profile's DevToolsActivePort, so two benches never meet.
 */
async function launch(): Promise<{ child: ChildProcess; dir: string; port: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'gdo-lighthouse-'));
  const args = ['--headless=new', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${dir}`];
  // In a group of its own, so the browser's helpers end with it (Debian's chromium is a wrapper).
  const child = spawn(CHROMIUM_PATH, [...args, 'about:blank'], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    const port = Number(readActivePort(dir));
    if (
      port > 0 &&
      (await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      return { child, dir, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

function readActivePort(dir: string): string | undefined {
  try {
    return readFileSync(join(dir, 'DevToolsActivePort'), 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
}

/** A tab of that Chromium's own profile, driven by Playwright for the length of `work`. */
async function withTab(work: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await work(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Empties the HTTP cache and keeps the session: a cold visit of a signed-in user. */
const clearCache = () =>
  withTab(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });

/** Why `lhr` has no scores, or undefined when both categories were scored. */
export function failureOf(lhr: Pick<Result, 'runtimeError' | 'categories' | 'audits'>): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  const unscored = ['performance', 'accessibility'].filter(
    (id) => typeof lhr.categories[id]?.score !== 'number',
  );
  if (unscored.length === 0) return undefined;
  const errored = Object.values(lhr.audits).find((audit) => audit.scoreDisplayMode === 'error');
  return errored ? `${errored.id}: ${errored.errorMessage ?? 'erro'}` : `sem nota de ${unscored.join(' e ')}`;
}

function row(page: string, formFactor: string, lhr: Result): LighthouseRow {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      items: (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    }));
  return {
    page,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    falha: failureOf(lhr),
  };
}

/** A row for a screen Lighthouse could not measure: nothing but the reason. */
const failedRow = (page: string, formFactor: string, falha: string): LighthouseRow => ({
  page,
  formFactor,
  performance: Number.NaN,
  accessibility: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  failing: [],
  falha,
});

/** One Lighthouse run of `url` in one form factor; what it threw becomes the row's `falha`. */
async function auditOnce(
  url: string,
  page: string,
  signedIn: boolean,
  { name, config }: (typeof FORM_FACTORS)[number],
): Promise<LighthouseRow> {
  // Lighthouse's own storage reset would sign the user out: the cache is emptied by hand instead.
  if (signedIn) await clearCache();
  try {
    const result = await lighthouse(
      url,
      {
        port: debugPort,
        logLevel: 'error',
        output: REPORT_DIR ? 'html' : 'json',
        locale: 'pt', // Lighthouse's Brazilian Portuguese (pt-PT is the other)
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      },
      config,
    );
    if (!result) return failedRow(page, name, 'o Lighthouse não devolveu resultado');
    if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${page}-${name}.report.html`), String(result.report));
    return row(page, name, result.lhr);
  } catch (error) {
    return failedRow(page, name, String(error instanceof Error ? error.message : error).split('\n')[0]!);
  }
}

/** Each form factor of `url`; a run that fails (NO_NAVSTART and the like) is tried once more. */
async function audit(
  url: string,
  page: string,
  signedIn: boolean,
  profiles: readonly (typeof FORM_FACTORS)[number][],
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const formFactor of profiles) {
    let result = await auditOnce(url, page, signedIn, formFactor);
    if (result.falha) {
      console.warn(`Lighthouse falhou em ${page} (${formFactor.name}): ${result.falha}; tentando de novo`);
      result = await auditOnce(url, page, signedIn, formFactor);
    }
    rows.push(result);
  }
  return rows;
}

/** A screen behind the login, by its name in the report and its address. */
export type LighthousePage = { page: string; path: string };

/**
 * Lighthouse (performance and accessibility, phone and desktop settings) on the login screen, then,
 * after signing in through it in the same profile, on the dashboard and each of `pages`.
 */
export async function measureLighthouse(
  baseUrl: string,
  credentials: { email: string; password: string },
  pages: LighthousePage[] = [],
  { phoneOnly = false }: { phoneOnly?: boolean } = {},
): Promise<LighthouseRow[]> {
  // Both profiles, or the phone's alone (ab.ts compares builds on the phone).
  const profiles = phoneOnly ? FORM_FACTORS.slice(0, 1) : FORM_FACTORS;
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  const { child, dir, port } = await launch();
  debugPort = port;
  try {
    const rows = await audit(`${baseUrl}/`, 'login', false, profiles);
    await withTab(async (page) => {
      await signInThroughLogin(page, baseUrl, credentials);
      await page.locator(DASHBOARD_CARD).first().waitFor({ timeout: 120_000 });
    });
    rows.push(...(await audit(`${baseUrl}/dashboard`, 'dashboard', true, profiles)));
    for (const { page, path } of pages)
      rows.push(...(await audit(`${baseUrl}${path}`, page, true, profiles)));
    return rows;
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const group = child.pid;
      try {
        if (group === undefined) child.kill('SIGTERM');
        else process.kill(-group, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await exited;
    }
    // A helper still writing to the profile leaves a temporary folder behind, not a failed run.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`Perfil temporário do Chromium não apagado (${dir}): ${(error as Error).message}`);
    }
  }
}
