import { expect, test } from '@playwright/test';
import { E2E_ADMIN, heading, signIn } from './support';

test.describe('sign-in', () => {
  test('a wrong password shows the danger toast and stays on the login screen', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByText('Falha na autenticação. Por favor, verifique suas credenciais.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Entrar stays disabled until the e-mail is valid and a password is typed', async ({ page }) => {
    await page.goto('/');
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await expect(entrar).toBeDisabled();
    await page.getByLabel('E-mail').fill('nao-e-um-email');
    await page.getByLabel('Senha').fill('x');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('Digite um e-mail válido para entrar.')).toBeVisible();
    await expect(entrar).toBeDisabled();
    await page.getByLabel('E-mail').fill('alguem@empresa.com.br');
    await expect(entrar).toBeEnabled();
  });

  test('signs in, keeps the session across a reload, and signs out', async ({ page }) => {
    await signIn(page);
    await expect(page.getByText(E2E_ADMIN.nome).first()).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(heading(page, 'Dashboard')).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('a token revoked on the server signs the user out on the next start', async ({ page, request }) => {
    await signIn(page);
    const token = await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        const value = localStorage.getItem(key) ?? '';
        if (/^[A-Za-z0-9_-]{43}$/.test(value.replaceAll('"', ''))) return value.replaceAll('"', '');
      }
      return '';
    });
    expect(token).not.toBe('');
    await request.post('/api/autenticacao/sair', { headers: { authorization: token } });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('greeting by the hour (America/Sao_Paulo)', () => {
  for (const [time, greeting] of [
    ['11:59', 'Olá, bom dia!'],
    ['12:00', 'Olá, boa tarde!'],
    ['16:59', 'Olá, boa tarde!'],
    ['17:00', 'Olá, boa noite!'],
  ] as const) {
    test(`at ${time} the login says '${greeting}'`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(`2026-03-02T${time}:00-03:00`));
      await page.goto('/');
      await expect(page.getByText(greeting)).toBeVisible();
      await expect(page.getByText('Sistema de gestão de obras')).toBeVisible();
      await expect(page.getByText('Digite os dados abaixo para acessar o sistema.')).toBeVisible();
    });
  }
});
