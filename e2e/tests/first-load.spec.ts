import { expect, test } from '@playwright/test';
import { heading, signIn } from './support';

// Decision 150: a direct visit with a stored session asks for its screen's chunk beside the app's
// entry (index.html's inline script adds its modulepreload links), not after the session check.
test("a direct visit asks for its screen's code before the session check answers", async ({ page }) => {
  await signIn(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  // index.html's inline script runs only by its hash in the server's CSP (decision 243).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/etapas');
  await expect(heading(page, 'Etapas')).toBeVisible();
  expect(refused).toEqual([]);

  const screenChunk = requests.findIndex((path) => /\/assets\/etapas-screen-[\w-]+\.js$/.test(path));
  const tokenCheck = requests.indexOf('/api/autenticacao/validatoken');
  expect(screenChunk).toBeGreaterThan(-1);
  expect(tokenCheck).toBeGreaterThan(-1);
  expect(screenChunk).toBeLessThan(tokenCheck);
  await expect(page.locator('link[rel="modulepreload"][href*="/etapas-screen-"]')).toHaveCount(1);
});

test('signed out, the login screen is preloaded by index.html, and signing in lands on the dashboard', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await signIn(page);
  const loginChunk = requests.findIndex((path) => /\/assets\/login-screen-[\w-]+\.js$/.test(path));
  expect(loginChunk).toBeGreaterThan(-1);
  await expect(page.locator('link[rel="modulepreload"][href*="/login-screen-"]')).toHaveCount(1);
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

// Decision 217: the domain's schemas are built only where a form validates with them. A screen that
// only shows (the dashboard, every list, the diário, the money screens) loads no zod; a form's does.
const SHOWING_SCREENS = [
  '/dashboard',
  '/clientes',
  '/obras',
  '/fornecedores',
  '/orcamentos',
  '/orcamentos/modelos',
  '/contratos/',
  '/obras/diario',
  '/financeiro/contas-a-pagar',
  '/financeiro/fluxo-de-caixa',
];

test('the screens that only show load no zod, and a form loads it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const zod: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/zod-[\w-]+\.js$/.test(new URL(request.url()).pathname)) zod.push(request.url());
  });
  for (const path of SHOWING_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(zod, path).toEqual([]);
  }
  await page.goto('/clientes/novo');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
  await expect.poll(() => zod.length).toBeGreaterThan(0);
});

// Decision 213: index.html's stylesheets do not hold the first paint; the app draws only with them.
test('the loading panel paints while the stylesheets are still coming, and the login draws with them', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's one stylesheet (decision 224), Mantine's rules in it.
  await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Aguarde...' })).toBeVisible();
  // Painted, not only laid out: a render-blocking sheet held back would hold the first paint too.
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 5_000 },
  );
  // The entry has run and applied the sheets; without Mantine's, the login is not drawn yet.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('link[data-gdo-estilo]')].every(
      (link) => (link as HTMLLinkElement).media === 'all',
    ),
  );
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  release();
  const entrar = page.getByRole('button', { name: 'Entrar' });
  await expect(entrar).toBeVisible();
  expect(await entrar.evaluate((button) => getComputedStyle(button).borderTopLeftRadius)).not.toBe('0px');
});

// Decision 234: the theme's CSS variables come with the stylesheet, not from a <style> the provider
// computes on the first render; the brand's orange and the AA-contrast grey still reach the page.
test("the theme's colours come from the stylesheet, computed by no render", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const lido = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      estilosDoProvedor: document.querySelectorAll('style[data-mantine-styles="true"]').length,
      dimmed: root.getPropertyValue('--mantine-color-dimmed').trim(),
      primaria: root.getPropertyValue('--mantine-primary-color-filled').trim(),
    };
  });
  expect(lido).toEqual({
    estilosDoProvedor: 0,
    // gray-7: 4.5:1 and more on white (Mantine's own dimmed, gray-6, is 3.3:1).
    dimmed: '#495057',
    // obra-7: the primary shade that carries white text at 5:1.
    primaria: '#c2410c',
  });
});
