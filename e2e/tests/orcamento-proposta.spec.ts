import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { E2E_ADMIN, heading, pickSearched, searchList, signIn, toast } from './support';

// Issue 13, a budget the client can receive: a new budget starts "Em elaboração", is approved,
// and its proposal downloads with the client's data and sale prices adding up to the total.

const CLIENTE = { nome: 'Helena Siqueira Prado', cpf_cnpj: '123.456.789-09', obra: 'Casa Siqueira' };
const MODELO = 'Modelo proposta E2E';
const ORCAMENTO = 'Reforma Siqueira';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

// One etapa (83) with three subetapas, the cliente and its obra, and a model to start from.
async function cena(request: APIRequestContext) {
  const login = await request.post('/api/autenticacao/autenticar', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const etapa = await post(request, token, '/api/etapas/create', { numero: '83', nome: 'Acabamento E2E' });
  const subs = [];
  for (const [numero, nome] of [
    ['83.01', 'Pintura interna'],
    ['83.02', 'Rodapés'],
    ['83.03', 'Louças'],
  ]) {
    subs.push(await post(request, token, '/api/subetapas/create', { etapa: etapa.id, numero, nome }));
  }
  const cliente = await post(request, token, '/api/clientes/create', {
    nome: CLIENTE.nome,
    cpf_cnpj: CLIENTE.cpf_cnpj,
    telefone: '11912345678',
    email: 'helena.siqueira@exemplo.com.br',
  });
  await post(request, token, '/api/obras/create', { id_cliente: cliente.id, nome: CLIENTE.obra });
  const precos = [
    ['240.5', '23.17'],
    ['86', '12.33'],
    ['3', '479.99'],
  ] as const;
  await post(request, token, '/api/orcamentos/modelos/create', {
    nome: MODELO,
    itens: [
      {
        etapa: etapa.id,
        subitens: subs.map((s, i) => ({
          subetapa: s.id,
          unidade: 'm2',
          quantidade: precos[i]![0],
          valor_unitario: precos[i]![1],
        })),
      },
    ],
  });
}

/** Each line of every page, as pdf.js finds them on one baseline. */
async function pdfLines(data: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    let y: number | undefined;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const at = item.transform[5] as number;
      if (y === undefined || Math.abs(at - y) > 1) lines.push('');
      lines[lines.length - 1] += `${item.str} `;
      y = at;
    }
  }
  await document.destroy();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim());
}

const cents = (line: string) =>
  Number(/R\$ ([\d.]+,\d{2})$/.exec(line)![1]!.replace(/\./g, '').replace(',', ''));

test.beforeEach(async ({ page }) => signIn(page));

test('a new budget starts Em elaboração, is approved, and its proposal PDF downloads', async ({
  page,
  request,
}) => {
  await cena(request);
  await page.goto('/orcamentos/novo');
  await expect(heading(page, 'Novo orçamento')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cliente' }).fill('Siqueira');
  await page.getByRole('option', { name: new RegExp(CLIENTE.nome) }).click();
  await page.getByRole('combobox', { name: 'Obra' }).selectOption({ label: CLIENTE.obra });
  await pickSearched(page, 'Modelo', MODELO);
  await page.getByRole('textbox', { name: 'Nome do orçamento' }).fill(ORCAMENTO);
  const situacao = page.getByRole('combobox', { name: 'Situação' });
  await expect(situacao).toHaveValue('4');
  await expect(situacao.locator('option:checked')).toHaveText('Em elaboração');
  await page.getByRole('textbox', { name: 'BDI (%)' }).fill('18,37');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Orçamento salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/orcamentos\/edit\/\d+$/);

  await page.goto('/orcamentos');
  await searchList(page, 'Buscar orçamentos', ORCAMENTO);
  const linha = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: ORCAMENTO, exact: true }) });
  await expect(linha).toContainText('Em elaboração');
  // 240,5 × 23,17 + 86 × 12,33 + 3 × 479,99 = 5.572,39 + 1.060,38 + 1.439,97 = 8.072,74; × 1,1837
  await expect(linha).toContainText('R$ 8.072,74');
  await expect(linha).toContainText('R$ 9.555,70');

  await linha.getByRole('link', { name: `Editar ${ORCAMENTO}` }).click();
  await expect(page).toHaveURL(/\/orcamentos\/edit\/\d+$/);
  await expect(heading(page, 'Editar orçamento')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Aprovado' });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Orçamento salvo com sucesso.')).toBeVisible();
  await page.goto('/orcamentos');
  await searchList(page, 'Buscar orçamentos', ORCAMENTO);
  await expect(linha).toContainText('Aprovado');

  await linha.getByRole('button', { name: `Baixar arquivos de ${ORCAMENTO}` }).click();
  // The proposal asks its last valid day first (decision 105); the suggested one is kept.
  await page.getByRole('menuitem', { name: `Baixar Proposta de ${ORCAMENTO}` }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('dialog', { name: 'Proposta para o cliente' })
      .getByRole('button', { name: 'Baixar proposta' })
      .click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^Proposta \\d+ - ${ORCAMENTO}\\.pdf$`));
  const lines = await pdfLines(await readFile((await file.path())!));
  const text = lines.join('\n');
  for (const fragment of [CLIENTE.nome, CLIENTE.cpf_cnpj, CLIENTE.obra, 'Válida até', 'Pintura interna']) {
    expect(text, fragment).toContain(fragment);
  }
  expect(text).not.toContain('R$ 8.072,74'); // no cost
  const subitens = lines.filter((line) => /^83\.\d{2} /.test(line));
  expect(subitens).toHaveLength(3);
  const total = lines.find((line) => line.startsWith('Valor total da proposta'))!;
  expect(total).toBe('Valor total da proposta R$ 9.555,70');
  expect(subitens.reduce((sum, line) => sum + cents(line), 0)).toBe(cents(total));
});
