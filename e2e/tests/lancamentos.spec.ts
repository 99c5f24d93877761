import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, api, heading, pickSearched, signIn, toast } from './support';

// Issue 5, the obra's books as the clerk uses them: RDO and RDA created from the screen, an entry
// in three instalments against a contract, its balance on /contratos/, the period filter, the
// export and a removal.

/** An obra with a budget of one etapa/subetapa, a fornecedor and its contract of R$ 1.000,00. */
async function cena(request: APIRequestContext) {
  const token = await adminToken(request);
  const etapa = await api(request, token, '/api/etapas/create', {
    numero: '91',
    nome: 'Fundação dos lançamentos',
  });
  const sub = await api(request, token, '/api/subetapas/create', {
    etapa: etapa.id,
    numero: '91.01',
    nome: 'Estacas',
  });
  const cliente = await api(request, token, '/api/clientes/create', {
    nome: 'Cliente dos Lançamentos',
    cpf_cnpj: '390.533.447-05',
    telefone: '(11) 98765-4300',
    email: 'lancamentos@exemplo.com.br',
  });
  const obra = await api(request, token, '/api/obras/create', {
    id_cliente: cliente.id,
    nome: 'Galpão Lançamentos',
  });
  await api(request, token, '/api/orcamentos/create', {
    nome: 'Orçamento do galpão',
    id_cliente: cliente.id,
    obra: obra.id,
    itens: [
      {
        etapa: etapa.id,
        subitens: [{ subetapa: sub.id, unidade: 'verba', quantidade: '1', valor_unitario: '20000.00' }],
      },
    ],
  });
  const fornecedor = await api(request, token, '/api/fornecedores/create', {
    nome: 'Estaqueadora Lançamentos',
    cpf_cnpj: '45.323.155/0001-05',
    telefone: '(11) 3456-7800',
    email: 'estacas@exemplo.com.br',
  });
  await api(request, token, '/api/contratos/create', {
    obra: obra.id,
    fornecedor: fornecedor.id,
    numero: 'CT-91',
    objeto: 'Estaqueamento do galpão',
    valor: '1000.00',
  });
  return { obra: obra.id as number };
}

const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?: \\*)?$`));

async function fillDate(page: Page, label: string, text: string) {
  const input = field(page, label);
  await input.fill(text);
  await input.press('Tab');
}

test('RDO and RDA of an obra, an entry in three instalments against a contract, filter, export, removal', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { obra } = await cena(request);
  const fornecedores: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/fornecedores/list') fornecedores.push(url);
  });
  await signIn(page);

  await page.goto(`/obras/lancamentos/rdo/${obra}`);
  await expect(heading(page, 'Lançamentos do RDO')).toBeVisible();
  await expect(page.getByText('Galpão Lançamentos').first()).toBeVisible();
  await page.getByRole('button', { name: 'Criar RDO' }).click();
  await expect(page.getByText('Nenhum lançamento')).toBeVisible();

  await page.getByText('RDA', { exact: true }).click();
  await expect(heading(page, 'Lançamentos do RDA')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/obras/lancamentos/rda/${obra}$`));
  await page.getByRole('button', { name: 'Criar RDA' }).click();
  await expect(page.getByText('Nenhum lançamento')).toBeVisible();
  await page.getByText('RDO', { exact: true }).click();
  await expect(heading(page, 'Lançamentos do RDO')).toBeVisible();

  // The form never downloads the fornecedores: the picker asks the server for a page as typed.
  // Once signed in, the app fetches the fornecedores screen's first page in the background when
  // idle (usePrefetchLists); on a busy machine that lands late, so it is awaited, then forgotten.
  await expect.poll(() => fornecedores.length, { timeout: 15_000 }).toBeGreaterThan(0);
  fornecedores.length = 0;
  await page.getByRole('link', { name: 'Novo lançamento' }).click();
  await expect(heading(page, 'Novo lançamento no RDO')).toBeVisible();
  await expect(field(page, 'Contrato')).toBeVisible();
  expect(fornecedores).toHaveLength(0);
  await pickSearched(page, 'Fornecedor', 'Estaqueadora', 'Estaqueadora Lançamentos');
  expect(fornecedores.map((url) => url.searchParams.get('pageSize'))).not.toContain(null);
  expect(fornecedores.at(-1)?.searchParams.get('q')).toBe('Estaqueadora');
  const contratoOption = field(page, 'Contrato').locator('option', { hasText: 'CT-91' });
  await expect(contratoOption).toHaveCount(1);
  await field(page, 'Contrato').selectOption((await contratoOption.getAttribute('value')) ?? '');
  await field(page, 'Nº NF').fill('4521');
  await field(page, 'Descrição').fill('Estacas da fachada');
  await field(page, 'Etapa (item 1)').selectOption({ label: '91 Fundação dos lançamentos' });
  await field(page, 'Subetapa (item 1)').selectOption({ label: '91.01 Estacas' });
  await field(page, 'Valor (item 1)').fill('100,00');
  await fillDate(page, 'Primeiro vencimento', '10/03/2026');
  await field(page, 'Parcelas').fill('3');
  const preview = page.getByRole('table', { name: 'Prévia das parcelas' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview).toContainText('1/310/03/2026R$ 33,33');
  await expect(preview).toContainText('3/310/05/2026R$ 33,34');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Lançamento salvo.')).toBeVisible();
  await expect(heading(page, 'Lançamentos do RDO')).toBeVisible();

  const table = page.getByRole('table', { name: 'Lançamentos' });
  await expect(table.getByRole('row', { name: /Estacas da fachada/ })).toHaveCount(3);
  await expect(page.getByTestId('lancamentos-totais')).toContainText('R$ 100,00');

  // Paying one instalment takes it off the contract's balance.
  await page.getByRole('link', { name: 'Editar Estacas da fachada (1/3)' }).click();
  await expect(heading(page, 'Editar lançamento no RDO')).toBeVisible();
  await page.getByText('Pago', { exact: true }).click();
  await fillDate(page, 'Data do pagamento', '10/03/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Lançamento alterado.')).toBeVisible();
  await expect(page.getByTestId('lancamentos-totais')).toContainText('R$ 33,33');

  await page.goto('/contratos/');
  const contrato = page.getByRole('row', { name: /CT-91/ });
  await expect(contrato).toContainText('R$ 1.000,00');
  // Pago 33,33 and em aberto 66,67: 900,00 disponível (money.md).
  await expect(contrato).toContainText('R$ 900,00');

  await page.goto(`/obras/lancamentos/rdo/${obra}`);
  await fillDate(page, 'De', '01/01/2030');
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
  // As tall as the field allows, for a finger (it was 22 px).
  const limpar = page.getByRole('button', { name: 'Limpar data' }).first();
  const alvo = (await limpar.boundingBox())!;
  expect(Math.min(alvo.width, alvo.height)).toBeGreaterThanOrEqual(34);
  // Its ✕ no bigger than the calendar beside the day (it was 24 px, 70 % of the button).
  expect((await limpar.locator('svg').boundingBox())!.width).toBeLessThanOrEqual(16);
  await limpar.click();
  await expect(table.getByRole('row', { name: /Estacas da fachada/ })).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('button', { name: 'Excluir Estacas da fachada (3/3)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Lançamento removido.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Estacas da fachada/ })).toHaveCount(2);
});
