import type { Browser } from 'playwright';

// The system Chromium (Debian's), never a downloaded browser; flags this sandbox needs.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The HTTP/2 front's certificate is made for the run (http2-front.ts).
  '--ignore-certificate-errors',
];

/** What marks the dashboard usable: the firm's totals and the obra cards with their figures. */
export const DASHBOARD_TOTALS = 'section[aria-label="Totais da empresa"]';
export const DASHBOARD_CARD = 'article[aria-label^="Obra "]';

/** A session signed in through the login screen, as Playwright's storage state (JSON). */
export async function signedInStorage(
  browser: Browser,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('E-mail').fill(credentials.email);
    await page.getByLabel('Senha').fill(credentials.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator(DASHBOARD_CARD).first().waitFor({ timeout: 120_000 });
    return JSON.stringify(await context.storageState());
  } finally {
    await context.close();
  }
}
