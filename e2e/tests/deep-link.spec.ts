import { expect, test } from '@playwright/test';
import { E2E_ADMIN, heading } from './support';

// Issue 13: a link followed while signed out leads to the login, and the sign-in lands on the page
// that was asked for, its query included. Only a path of this app is followed: the unit tests of
// apps/web/src/lib/return-path.ts refuse the others.
test('a deep link survives the sign-in', async ({ page }) => {
  await page.goto('/etapas?q=funda');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/etapas\?q=funda$/);
  await expect(heading(page, 'Etapas')).toBeVisible();
});
