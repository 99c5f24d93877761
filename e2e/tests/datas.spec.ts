import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 13, typing: a day typed as people type it is understood; an impossible one stays in the
// field, explained under it, instead of vanishing when the field is left.
test('a typed date 1/2/26 is understood and 31/02/2026 explained', async ({ page }) => {
  await signIn(page);
  await page.goto('/contratos/novo');
  const inicio = page.getByLabel('Início da vigência');
  await inicio.fill('1/2/26');
  await inicio.press('Tab');
  await expect(inicio).toHaveValue('01/02/2026');

  const fim = page.getByLabel('Fim da vigência');
  await fim.fill('31122026');
  await fim.press('Tab');
  await expect(fim).toHaveValue('31/12/2026');

  await inicio.fill('31/02/2026');
  await inicio.press('Tab');
  await expect(inicio).toHaveValue('31/02/2026');
  await expect(page.getByText('Esta data não existe. Confira o dia e o mês.')).toBeVisible();
  await expect(inicio).toHaveAttribute('aria-invalid', 'true');
});
