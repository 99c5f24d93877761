import { expect, test } from '@playwright/test';
import { heading, signIn } from './support';

const SHOTS = '/tmp/shots-nova-versao';

// A page opened before a new version was published asks for screen files that are gone. The server
// answers them 404, the app sees that its page now names another entry script, and offers to reload
// the page, which brings the new version; "Tentar novamente" asked for the same gone file forever.
// The publication is simulated: the contratos screen's file answered 404 and the server's page
// naming another entry script, until the reload.
test('a screen whose file a new version replaced offers to reload the page, which opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(heading(page, 'Dashboard')).toBeVisible();

  const arquivoDaTela = /\/assets\/contratos-screen-[^/]+\.js$/;
  await page.route(arquivoDaTela, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Recurso não encontrado."}',
    }),
  );
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const resposta = await route.fetch();
      const pagina = (await resposta.text()).replace(
        /src="\/assets\/index-[^"]+\.js"/,
        'src="/assets/index-novo.js"',
      );
      await route.fulfill({ response: resposta, body: pagina });
    },
  );

  await page.getByRole('link', { name: 'Contratos' }).click();
  await expect(
    page.getByText('O sistema foi atualizado depois que esta página foi aberta.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/nova-versao-1280.png` });

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Recarregar a página' }).click();
  await expect(heading(page, 'Contratos')).toBeVisible();
});
