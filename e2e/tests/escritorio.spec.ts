import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { adminToken, api, heading, searchList, signIn, toast } from './support';

// Issue 13, the office fixes: the firm's own units in the budget editor (decision 104), an RDO
// without a budget that leads to the step that comes first (109), impossible days in the entries'
// date filters (108) and the proposal's validity date (105).

test.describe.configure({ mode: 'serial' });

const OBRA = 'Sala Bertolini';
const ORCAMENTO = 'Instalações Bertolini';
let obraId = 0;

async function cena(request: APIRequestContext) {
  const token = await adminToken(request);
  const etapa = await api(request, token, '/api/etapas/create', { numero: '57', nome: 'Instalações E2E' });
  await api(request, token, '/api/subetapas/create', { etapa: etapa.id, numero: '57.01', nome: 'Fiação' });
  const cliente = await api(request, token, '/api/clientes/create', {
    nome: 'Marta Bertolini',
    cpf_cnpj: '284.716.390-50',
    telefone: '11923456789',
    email: 'marta.bertolini@exemplo.com.br',
  });
  const obra = await api(request, token, '/api/obras/create', { id_cliente: cliente.id, nome: OBRA });
  // An RDO created without a budget, before the obra had one.
  await api(request, token, '/api/rdo/create', { obra: obra.id, orcamento: null });
  return obra.id as number;
}

test.beforeEach(async ({ page }) => signIn(page));

