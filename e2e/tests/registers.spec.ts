import { expect, type Locator, type Page, test } from '@playwright/test';
import { heading, searchList, signIn, toast } from './support';

// Issue 3, the registers as a clerk uses them: one story over a fresh database, each step
// starting where the previous one left the data.
test.describe.configure({ mode: 'serial' });

const CLIENTE = {
  nome: 'Helena Ferreira Prado',
  cpf: '529.982.247-25',
  email: 'helena.prado@exemplo.com.br',
};
const OBRA = { nome: 'Residência Prado', alvara: '2026/00417', cno: '90.001.23456/71' };
// An alphanumeric CNPJ, as issued since July 2026.
const FORNECEDOR = { nome: 'Concreto Forte Ltda', cnpj: '12.ABC.345/01DE-35' };

// A field by its whole label, with or without the required marker (' *').
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?: \\*)?$`));

test.beforeEach(async ({ page }) => signIn(page));

test('a cliente: a refused CPF is explained under its field, then saved, found and edited', async ({
  page,
}) => {
  await page.goto('/clientes');
  await page.getByRole('link', { name: 'Novo cliente' }).click();
  await expect(heading(page, 'Novo cliente')).toBeVisible();

  const cpf = field(page, 'CPF/CNPJ');
  await cpf.fill('52998224700');
  await expect(cpf).toHaveValue('529.982.247-00');
  await field(page, 'Nome').fill(CLIENTE.nome);
  await field(page, 'Telefone').fill('11987654321');
  await field(page, 'E-mail').fill(CLIENTE.email);
  await field(page, 'UF').selectOption('SP');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(cpf).toHaveAccessibleDescription(/CPF ou CNPJ inválido\./);
  await expect(page.getByText('CPF ou CNPJ inválido.')).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/novo$/);

  await cpf.fill(CLIENTE.cpf);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Cliente salvo com sucesso.')).toBeVisible();
  await expect(heading(page, 'Clientes')).toBeVisible();

  await searchList(page, 'Buscar clientes', 'ferreira prado');
  const row = page.getByRole('row', { name: new RegExp(CLIENTE.nome) });
  await expect(row).toContainText(CLIENTE.cpf);
  await expect(row).toContainText('(11) 98765-4321');

  await row.getByText(CLIENTE.email).click();
  await expect(heading(page, 'Editar cliente')).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/novo\?id=\d+$/);
  await page.reload();
  await expect(field(page, 'CPF/CNPJ')).toHaveValue(CLIENTE.cpf);
  await field(page, 'Telefone').fill('1134567890');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Cliente salvo com sucesso.')).toBeVisible();
  await expect(heading(page, 'Clientes')).toBeVisible();
  await searchList(page, 'Buscar clientes', '529982');
  await expect(page.getByRole('row', { name: new RegExp(CLIENTE.nome) })).toContainText('(11) 3456-7890');
});

test('an obra for that cliente, found by search and opened in its detail page from a direct URL', async ({
  page,
  context,
}) => {
  await page.goto('/obras/novo');
  await expect(heading(page, 'Nova obra')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cliente' }).fill('Helena');
  await page.getByRole('option', { name: new RegExp(CLIENTE.nome) }).click();
  await field(page, 'Nome da obra').fill(OBRA.nome);
  await field(page, 'Alvará').fill(OBRA.alvara);
  await field(page, 'CNO').fill(OBRA.cno);
  await field(page, 'Engenheiro responsável').fill('Eng. Ricardo Tavares');
  await field(page, 'Metragem (m²)').fill('1.250,75');
  await field(page, 'Data de início').fill('02/03/2026');
  await field(page, 'Previsão de entrega').fill('30/11/2026');
  await field(page, 'Previsão de entrega').press('Tab');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Obra salva com sucesso.')).toBeVisible();
  await expect(heading(page, 'Obras')).toBeVisible();

  await searchList(page, 'Buscar obras', 'Prado');
  const row = page.getByRole('row', { name: new RegExp(OBRA.nome) });
  await expect(row).toContainText(CLIENTE.nome);
  await expect(row).toContainText(OBRA.alvara);
  await row.getByRole('link', { name: `Detalhar ${OBRA.nome}` }).click();
  await expect(page).toHaveURL(/\/obras\/detalhamento\/\d+$/);

  await expect(page.getByRole('heading', { level: 2, name: OBRA.nome })).toBeVisible();

  // The same address in a new tab: everything comes from the URL, nothing from memory.
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(heading(tab, 'Detalhamento da obra')).toBeVisible();
  await expect(tab.getByRole('heading', { level: 2, name: OBRA.nome })).toBeVisible();
  for (const text of [
    CLIENTE.nome,
    `CPF/CNPJ ${CLIENTE.cpf}`,
    OBRA.alvara,
    OBRA.cno,
    '02/03/2026',
    '30/11/2026',
  ]) {
    await expect(tab.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(tab.getByText('1.250,75 m²')).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Resumo financeiro' })).toBeVisible();

  await tab.goto('/obras/detalhamento/987654');
  await expect(tab.getByText('Obra não encontrada.')).toBeVisible();
  await tab.getByRole('link', { name: 'Voltar para obras' }).click();
  await expect(heading(tab, 'Obras')).toBeVisible();
});

test('a fornecedor with an alphanumeric CNPJ and bank details, found by its CNPJ', async ({ page }) => {
  await page.goto('/fornecedores');
  await page.getByRole('link', { name: 'Novo fornecedor' }).click();
  await expect(heading(page, 'Novo fornecedor')).toBeVisible();
  await field(page, 'CPF/CNPJ').fill('12abc34501de35');
  await expect(field(page, 'CPF/CNPJ')).toHaveValue(FORNECEDOR.cnpj);
  await field(page, 'Nome').fill(FORNECEDOR.nome);
  await field(page, 'Telefone').fill('1133334444');
  await field(page, 'E-mail').fill('vendas@concretoforte.com.br');
  await field(page, 'Banco').fill('Banco do Brasil');
  await field(page, 'Agência').fill('1234-5');
  await field(page, 'Conta').fill('67890-1');
  await field(page, 'Tipo de conta').selectOption({ label: 'Poupança' });
  await field(page, 'Chave Pix').fill('vendas@concretoforte.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Fornecedor salvo com sucesso.')).toBeVisible();

  await searchList(page, 'Buscar fornecedores', 'abc345');
  const row = page.getByRole('row', { name: new RegExp(FORNECEDOR.nome) });
  await expect(row).toContainText(FORNECEDOR.cnpj);
  await row.getByRole('link', { name: FORNECEDOR.nome }).click();
  await expect(heading(page, 'Editar fornecedor')).toBeVisible();
  await expect(field(page, 'Tipo de conta')).toHaveValue('2');
  await expect(field(page, 'Agência')).toHaveValue('1234-5');
});

test('the etapas tree: etapas and subetapas created, renamed and deactivated in place', async ({ page }) => {
  await page.goto('/etapas');
  await expect(heading(page, 'Etapas')).toBeVisible();
  const nova = page.getByRole('form', { name: 'Nova etapa' });
  // The next free number is suggested; other suites may have used some already.
  await expect(field(nova, 'Número')).toHaveValue(/^\d{2,3}$/);
  for (const [numero, nome] of [
    ['2', 'Estrutura'],
    ['1', 'Fundação'],
  ] as const) {
    await field(nova, 'Número').fill(numero);
    await field(nova, 'Nome').fill(nome);
    await nova.getByRole('button', { name: 'Adicionar etapa' }).click();
    await expect(page.getByRole('listitem', { name: `Etapa 0${numero} ${nome}` })).toBeVisible();
  }
  // Kept in number order, whatever the order they were typed in.
  const etapas = page.getByRole('list', { name: 'Catálogo de etapas' }).getByRole('listitem');
  const names = await etapas.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(names).toContain('Etapa 01 Fundação');
  expect(names.indexOf('Etapa 01 Fundação')).toBeLessThan(names.indexOf('Etapa 02 Estrutura'));

  await page.getByRole('button', { name: 'Nova subetapa em 01 Fundação' }).click();
  const subetapa = page.getByRole('form', { name: 'Nova subetapa em 01' });
  // The next number of the etapa is suggested (issue 13): its first subetapa is 01.01.
  await expect(field(subetapa, 'Número')).toHaveValue('01.01');
  await field(subetapa, 'Número').fill('01.02');
  await field(subetapa, 'Nome').fill('Sapatas');
  await subetapa.getByRole('button', { name: 'Adicionar' }).click();
  await expect(toast(page, 'Subetapa salva com sucesso.')).toBeVisible();
  await field(subetapa, 'Número').fill('01.01');
  await field(subetapa, 'Nome').fill('Escavação');
  await subetapa.getByRole('button', { name: 'Adicionar' }).click();
  const subetapas = page.getByRole('list', { name: 'Subetapas de 01 Fundação' });
  await expect(subetapas.getByRole('listitem')).toHaveCount(3);
  await subetapa.getByRole('button', { name: 'Cancelar' }).click();
  await expect(subetapas.getByRole('listitem')).toHaveText([/01\.01\s*Escavação/, /01\.02\s*Sapatas/]);

  await page.getByRole('button', { name: 'Editar etapa 02 Estrutura' }).click();
  const editar = page.getByRole('form', { name: 'Editar etapa 02' });
  await field(editar, 'Nome').fill('Superestrutura');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem', { name: 'Etapa 02 Superestrutura' })).toBeVisible();

  const ativa = page.getByRole('switch', { name: 'Subetapa 01.02 Sapatas ativa' });
  // Mantine draws the switch over its (visually hidden) input; it turns off once the call starts.
  await ativa.click({ force: true });
  await expect(ativa).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Subetapa 01.02 Sapatas ativa' })).not.toBeChecked();
});
