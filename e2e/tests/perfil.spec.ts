import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { E2E_ADMIN, heading, signIn, toast } from './support';

// Issue 10, item 5: a clerk (role lancamentos) reaches their profile from the header, edits their
// own name and phone, changes their password (a wrong current one first), which ends their other
// session, and signs in again with the new one. The specs share one database: this user is new.
test.describe.configure({ mode: 'serial' });

const CLERK = { nome: 'Rafael Lançador', email: 'rafael.perfil@e2e.com.br', password: 'senha-inicial-9' };
const NOVA_SENHA = 'Cimento-Forte-42';

// What a person sees at that width: the top of the profile, then its password section.
async function shoot(page: Page, testInfo: TestInfo, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`perfil-${width}-topo.png`) });
  await page.getByRole('button', { name: 'Alterar senha' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`perfil-${width}-senha.png`) });
}

async function createClerk(request: APIRequestContext) {
  const login = await request.post('/api/autenticacao/autenticar', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/users/create', {
    headers: { authorization: token },
    data: { ...CLERK, permissoes: ['lancamentos'] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a clerk edits their profile and changes their password from the header', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two devices and three sign-ins (each an argon2 hash): longer than one screen's story.
  test.setTimeout(90_000);
  await createClerk(request);
  // The same clerk signed in on another device: the password change must end that session.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, CLERK.email, CLERK.password);

  await signIn(page, CLERK.email, CLERK.password);
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await page.getByRole('link', { name: `Meu perfil: ${CLERK.nome}` }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(heading(page, 'Meu perfil')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Acesso' })).toContainText(CLERK.email);
  await expect(page.getByRole('region', { name: 'Acesso' })).toContainText('Lançamentos');

  await page.getByLabel(/^Nome/).fill('Rafael Souza Lançador');
  await page.getByLabel('Telefone').fill('21987654321');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Perfil salvo com sucesso.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meu perfil: Rafael Souza Lançador' })).toBeVisible();
  await expect(page.getByLabel('Telefone')).toHaveValue('(21) 98765-4321');

  await expect(page.getByRole('button', { name: 'Salvar' })).toBeFocused();
  await shoot(page, testInfo, 1280, 800);

  const senha = page.getByRole('region', { name: 'Senha' });
  await senha.getByLabel(/^Senha atual/).fill('nao-e-a-senha-1');
  await senha.getByLabel(/^Nova senha/).fill(NOVA_SENHA);
  await senha.getByLabel(/^Confirme a nova senha/).fill(NOVA_SENHA);
  await senha.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(senha.getByText('A senha atual está incorreta.')).toBeVisible();
  await expect(senha.getByLabel(/^Senha atual/)).toBeFocused();

  await senha.getByLabel(/^Senha atual/).fill(CLERK.password);
  await senha.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada. As suas outras sessões foram encerradas.')).toBeVisible();

  // This session goes on; the other device's is over at its next call.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Sistema de gestão de obras' })).toBeVisible();
  await otherDevice.close();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Sistema de gestão de obras' })).toBeVisible();
  await page.getByLabel('E-mail').fill(CLERK.email);
  await page.getByLabel('Senha').fill(CLERK.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(toast(page, 'Falha na autenticação.')).toBeVisible();
  await signIn(page, CLERK.email, NOVA_SENHA);
  await expect(page.getByRole('link', { name: 'Meu perfil: Rafael Souza Lançador' })).toBeVisible();
});

test('the profile fits a 390 px phone and is reached from the header there too', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, CLERK.email, NOVA_SENHA);
  await page.getByRole('link', { name: /^Meu perfil/ }).click();
  await expect(heading(page, 'Meu perfil')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 390, 844);

  // Keyboard only: from the password section's first field to its button.
  await page
    .getByRole('region', { name: 'Senha' })
    .getByLabel(/^Senha atual/)
    .focus();
  for (const label of [/^Nova senha/, /^Confirme a nova senha/]) {
    await page.keyboard.press('Tab');
    // The show/hide toggle of each field sits between them.
    if (!(await page.getByLabel(label).evaluate((el) => el === document.activeElement)))
      await page.keyboard.press('Tab');
    await expect(page.getByLabel(label)).toBeFocused();
  }
});
