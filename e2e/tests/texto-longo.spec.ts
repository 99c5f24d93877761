import { expect, type Page, test } from '@playwright/test';
import { cresceEVolta, heading, signIn } from './support';

// Decision 226: a long text field grows with its lines. Chromium sizes it by itself (CSS
// `field-sizing: content`, checked in diario-relatorio.spec.ts); a browser without that (older
// Safari, Firefox) gets Mantine's autosize, which measures a hidden copy of the field. Here Chromium
// is made to say it lacks `field-sizing` before the app loads, so the fallback runs in a real browser.

async function objetoCresceEVolta(page: Page) {
  await page.goto('/contratos/novo');
  await expect(heading(page, 'Novo contrato')).toBeVisible();
  await cresceEVolta(page.getByRole('textbox', { name: /^Objeto/ }), [
    'Estrutura de concreto',
    'Blocos e sapatas',
    'Pilares do térreo',
    'Laje do primeiro piso',
  ]);
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
  await objetoCresceEVolta(page);
  // Mantine's autosize at work: its hidden copy of the field is on the page.
  await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(1);
});

test('the same field grows and shrinks sized by Chromium itself, with no hidden copy', async ({ page }) => {
  await objetoCresceEVolta(page);
  await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(0);
});
