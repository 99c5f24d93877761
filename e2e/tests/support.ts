import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

export { E2E_ADMIN };

export async function signIn(
  page: Page,
  email: string = E2E_ADMIN.email,
  password: string = E2E_ADMIN.password,
) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The page's main heading, the title every screen shows. */
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
