import { type Browser, chromium, type Page } from 'playwright';

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

/** The system Chromium for the length of `work`, closed afterwards whatever happens. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Types the credentials into the login screen and presses "Entrar"; where it lands is the caller's. */
export async function signInThroughLogin(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
  waitUntil: 'load' | 'networkidle' = 'load',
): Promise<void> {
  await page.goto(`${baseUrl}/`, { waitUntil });
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A session signed in through the login screen, as Playwright's storage state (JSON). */
export async function signedInStorage(
  browser: Browser,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInThroughLogin(page, baseUrl, credentials);
    await page.locator(DASHBOARD_CARD).first().waitFor({ timeout: 120_000 });
    return JSON.stringify(await context.storageState());
  } finally {
    await context.close();
  }
}