test('an RDO without a budget says why no entry can be made and leads to creating the budget', async ({
  page,
  request,
}) => {
  obraId = await cena(request);
  await page.goto(`/obras/lancamentos/rdo/${obraId}`);
  await expect(page.getByText('O RDO desta obra ainda não tem orçamento')).toBeVisible();
  await expect(page.getByText(/Esta obra ainda não tem orçamento: crie o orçamento da obra/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrar o primeiro lançamento' })).toHaveCount(0);
  // The header's "Novo lançamento" leads to the same explanation, not to a form without etapas.
  await page.getByRole('link', { name: 'Novo lançamento' }).click();
  await expect(heading(page, 'Novo lançamento no RDO')).toBeVisible();
  await expect(page.getByText('O RDO desta obra ainda não tem orçamento')).toBeVisible();
  await page.getByRole('link', { name: 'Criar orçamento' }).click();
  await expect(heading(page, 'Novo orçamento')).toBeVisible();
});

test("the firm's own units: kept by the admin, offered by the budget editor, kept while in use", async ({
  page,
}) => {
  await page.goto('/configuracoes/unidades');
  await expect(heading(page, 'Unidades de medida')).toBeVisible();
  const nova = page.getByRole('textbox', { name: 'Nova unidade' });
  await nova.fill('Hora');
  await page.getByRole('button', { name: 'Adicionar unidade' }).click();
  await expect(toast(page, 'Unidade “Hora” cadastrada.')).toBeVisible();
  await nova.fill('HORA');
  await nova.press('Enter');
  await expect(page.getByText('Já existe a unidade “Hora”.')).toBeVisible();
  await nova.fill('m2');
  await nova.press('Enter');
  await expect(page.getByText('“m²” já é uma das unidades padrão.')).toBeVisible();

  await page.goto('/orcamentos/novo');
  await expect(heading(page, 'Novo orçamento')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cliente' }).fill('Bertolini');
  await page.getByRole('option', { name: /Marta Bertolini/ }).click();
  await page.getByRole('combobox', { name: 'Obra' }).selectOption({ label: OBRA });
  await page.getByRole('textbox', { name: 'Nome do orçamento' }).fill(ORCAMENTO);
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  await page.getByRole('combobox', { name: 'Etapa 1' }).selectOption({ label: '57 Instalações E2E' });
  await page.getByRole('button', { name: 'Adicionar subetapa à etapa 57 Instalações E2E' }).click();
  const novo = page.getByRole('group', { name: 'Subitem 1 (sem subetapa)' });
  await novo.getByLabel('Subetapa', { exact: true }).selectOption({ label: '57.01 Fiação' });
  const linha = page.getByRole('group', { name: '57.01 Fiação' });
  await linha.getByLabel('Unidade', { exact: true }).selectOption({ label: 'Hora' });
  await linha.getByLabel('Quantidade', { exact: true }).fill('12');
  // A unit price takes only what money can be.
  await linha.getByLabel('Valor unitário', { exact: true }).pressSequentially('-8a5,909');
  await expect(linha.getByLabel('Valor unitário', { exact: true })).toHaveValue('85,90');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Orçamento salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/orcamentos\/edit\/\d+$/);
  await page.reload();
  await expect(
    page.getByRole('group', { name: '57.01 Fiação' }).getByLabel('Unidade', { exact: true }),
  ).toHaveValue('Hora');

  await page.goto('/configuracoes/unidades');
  const proprias = page.getByRole('region', { name: 'Unidades da empresa' });
  await expect(proprias.getByText('Hora', { exact: true })).toBeVisible();
  await expect(proprias.getByText('Em uso')).toBeVisible();
  await expect(proprias.getByRole('button', { name: 'Excluir a unidade Hora' })).toHaveCount(0);
});

test('the budget linked to the RDO, the first entry is offered; an impossible filter day is explained', async ({
  page,
}) => {
  await page.goto(`/obras/lancamentos/rdo/${obraId}`);
  // A generous wait: on a loaded machine the page may render well after its answers arrived.
  await expect(page.getByText(/Vincule um dos orçamentos da obra ao RDO/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Orçamento' }).selectOption({ label: ORCAMENTO });
  await page.getByRole('button', { name: 'Vincular ao RDO' }).click();
  await expect(toast(page, 'Orçamento vinculado ao RDO.')).toBeVisible();
  const primeiro = page.getByRole('link', { name: 'Registrar o primeiro lançamento' });
  await expect(primeiro).toBeVisible();

  const url = page.url();
  for (const label of ['De', 'Vencimento até']) {
    const campo = page.getByRole('textbox', { name: label, exact: true });
    await campo.fill('31/02/2026');
    await campo.press('Tab');
    await expect(campo).toHaveValue('31/02/2026');
    await expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(url);
  }
  await expect(page.getByText('Esta data não existe. Confira o dia e o mês.')).toHaveCount(2);

  await primeiro.click();
  await expect(heading(page, 'Novo lançamento no RDO')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Data do lançamento/ })).toBeVisible();
});

test('the proposal asks its validity day, explains an impossible one, and prints the one chosen', async ({
  page,
}) => {
  await page.goto('/orcamentos');
  await searchList(page, 'Buscar orçamentos', ORCAMENTO);
  const linha = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: ORCAMENTO, exact: true }) });
  await linha.getByRole('button', { name: `Baixar arquivos de ${ORCAMENTO}` }).click();
  await page.getByRole('menuitem', { name: `Baixar Proposta de ${ORCAMENTO}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposta para o cliente' });
  // A click inside the dialog stays in it: the row behind it, which opens the budget, is not clicked.
  await dialog.getByText(/traz os preços de venda/).click();
  await expect(page).toHaveURL(/\/orcamentos(\?|$)/);
  const validade = dialog.getByRole('textbox', { name: /Válida até/ });
  await expect(validade).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await validade.fill('31/02/2027');
  await dialog.getByRole('button', { name: 'Baixar proposta' }).click();
  await expect(dialog.getByText('Esta data não existe. Confira o dia e o mês.')).toBeVisible();
  await validade.fill('15032027');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar proposta' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const pdf = await getDocument({
    data: new Uint8Array(await readFile((await file.path())!)),
    isEvalSupported: false,
  }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await pdf.destroy();
  expect(text).toContain('15/03/2027');
  expect(text).toContain('Hora');
});
