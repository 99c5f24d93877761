import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ADMIN, heading, pickSearched, searchList, signIn } from './support';

// Issue 10 item 13 and issue 13: a double click on a create makes one record (decision 054). The
// button is locked while its request is in flight, and the request carries an Idempotency-Key.
test.describe.configure({ mode: 'serial' });

// Numbers and documents no other spec uses: the specs share one database.
const CLIENTE = { nome: 'Helena Duarte Prado', cpf_cnpj: '318.476.520-26', obra: 'Casa Duarte' };
const ORCAMENTO = 'Orçamento Casa Duarte';

type Api = { request: APIRequestContext; token: string };

async function api(request: APIRequestContext): Promise<Api> {
  const login = await request.post('/api/autenticacao/autenticar', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return { request, token: ((await login.json()) as { token: string }).token };
}

async function post({ request, token }: Api, path: string, data: unknown) {
  const res = await request.post(path, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number; nome: string };
}

async function get<T>({ request, token }: Api, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: token } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const orcamentosNamed = async (a: Api, prefix: string) =>
  (await get<{ nome: string }[]>(a, `/api/orcamentos/list?q=${encodeURIComponent(prefix)}`)).filter((o) =>
    o.nome.startsWith(prefix),
  );

/** Every create the page sends, with its Idempotency-Key. */
function recordCreates(page: Page) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(create|duplicate\/\d+)$/.test(new URL(request.url()).pathname)) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

/** Both clicks before the page can redraw anything: the quickest double click there is. */
const clickTwiceAtOnce = (target: Locator) =>
  target.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

let obraId: number;
let clienteId: number;

test.beforeEach(async ({ page }) => signIn(page));

test('a double click on Salvar of a new budget makes one budget, with one request', async ({
  page,
  request,
}) => {
  const a = await api(request);
  const cliente = await post(a, '/api/clientes/create', {
    nome: CLIENTE.nome,
    cpf_cnpj: CLIENTE.cpf_cnpj,
    telefone: '11987654321',
    email: 'helena.duarte@exemplo.com.br',
  });
  clienteId = cliente.id;
  obraId = (await post(a, '/api/obras/create', { id_cliente: cliente.id, nome: CLIENTE.obra })).id;

  await page.goto('/orcamentos/novo');
  await expect(heading(page, 'Novo orçamento')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cliente' }).fill('Duarte');
  await page.getByRole('option', { name: new RegExp(CLIENTE.nome) }).click();
  await page.getByRole('combobox', { name: 'Obra' }).selectOption({ label: CLIENTE.obra });
  await page.getByRole('textbox', { name: 'Nome do orçamento' }).fill(ORCAMENTO);

  const keys = recordCreates(page);
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Salvar' }));
  await expect(page).toHaveURL(/\/orcamentos\/edit\/\d+$/);
  await expect(heading(page, 'Editar orçamento')).toBeVisible();
  expect(await orcamentosNamed(a, ORCAMENTO)).toHaveLength(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
});

test('a double click with the mouse on Salvar of a new model makes one model', async ({ page, request }) => {
  const a = await api(request);
  await page.goto('/orcamentos/modelos/novo');
  await page.getByRole('textbox', { name: 'Nome do modelo' }).fill('Modelo Duarte');
  const keys = recordCreates(page);
  await page.getByRole('button', { name: 'Salvar' }).dblclick();
  await expect(page).toHaveURL(/\?id=\d+$/);
  const modelos = await get<{ nome: string }[]>(a, '/api/orcamentos/modelos/list?q=Duarte');
  expect(modelos.filter((m) => m.nome === 'Modelo Duarte')).toHaveLength(1);
  expect(keys).toHaveLength(1);
});

test('two clicks in one instant on "Duplicar" make one copy', async ({ page, request }) => {
  const a = await api(request);
  await page.goto('/orcamentos');
  await searchList(page, 'Buscar orçamentos', 'Casa Duarte');
  await page.getByRole('button', { name: `Mais ações de ${ORCAMENTO}` }).click();
  await clickTwiceAtOnce(page.getByRole('menuitem', { name: 'Duplicar' }));
  await expect(page.getByTestId('toast').filter({ hasText: 'Orçamento duplicado' }).first()).toBeVisible();
  await expect.poll(async () => (await orcamentosNamed(a, `${ORCAMENTO} (cópia)`)).length).toBe(1);
  // Nothing else arrives later.
  await page.waitForTimeout(500);
  expect(await orcamentosNamed(a, `${ORCAMENTO} (cópia)`)).toHaveLength(1);
});

test('two clicks in one instant on "Criar RDO" make one RDO, without an error', async ({ page, request }) => {
  const a = await api(request);
  await page.goto(`/obras/lancamentos/rdo/${obraId}`);
  const criar = page.getByRole('button', { name: 'Criar RDO' });
  await expect(criar).toBeEnabled();
  const keys = recordCreates(page);
  await clickTwiceAtOnce(criar);
  await expect(page.getByTestId('toast').filter({ hasText: 'RDO criado.' }).first()).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('toast').filter({ hasText: 'Falha' })).toHaveCount(0);
  expect(keys).toHaveLength(1);
  const rdos = await get<{ obra: number }[]>(a, '/api/rdo/list');
  expect(rdos.filter((d) => d.obra === obraId)).toHaveLength(1);
});

test('two clicks in one instant on Salvar of a new lançamento make one entry', async ({ page, request }) => {
  const a = await api(request);
  const etapa = await post(a, '/api/etapas/create', { numero: '77', nome: 'Fundação do clique duplo' });
  const sub = await post(a, '/api/subetapas/create', { etapa: etapa.id, numero: '77.01', nome: 'Brocas' });
  const obra = await post(a, '/api/obras/create', { id_cliente: clienteId, nome: 'Edícula Duarte' });
  const orcamento = await post(a, '/api/orcamentos/create', {
    nome: 'Orçamento da edícula',
    id_cliente: clienteId,
    obra: obra.id,
    itens: [
      {
        etapa: etapa.id,
        subitens: [{ subetapa: sub.id, unidade: 'verba', quantidade: '1', valor_unitario: '5000.00' }],
      },
    ],
  });
  await post(a, '/api/rdo/create', { obra: obra.id, orcamento: orcamento.id });
  await post(a, '/api/fornecedores/create', {
    nome: 'Perfuratriz Duarte',
    cpf_cnpj: '61.824.017/0001-58',
    telefone: '(11) 3456-7811',
    email: 'perfuratriz@exemplo.com.br',
  });

  await page.goto(`/obras/lancamentos/rdo/${obra.id}/novo`);
  const field = (label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?: \\*)?$`));
  await pickSearched(page, 'Fornecedor', 'Perfuratriz Duarte');
  await field('Nº NF').fill('7001');
  await field('Descrição').fill('Brocas da edícula');
  await field('Etapa (item 1)').selectOption({ label: '77 Fundação do clique duplo' });
  await field('Subetapa (item 1)').selectOption({ label: '77.01 Brocas' });
  await field('Valor (item 1)').fill('250,00');
  const keys = recordCreates(page);
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Salvar' }));
  await expect(page.getByTestId('toast').filter({ hasText: 'Lançamento salvo.' }).first()).toBeVisible();
  expect(keys).toHaveLength(1);
  const lancamentos = await get<{ descricao: string }[]>(a, `/api/rdo/lancamentos/list/obra/${obra.id}`);
  expect(lancamentos.filter((l) => l.descricao === 'Brocas da edícula')).toHaveLength(1);
});
