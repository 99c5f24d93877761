import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { E2E_ADMIN, heading, pickSearched, searchList, signIn, toast } from './support';

// Issue 4, budgets as an estimator uses them: the catalogue, clientes and a model exist (made
// through the API), then a budget is built from the model in the browser, its totals followed
// to the cent, saved, reopened from its address, duplicated, exported and deleted.
test.describe.configure({ mode: 'serial' });

// Numbers and documents no other spec uses: the specs share one database.
const CLIENTE = { nome: 'Lúcia Andrade Campos', cpf_cnpj: '746.824.890-70', obra: 'Sobrado Andrade' };
const OUTRO = { nome: 'Roberto Nunes Teixeira', cpf_cnpj: '987.654.321-00', obra: 'Galpão Nunes' };
const MODELO = 'Casa térrea E2E';
const ORCAMENTO = 'Orçamento Sobrado Andrade';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

// Fundação (61) with two subetapas and Alvenaria (62) with two; a model with three of them,
// one without a default quantity.
async function cena(request: APIRequestContext) {
  const login = await request.post('/api/autenticacao/autenticar', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const fundacao = await post(request, token, '/api/etapas/create', { numero: '61', nome: 'Fundação E2E' });
  const alvenaria = await post(request, token, '/api/etapas/create', { numero: '62', nome: 'Alvenaria E2E' });
  const sub = (etapa: number, numero: string, nome: string) =>
    post(request, token, '/api/subetapas/create', { etapa, numero, nome });
  const escavacao = await sub(fundacao.id, '61.01', 'Escavação manual');
  const sapatas = await sub(fundacao.id, '61.02', 'Concreto das sapatas');
  const blocos = await sub(alvenaria.id, '62.01', 'Blocos cerâmicos');
  await sub(alvenaria.id, '62.02', 'Reboco');
  for (const pessoa of [CLIENTE, OUTRO]) {
    const cliente = await post(request, token, '/api/clientes/create', {
      nome: pessoa.nome,
      cpf_cnpj: pessoa.cpf_cnpj,
      telefone: '11987654321',
      email: `${pessoa.cpf_cnpj.replace(/\D/g, '')}@exemplo.com.br`,
    });
    await post(request, token, '/api/obras/create', { id_cliente: cliente.id, nome: pessoa.obra });
  }
  await post(request, token, '/api/orcamentos/modelos/create', {
    nome: MODELO,
    itens: [
      {
        etapa: fundacao.id,
        subitens: [
          { subetapa: escavacao.id, unidade: 'm3', quantidade: '12.5', valor_unitario: '48.90' },
          { subetapa: sapatas.id, unidade: 'm3', quantidade: null, valor_unitario: '612.35' },
        ],
      },
      {
        etapa: alvenaria.id,
        subitens: [{ subetapa: blocos.id, unidade: 'm2', quantidade: '180', valor_unitario: '67.45' }],
      },
    ],
  });
}

const row = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const cell = (page: Page, rowName: string, label: string) =>
  row(page, rowName).getByLabel(label, { exact: true });
const itemTotal = (page: Page, etapa: string) => row(page, `Etapa ${etapa}`).getByTestId('item-total');

async function expectTotals(page: Page, custo: string, venda: string) {
  await expect(page.getByTestId('total-custo')).toHaveText(custo);
  await expect(page.getByTestId('total-venda')).toHaveText(venda);
}

async function typeInto(input: Locator, text: string) {
  await input.fill('');
  await input.pressSequentially(text);
}

test.beforeEach(async ({ page }) => signIn(page));

test('a budget built from a model: only the cliente’s obras, totals exact to the cent as quantities change', async ({
  page,
  request,
}) => {
  await cena(request);
  await page.goto('/orcamentos');
  await page.getByRole('link', { name: 'Novo orçamento' }).click();
  await expect(heading(page, 'Novo orçamento')).toBeVisible();

  await page.getByRole('textbox', { name: 'Cliente' }).fill('Andrade');
  await page.getByRole('option', { name: new RegExp(CLIENTE.nome) }).click();
  const obra = page.getByRole('combobox', { name: 'Obra' });
  await expect(obra.getByRole('option')).toHaveText(['Selecione a obra', CLIENTE.obra]);
  await obra.selectOption({ label: CLIENTE.obra });
  await pickSearched(page, 'Modelo', MODELO);
  await page.getByRole('textbox', { name: 'Nome do orçamento' }).fill(ORCAMENTO);

  // The model's structure and defaults, its totals computed as the server would.
  await expect(cell(page, '61.01 Escavação manual', 'Quantidade')).toHaveValue('12,5');
  await expect(cell(page, '61.02 Concreto das sapatas', 'Quantidade')).toHaveValue('');
  await expect(row(page, '61.01 Escavação manual').getByTestId('subitem-total')).toHaveText('R$ 611,25');
  await expect(row(page, '61.02 Concreto das sapatas').getByTestId('subitem-total')).toHaveText('—');
  await expectTotals(page, 'R$ 12.752,25', 'R$ 12.752,25');

  // 3,5 × 612,35 = 2.143,225: half a cent, rounded up.
  await typeInto(cell(page, '61.02 Concreto das sapatas', 'Quantidade'), '3,5');
  await expect(row(page, '61.02 Concreto das sapatas').getByTestId('subitem-total')).toHaveText(
    'R$ 2.143,23',
  );
  await expect(itemTotal(page, '61 Fundação E2E')).toHaveText('R$ 2.754,48');
  await expectTotals(page, 'R$ 14.895,48', 'R$ 14.895,48');

  await typeInto(cell(page, '61.01 Escavação manual', 'Quantidade'), '13');
  await expect(row(page, '61.01 Escavação manual').getByTestId('subitem-total')).toHaveText('R$ 635,70');
  await expect(itemTotal(page, '61 Fundação E2E')).toHaveText('R$ 2.778,93');

  // Enter in a row's last field adds the next subitem and focuses it; Tab walks its cells.
  await cell(page, '62.01 Blocos cerâmicos', 'Valor unitário').press('Enter');
  const novo = row(page, 'Subitem 2 (sem subetapa)');
  await expect(novo.getByLabel('Subetapa', { exact: true })).toBeFocused();
  await novo.getByLabel('Subetapa', { exact: true }).selectOption({ label: '62.02 Reboco' });
  const reboco = row(page, '62.02 Reboco');
  await reboco.getByLabel('Subetapa', { exact: true }).press('Tab');
  await expect(reboco.getByLabel('Unidade', { exact: true })).toBeFocused();
  await reboco.getByLabel('Unidade', { exact: true }).selectOption({ label: 'm²' });
  await reboco.getByLabel('Unidade', { exact: true }).press('Tab');
  await page.keyboard.type('180');
  await page.keyboard.press('Tab');
  await page.keyboard.type('32,10');
  await expect(reboco.getByTestId('subitem-total')).toHaveText('R$ 5.778,00');
  await expect(itemTotal(page, '62 Alvenaria E2E')).toHaveText('R$ 17.919,00');

  await typeInto(page.getByRole('textbox', { name: 'BDI (%)' }), '27,5');
  await expectTotals(page, 'R$ 20.697,93', 'R$ 26.389,86');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Orçamento salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/orcamentos\/edit\/\d+$/);
  await expect(heading(page, 'Editar orçamento')).toBeVisible();
  const editar = page.url();

  // The saved budget from its own address: the server's totals are the screen's.
  await page.reload();
  await expect(cell(page, '62.02 Reboco', 'Valor unitário')).toHaveValue('32,10');
  await expect(cell(page, '61.01 Escavação manual', 'Quantidade')).toHaveValue('13');
  await expect(page.getByRole('textbox', { name: 'BDI (%)' })).toHaveValue('27,5');
  await expectTotals(page, 'R$ 20.697,93', 'R$ 26.389,86');

  await page.getByRole('button', { name: 'Salvar como modelo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar como modelo' });
  await dialog.getByRole('textbox', { name: 'Nome do modelo' }).fill('Sobrado padrão E2E');
  await dialog.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(toast(page, 'Modelo de orçamento salvo com sucesso.')).toBeVisible();
  await page.goto('/orcamentos/modelos');
  await expect(page.getByRole('row', { name: /Sobrado padrão E2E/ })).toContainText('4');

  // On a phone a unit price of six figures shows whole (half a row showed "385.000,0").
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(editar);
  const preco = cell(page, '62.02 Reboco', 'Valor unitário');
  await typeInto(preco, '385.000,00');
  await expect(row(page, '62.02 Reboco').getByTestId('subitem-total')).toHaveText('R$ 69.300.000,00');
  expect(await preco.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
    true,
  );
});

