import { expect, type Page, test } from '@playwright/test';
import { heading, signIn } from './support';

// Decision 226: a long text field grows with its lines. Chromium sizes it by itself (CSS
// `field-sizing: content`, checked in diario-relatorio.spec.ts); a browser without that (older
// Safari, Firefox) gets Mantine's autosize, which measures a hidden copy of the field. Here Chromium
// is made to say it lacks `field-sizing` before the app loads, so the fallback runs in a real browser.

async function objetoDoContrato(page: Page) {
  await page.goto('/contratos/novo');
  await expect(heading(page, 'Novo contrato')).toBeVisible();
  return page.getByRole('textbox', { name: /^Objeto/ });
}

async function cresceEVolta(page: Page) {
  const objeto = await objetoDoContrato(page);
  const vazio = (await objeto.boundingBox())!.height;
  await objeto.fill('Estrutura de concreto\nBlocos e sapatas\nPilares do térreo\nLaje do primeiro piso');
  await expect.poll(async () => (await objeto.boundingBox())!.height).toBeGreaterThan(vazio + 40);
  await objeto.fill('Estrutura de concreto');
  await expect.poll(async () => (await objeto.boundingBox())!.height).toBe(vazio);
}

test.beforeEach(async ({ page }) => signIn(page));

test('a long text field grows and shrinks with its lines where the browser has no field-sizing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      /field-sizing/.test(args[0]) ? false : supports(...(args as [string, string]))) as typeof CSS.supports;
  });
  await cresceEVolta(page);
  // Mantine's autosize at work: its hidden copy of the field is on the page.
  await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(1);
});

test('the same field grows and shrinks sized by Chromium itself, with no hidden copy', async ({ page }) => {
  await cresceEVolta(page);
  await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(0);
});
