import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { CROSS_ORIGIN_PORT, PORT } from '../playwright.config';
import { E2E_ADMIN, heading, searchList, signIn, toast } from './support';

// Issue 10 item 12: the web app built with VITE_API_URL and served from another origin, against
// the API started with CORS_ORIGIN set to it (playwright.config.ts). Signing in, editing (PUT)
// and deleting (DELETE) all cross origins, each behind a preflight.
const API = `http://127.0.0.1:${PORT}`;
const WEB = `http://127.0.0.1:${CROSS_ORIGIN_PORT}`;
const WEB_SOURCE = fileURLToPath(new URL('../../apps/web', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

const CLIENTE = { nome: 'Otávio Cruz Nogueira', cpf_cnpj: '318.477.390-67' };
const ORCAMENTO = 'Orçamento de outra origem';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A static server for the build, answering index.html for the app's own routes. */
function serve(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', WEB).pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function post(api: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await api.post(path, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

let outDir: string;
let web: Server;
let clienteId: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(join(tmpdir(), 'gdo-e2e-web-'));
  const started = Date.now();
  execFileSync(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB_SOURCE,
    env: { ...process.env, VITE_API_URL: API },
    stdio: 'inherit',
  });
  console.log(`origem cruzada: build do app web com VITE_API_URL em ${Date.now() - started} ms`);
  web = await serve(outDir, CROSS_ORIGIN_PORT);

  const api = await request.newContext({ baseURL: API });
  const login = await api.post('/api/autenticacao/autenticar', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const etapa = await post(api, token, '/api/etapas/create', { numero: '93', nome: 'Fundação remota' });
  const sub = await post(api, token, '/api/subetapas/create', {
    etapa: etapa.id,
    numero: '93.01',
    nome: 'Estacas',
  });
  clienteId = (
    await post(api, token, '/api/clientes/create', {
      ...CLIENTE,
      telefone: '11987654321',
      email: 'otavio.nogueira@exemplo.com.br',
    })
  ).id;
  const obra = await post(api, token, '/api/obras/create', { id_cliente: clienteId, nome: 'Casa Nogueira' });
  await post(api, token, '/api/orcamentos/create', {
    nome: ORCAMENTO,
    id_cliente: clienteId,
    obra: obra.id,
    itens: [
      {
        etapa: etapa.id,
        subitens: [{ subetapa: sub.id, unidade: 'verba', quantidade: '1', valor_unitario: '500.00' }],
      },
    ],
  });
  await api.dispose();
});

test.afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

test.use({ baseURL: WEB });

test('served from another origin, the app signs in, edits a cliente and deletes a budget', async ({
  page,
}) => {
  const crossOrigin = (method: string, path: string) =>
    page.waitForResponse((r) => r.request().method() === method && r.url().startsWith(`${API}${path}`));

  const signedIn = crossOrigin('POST', '/api/autenticacao/autenticar');
  await signIn(page);
  expect((await signedIn).status()).toBe(200);
  expect(new URL(page.url()).origin).toBe(WEB);

  await page.goto(`/clientes/novo?id=${clienteId}`);
  await expect(heading(page, 'Editar cliente')).toBeVisible();
  await page.getByRole('textbox', { name: 'Telefone', exact: true }).fill('1134567890');
  const edited = crossOrigin('PUT', `/api/clientes/edit/${clienteId}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await edited).status()).toBe(200);
  await expect(toast(page, 'Cliente salvo com sucesso.')).toBeVisible();

  await page.goto('/orcamentos');
  await searchList(page, 'Buscar orçamentos', 'outra origem');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: ORCAMENTO, exact: true }) });
  await row.getByRole('button', { name: `Mais ações de ${ORCAMENTO}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const deleted = crossOrigin('DELETE', '/api/orcamentos/delete/');
  await page
    .getByRole('dialog', { name: 'Excluir orçamento?' })
    .getByRole('button', { name: 'Excluir orçamento' })
    .click();
  expect((await deleted).status()).toBe(200);
  await expect(toast(page, 'Orçamento removido.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
