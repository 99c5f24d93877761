import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, api, signIn } from './support';

// Issue 13, "screens that fit the role": a read-only user (leitura) walks every screen of the
// menu, and the records behind them, and is offered nothing to create, change or remove. The
// specs share one database: this user and these records are new.
const LEITOR = { nome: 'Lia Leitora', email: 'lia.leitura@e2e.com.br', password: 'senha-leitura-9' };

// The names of the actions a leitura user cannot take, as buttons and links say them.
const ACTION =
  /^(nov[oa]\b|criar|cadastrar|registrar|adicionar|duplicar|excluir|remover|editar|salvar|lançar|subetapa$)/i;

/** The leitura user, and an obra with its RDO and a contract, so lists and detail pages have rows. */
async function cena(request: APIRequestContext) {
  const token = await adminToken(request);
  const usuario = await request.post('/api/users/create', {
    headers: { authorization: token },
    data: { ...LEITOR, permissoes: ['leitura'] },
  });
  expect(usuario.ok(), await usuario.text()).toBe(true);
  const cliente = await api(request, token, '/api/clientes/create', {
    nome: 'Cliente da Leitura',
    cpf_cnpj: '731.466.281-98',
    telefone: '(11) 98765-4411',
    email: 'leitura@exemplo.com.br',
  });
  const obra = await api(request, token, '/api/obras/create', {
    id_cliente: cliente.id,
    nome: 'Casa da Leitura',
  });
  await api(request, token, '/api/rdo/create', { obra: obra.id, orcamento: null });
  const fornecedor = await api(request, token, '/api/fornecedores/create', {
    nome: 'Fornecedor da Leitura',
    cpf_cnpj: '73.610.954/0001-90',
    telefone: '(11) 3456-4411',
    email: 'fornecedor.leitura@exemplo.com.br',
  });
  const contrato = await api(request, token, '/api/contratos/create', {
    obra: obra.id,
    fornecedor: fornecedor.id,
    numero: 'CT-LEITURA',
    objeto: 'Pintura',
    valor: '500.00',
  });
  return { obra: obra.id as number, cliente: cliente.id as number, contrato: contrato.id as number };
}

async function expectNoAction(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  for (const role of ['button', 'link'] as const) {
    const names = await page.getByRole(role, { name: ACTION }).allInnerTexts();
    expect(names, `${where}: ${role}s a leitura user cannot use`).toEqual([]);
  }
}

test('a leitura user is offered no action they cannot take, on any screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { obra, cliente, contrato } = await cena(request);
  await signIn(page, LEITOR.email, LEITOR.password);

  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  const links = menu.getByRole('link');
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ name: anchor.textContent ?? '', href: anchor.getAttribute('href') ?? '' })),
  );
  expect(targets.map((target) => target.name)).not.toContain('Usuários');
  expect(targets.length).toBeGreaterThanOrEqual(8);
  for (const target of targets) {
    await page.goto(target.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAction(page, target.name);
  }

  // The records behind the lists: shown, not offered for change.
  const records = [
    `/obras/detalhamento/${obra}`,
    `/obras/lancamentos/rdo/${obra}`,
    `/obras/lancamentos/rda/${obra}`,
    `/contratos/edit/${contrato}`,
    `/clientes/novo?id=${cliente}`,
  ];
  for (const path of records) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAction(page, path);
  }
  await page.goto(`/obras/lancamentos/rdo/${obra}/novo`);
  await expect(
    page.getByText('Seu perfil consulta os lançamentos, mas não os registra nem altera.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await page.goto('/contratos/novo');
  await expect(page.getByText('Seu perfil consulta os contratos, mas não os cria.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});