test('unsaved changes ask before leaving', async ({ page }) => {
  await page.goto('/orcamentos');
  await page.getByRole('link', { name: `Editar ${ORCAMENTO}` }).click();
  await expect(heading(page, 'Editar orçamento')).toBeVisible();
  await typeInto(cell(page, '61.01 Escavação manual', 'Quantidade'), '14');
  await page.getByRole('link', { name: 'Obras' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(heading(page, 'Editar orçamento')).toBeVisible();
  await expect(cell(page, '61.01 Escavação manual', 'Quantidade')).toHaveValue('14');
});

/** The text of every page of a PDF, as a viewer extracts it, on one line. */
async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  // pdf.js returns words as separate runs: spaces collapsed, the text reads as on the page.
  return pages.join(' ').replace(/\s+/g, ' ');
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), data: await readFile(await file.path()) };
}

test('from the list: duplicated, exported as PDF and XLSX with the same totals, the copy deleted', async ({
  page,
}) => {
  await page.goto('/orcamentos');
  await searchList(page, 'Buscar orçamentos', 'Sobrado Andrade');
  const original = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: ORCAMENTO, exact: true }) });
  await expect(original).toContainText(MODELO);
  await expect(original).toContainText(CLIENTE.obra);
  await expect(original).toContainText(CLIENTE.nome);
  await expect(original).toContainText('R$ 20.697,93');
  await expect(original).toContainText('Em elaboração'); // where every new budget starts (issue 13)
  // On a narrow laptop the table is wider than its frame: the row's actions stay in sight.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(original.getByRole('button', { name: `Mais ações de ${ORCAMENTO}` })).toBeInViewport({
    ratio: 1,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await original.getByRole('button', { name: `Mais ações de ${ORCAMENTO}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicar' }).click();
  await expect(toast(page, `Orçamento duplicado: ${ORCAMENTO} (cópia).`)).toBeVisible();
  const copia = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `${ORCAMENTO} (cópia)`, exact: true }) });
  await expect(copia).toContainText('R$ 20.697,93');

  // The row's files are in one menu (issue 13: a third file, the proposal, joined them).
  const arquivo = async (tipo: string) => {
    await original.getByRole('button', { name: `Baixar arquivos de ${ORCAMENTO}` }).click();
    return download(page, page.getByRole('menuitem', { name: `Baixar ${tipo} de ${ORCAMENTO}` }));
  };
  const pdf = await arquivo('PDF');
  expect(pdf.name).toMatch(new RegExp(`^Orçamento \\d+ - ${ORCAMENTO}\\.pdf$`));
  expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf.data);
  for (const fragment of [ORCAMENTO, CLIENTE.nome, CLIENTE.obra, '62.02', 'R$ 20.697,93', 'R$ 26.389,86']) {
    expect(text, fragment).toContain(fragment);
  }

  const xlsx = await arquivo('XLSX');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.data.length).toBeGreaterThan(0);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.data as unknown as ArrayBuffer);
  const numbers: unknown[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((line) => numbers.push(...(line.values as unknown[]))));
  expect(numbers).toContain(20697.93);
  expect(numbers).toContain(26389.86);

  await copia.getByRole('button', { name: `Mais ações de ${ORCAMENTO} (cópia)` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir orçamento?' });
  await expect(confirm).toContainText(`${ORCAMENTO} (cópia)`);
  await confirm.getByRole('button', { name: 'Excluir orçamento' }).click();
  await expect(toast(page, 'Orçamento removido.')).toBeVisible();
  await expect(copia).toHaveCount(0);
  await expect(original).toBeVisible();
});
