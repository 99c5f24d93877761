import { addDays } from '@gdo/domain/date';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
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

/** The newest toast that says `text` (an older one with the same text may still be fading out). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text }).last();

/** The administrator's token, for setting a scene up through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/autenticacao/autenticar', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).token;
}

/** A POST that must succeed (200), answering its body: a scene's records. */
export async function api(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { authorization: token }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** Types in a list's search box and waits for the search to reach the address (the box waits a
 * moment before searching): a row clicked earlier may belong to the unfiltered page. */
export async function searchList(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replaceAll('%20', '\\+')}`));
}

/** A register's searched picker (fornecedor, modelo, obra…): types in it, waits for the server's
 * answer to that text and picks the option whose name starts with `name` (a line under it may add
 * the CPF/CNPJ). */
export async function pickSearched(page: Page, label: string | RegExp, text: string, name: string = text) {
  const searched = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname.endsWith('/list') && url.searchParams.get('q') === text;
  });
  await page.getByRole('textbox', { name: label }).fill(text);
  await searched;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('option', { name: new RegExp(`^${escaped}`) }).click();
}

/** The day `offset` days from today on the sites' clock (aaaa-mm-dd), as the app and the server read it. */
export const diaDoCanteiro = (offset = 0) => addDays(diaNoCanteiro(), offset);

/**
 * Decision 226: a long text field grows with its lines and shrinks back. Fills `campo` with
 * `linhas` (several lines), then with the first of them alone.
 */
export async function cresceEVolta(campo: Locator, linhas: string[]): Promise<void> {
  const vazio = (await campo.boundingBox())!.height;
  await campo.fill(linhas.join('\n'));
  await expect.poll(async () => (await campo.boundingBox())!.height).toBeGreaterThan(vazio + 40);
  await campo.fill(linhas[0]!);
  await expect.poll(async () => (await campo.boundingBox())!.height).toBe(vazio);
}

/**
 * Decisions 210 and 235: a table that scrolls inside its box is a tab stop, and once it has the
 * focus the arrows bring `coluna`, hidden at first, into view: its right edge reaches `borda()`,
 * where the visible part ends (the box's right edge, or a kept column's left edge).
 */
export async function setasMostramColuna(
  page: Page,
  janela: Locator,
  coluna: Locator,
  borda: () => Promise<number>,
): Promise<void> {
  const aVista = async () => {
    const caixa = (await coluna.boundingBox())!;
    return caixa.x + caixa.width <= (await borda()) + 1;
  };
  expect(await aVista()).toBe(false);
  await janela.focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(aVista).toBe(true);
}
