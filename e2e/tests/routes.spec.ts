import { expect, test } from '@playwright/test';
import { heading, signIn } from './support';

test.describe('signed out (spec §2, unauthenticated routes)', () => {
  test('/notFound shows the not-found page', async ({ page }) => {
    await page.goto('/notFound');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
  });

  for (const path of ['/dashboard', '/clientes', '/obras/detalhamento/1', '/qualquer/coisa']) {
    test(`${path} redirects to the login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    });
  }
});

// Spec §2, authenticated routes, each with the title its screen shows.
const SCREENS: [string, string | RegExp][] = [
  ['/dashboard', 'Dashboard'],
  ['/clientes', 'Clientes'],
  ['/clientes/novo', 'Novo cliente'],
  ['/obras', 'Obras'],
  ['/obras/novo', 'Nova obra'],
  ['/obras/detalhamento/1', 'Detalhamento da obra'],
  ['/obras/lancamentos/rdo/1', 'Lançamentos do RDO'],
  ['/obras/lancamentos/rda/1', 'Lançamentos do RDA'],
  ['/obras/lancamentos/rdo/1/novo', 'Novo lançamento no RDO'],
  ['/usuarios', 'Usuários'],
  ['/usuarios/novo', 'Usuários'],
  ['/fornecedores', 'Fornecedores'],
  ['/fornecedores/novo', 'Novo fornecedor'],
  ['/orcamentos', 'Orçamentos'],
  ['/orcamentos/novo', 'Novo orçamento'],
  ['/orcamentos/edit/1', 'Editar orçamento'],
  ['/orcamentos/modelos', 'Modelos de orçamento'],
  ['/orcamentos/modelos/novo', 'Novo modelo de orçamento'],
  ['/contratos/', 'Contratos'],
  ['/contratos/novo', 'Novo contrato'],
  ['/contratos/edit/1', 'Editar contrato'],
  ['/etapas', 'Etapas'],
];

test.describe('signed in (spec §2, authenticated routes)', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('/ redirects to /dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every route of the table opens its screen from a direct URL', async ({ page }) => {
    // One full page load per route (over twenty), each restoring the session: more than the
    // default 30 s on a busy machine.
    test.setTimeout(90_000);
    for (const [path, title] of SCREENS) {
      await page.goto(path);
      await expect(heading(page, title), path).toBeVisible();
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });

  for (const path of ['/qualquer/coisa', '/obras/lancamentos/xyz/1', '/clientes/novo/extra']) {
    test(`${path} redirects to /not-found`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/not-found$/);
      await expect(page.getByText('Página não encontrada')).toBeVisible();
    });
  }

  test('the navigation reaches every module', async ({ page }) => {
    for (const [link, title] of [
      ['Clientes', 'Clientes'],
      ['Obras', 'Obras'],
      ['Fornecedores', 'Fornecedores'],
      ['Orçamentos', 'Orçamentos'],
      ['Modelos de orçamento', 'Modelos de orçamento'],
      ['Contratos', 'Contratos'],
      ['Etapas', 'Etapas'],
      ['Usuários', 'Usuários'],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
      await expect(heading(page, title)).toBeVisible();
    }
  });

  test('on a phone the menu collapses behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(heading(page, 'Dashboard')).toBeVisible();
    // The closed menu's links are drawn when it first opens (decision 218), not with the screen.
    await expect(nav.getByRole('link')).toHaveCount(0);
    // A finger's target, 44 × 44 px at least (WCAG 2.5.5): it was 28 px.
    const abrir = page.getByRole('button', { name: 'Abrir menu' });
    const alvo = (await abrir.boundingBox())!;
    expect(Math.min(alvo.width, alvo.height)).toBeGreaterThanOrEqual(44);
    expect(alvo.x).toBeGreaterThanOrEqual(0);
    await abrir.click();
    const clientes = nav.getByRole('link', { name: 'Clientes', exact: true });
    await expect(clientes).toBeInViewport();
    await clientes.click();
    await expect(heading(page, 'Clientes')).toBeVisible();
  });
});
