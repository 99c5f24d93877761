import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { E2E_ADMIN, heading, signIn } from './support';

const ADMIN_CLI = fileURLToPath(new URL('../../apps/api/dist/cli/admin.js', import.meta.url));

async function api(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { authorization: token }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

type Cadastro = { nome: string; cpf_cnpj: string; telefone: string; email: string };

/** Signs in through the API and registers an etapa with one subetapa and a cliente. */
async function cadastros(
  request: APIRequestContext,
  { etapa, subetapa, cliente }: { etapa: [string, string]; subetapa: [string, string]; cliente: Cadastro },
) {
  const login = await request.post('/api/autenticacao/autenticar', { data: E2E_ADMIN });
  const { token } = await login.json();
  const criada = await api(request, token, '/api/etapas/create', { numero: etapa[0], nome: etapa[1] });
  const sub = await api(request, token, '/api/subetapas/create', {
    etapa: criada.id,
    numero: subetapa[0],
    nome: subetapa[1],
  });
  return { token, etapa: criada, sub, cliente: await api(request, token, '/api/clientes/create', cliente) };
}

/** An obra of `cliente` with a one-line budget of `valor` (verba) on `sub`, and its RDO. */
async function obraComOrcamento(
  request: APIRequestContext,
  token: string,
  {
    nome,
    valor,
    cliente,
    etapa,
    sub,
  }: { nome: string; valor: string; cliente: { id: number }; etapa: { id: number }; sub: { id: number } },
) {
  const obra = await api(request, token, '/api/obras/create', { id_cliente: cliente.id, nome });
  const orcamento = await api(request, token, '/api/orcamentos/create', {
    nome: `Orçamento ${nome}`,
    id_cliente: cliente.id,
    obra: obra.id,
    itens: [
      {
        etapa: etapa.id,
        subitens: [{ subetapa: sub.id, unidade: 'verba', quantidade: '1', valor_unitario: valor }],
      },
    ],
  });
  await api(request, token, '/api/rdo/create', { obra: obra.id, orcamento: orcamento.id });
  return { obra: obra as { id: number }, orcamento: orcamento as { id: number } };
}

/** An obra with a budget of R$ 10.000,00, its RDO and RDA, and entries: paid, committed and RDA. */
async function cena(request: APIRequestContext) {
  const { token, etapa, sub, cliente } = await cadastros(request, {
    etapa: ['81', 'Fundação do painel'],
    subetapa: ['81.01', 'Sapatas'],
    cliente: {
      nome: 'Cliente do Painel',
      cpf_cnpj: '111.444.777-35',
      telefone: '(11) 98765-4321',
      email: 'painel@exemplo.com.br',
    },
  });
  const { obra, orcamento } = await obraComOrcamento(request, token, {
    nome: 'Edifício Painel',
    valor: '10000.00',
    cliente,
    etapa,
    sub,
  });
  await api(request, token, '/api/rda/create', { obra: obra.id, orcamento: orcamento.id });
  const fornecedor = await api(request, token, '/api/fornecedores/create', {
    nome: 'Concreteira Painel',
    cpf_cnpj: '11.222.333/0001-81',
    telefone: '(11) 3456-7890',
    email: 'concreteira@exemplo.com.br',
  });
  const base = {
    obra: obra.id,
    fornecedor: fornecedor.id,
    etapa: etapa.id,
    subetapa: sub.id,
    data_lancamento: '2026-03-02',
  };
  await api(request, token, '/api/rdo/lancamentos/create', {
    ...base,
    descricao: 'Concreto usinado',
    valor_comprometido: '2500.50',
    valor_pagamento: '2500.50',
    data_pagamento: '2026-03-05',
  });
  await api(request, token, '/api/rdo/lancamentos/create', {
    ...base,
    descricao: 'Aço CA-50',
    valor_comprometido: '1000.25',
  });
  await api(request, token, '/api/rda/lancamentos/create', {
    ...base,
    descricao: 'Taxa da prefeitura',
    valor_comprometido: '700.00',
    valor_pagamento: '700.00',
    data_pagamento: '2026-03-06',
  });
  return obra as { id: number };
}

test('the dashboard and the obra detail show the exact figures of the RDO', async ({ page, request }) => {
  const obra = await cena(request);
  await signIn(page);
  const card = page.getByRole('article', { name: 'Obra Edifício Painel' });
  await expect(card).toBeVisible();
  // Among many obras the card is drawn once it comes near the screen (decision 140).
  await card.scrollIntoViewIfNeeded();
  // Budget 10.000,00; executed 2.500,50; committed 1.000,25; balance 6.499,25 (the RDA is not counted).
  for (const value of ['R$ 10.000,00', 'R$ 2.500,50', 'R$ 1.000,25', 'R$ 6.499,25']) {
    await expect(card.getByText(value, { exact: true })).toBeVisible();
  }
  // The budget, whose word has no ⓘ, on the same line as the executado beside it (8 px above).
  const valorDe = async (rotulo: string) =>
    (await card.getByRole('group', { name: rotulo, exact: true }).getByText(/^R\$/).boundingBox())!.y;
  expect(await valorDe('Orçamento')).toBe(await valorDe('Executado'));
  await card.getByRole('link', { name: 'Edifício Painel', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/obras/detalhamento/${obra.id}$`));
  await expect(heading(page, 'Detalhamento da obra')).toBeVisible();
  const resumo = page.getByRole('region', { name: 'Resumo financeiro' });
  await expect(resumo.getByText('R$ 6.499,25')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Últimos lançamentos do RDA' }).getByText('Taxa da prefeitura'),
  ).toBeVisible();
  await page.reload();
  await expect(resumo.getByText('R$ 2.500,50')).toBeVisible();

  // On a phone each etapa's figures are a card, every one in sight (the table scrolled sideways).
  await page.setViewportSize({ width: 390, height: 844 });
  const etapas = page.getByRole('region', { name: 'Por etapa' }).getByRole('list', { name: 'Etapas' });
  await expect(etapas.getByRole('listitem')).not.toHaveCount(0);
  const etapa = etapas.getByRole('listitem').first();
  await expect(etapa).toContainText('% executado');
  const direita = await etapa.evaluate((li) => li.getBoundingClientRect().right);
  expect(direita).toBeLessThanOrEqual(390);
  await etapa.scrollIntoViewIfNeeded();
  await expect(etapa.getByText('R$ 10.000,00')).toBeInViewport();
});

test('on a phone a budget of hundreds of millions stays inside its column, in the totals and on the card', async ({
  page,
  request,
}) => {
  const { token, etapa, sub, cliente } = await cadastros(request, {
    etapa: ['87', 'Estrutura da torre grande'],
    subetapa: ['87.01', 'Fundações profundas'],
    cliente: {
      nome: 'Incorporadora Cento e Cinquenta',
      cpf_cnpj: '150.500.000-92',
      telefone: '(11) 98765-4150',
      email: 'grande@exemplo.com.br',
    },
  });
  const fornecedor = await api(request, token, '/api/fornecedores/create', {
    nome: 'Fundações Grandes Ltda.',
    cpf_cnpj: '15.050.000/0001-73',
    telefone: '(11) 3456-7150',
    email: 'fundacoes@exemplo.com.br',
  });
  const { obra } = await obraComOrcamento(request, token, {
    nome: 'Torre Milionária',
    valor: '150500000.00',
    cliente,
    etapa,
    sub,
  });
  await api(request, token, '/api/rdo/lancamentos/create', {
    obra: obra.id,
    fornecedor: fornecedor.id,
    etapa: etapa.id,
    subetapa: sub.id,
    data_lancamento: '2026-04-01',
    descricao: 'Estacas da torre',
    valor_comprometido: '53856130.01',
    valor_pagamento: '53856130.01',
    data_pagamento: '2026-04-02',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('textbox', { name: 'Buscar' }).fill('Milionária');
  const totais = page.getByRole('region', { name: 'Totais das obras listadas' });
  const card = page.getByRole('article', { name: 'Obra Torre Milionária' });
  await expect(totais.getByText('R$ 150.500.000,00', { exact: true })).toBeVisible();
  await expect(card.getByText('R$ 96.643.869,99', { exact: true })).toBeVisible();
  // Two figures side by side in each row, 156 px apiece on the totals: every value inside its own
  // figure, none past its edge into the next one (the longest, R$ 150.500.000,00, did), and none
  // smaller than 12 px to fit.
  for (const [lugar, rotulos] of [
    [totais, ['Orçamento total', 'Executado', 'Comprometido', 'Saldo']],
    [card, ['Orçamento', 'Executado', 'Comprometido', 'Saldo']],
  ] as const) {
    for (const rotulo of rotulos) {
      const figura = lugar.getByRole('group', { name: rotulo, exact: true });
      const [dentro, tamanho, valor] = await figura.evaluate((el) => {
        const texto = el.lastElementChild as HTMLElement;
        const caixa = el.getBoundingClientRect();
        const escrito = document.createRange();
        escrito.selectNodeContents(texto);
        const linha = escrito.getBoundingClientRect();
        return [
          linha.left >= caixa.left - 0.5 && linha.right <= caixa.right + 0.5,
          Number.parseFloat(getComputedStyle(texto).fontSize),
          texto.textContent,
        ] as const;
      });
      expect(valor, rotulo).toMatch(/^-?R\$/);
      expect(dentro, `${valor} dentro da sua coluna`).toBe(true);
      expect(tamanho, `${valor}: ${tamanho} px`).toBeGreaterThanOrEqual(12);
    }
  }
});

/** Three obras of one cliente, each with a budget and an RDO: one R$ 100,00 over it. */
async function obrasEmRisco(request: APIRequestContext) {
  const { token, etapa, sub, cliente } = await cadastros(request, {
    etapa: ['82', 'Estrutura do risco'],
    subetapa: ['82.01', 'Pilares'],
    cliente: {
      nome: 'Cliente do Risco',
      cpf_cnpj: '248.438.034-80',
      telefone: '(11) 98765-4300',
      email: 'risco@exemplo.com.br',
    },
  });
  const fornecedor = await api(request, token, '/api/fornecedores/create', {
    nome: 'Forja Risco',
    cpf_cnpj: '11.444.777/0001-61',
    telefone: '(11) 3456-7800',
    email: 'forja@exemplo.com.br',
  });
  // Name order Alfa, Beta, Gama; risk order Gama (over budget), Alfa (saldo 1.000), Beta (saldo 9.000).
  for (const [nome, pago, aberto] of [
    ['Risco Alfa', '8000.00', '1000.00'],
    ['Risco Beta', '1000.00', '0.00'],
    ['Risco Gama', '9600.00', '500.00'],
  ] as const) {
    const { obra } = await obraComOrcamento(request, token, { nome, valor: '10000.00', cliente, etapa, sub });
    const base = { obra: obra.id, fornecedor: fornecedor.id, etapa: etapa.id, subetapa: sub.id };
    await api(request, token, '/api/rdo/lancamentos/create', {
      ...base,
      data_lancamento: '2026-04-01',
      descricao: 'Pago',
      valor_comprometido: pago,
      valor_pagamento: pago,
      data_pagamento: '2026-04-02',
    });
    if (aberto !== '0.00') {
      await api(request, token, '/api/rdo/lancamentos/create', {
        ...base,
        data_lancamento: '2026-04-03',
        descricao: 'A pagar',
        valor_comprometido: aberto,
      });
    }
  }
}

test('with several obras the one over budget comes first, and the table shows the same figures', async ({
  page,
  request,
}) => {
  await obrasEmRisco(request);
  await signIn(page);
  await page.getByRole('textbox', { name: 'Buscar' }).fill('Risco');
  await expect(page).toHaveURL(/[?&]q=Risco/);
  const cartoes = page.getByRole('article');
  await expect(cartoes).toHaveCount(3);
  const ordem = page.getByRole('combobox', { name: 'Ordem' });
  await expect(ordem.locator('option:checked')).toHaveText('Em risco primeiro');
  await expect(cartoes.first()).toHaveAccessibleName('Obra Risco Gama');
  await expect(cartoes.first().getByText('Acima do orçamento')).toBeVisible();
  await expect(cartoes.nth(1)).toHaveAccessibleName('Obra Risco Alfa');
  const gama = cartoes.first();
  for (const value of ['R$ 10.000,00', 'R$ 9.600,00', 'R$ 500,00', '-R$ 100,00']) {
    await expect(gama.getByText(value, { exact: true })).toBeVisible();
  }

  await ordem.selectOption({ label: 'Nome (A–Z)' });
  await expect(cartoes.first()).toHaveAccessibleName('Obra Risco Alfa');
  await expect(page).toHaveURL(/sort=nome/);

  await page.getByText('Tabela', { exact: true }).click();
  const tabela = page.getByRole('table', { name: 'Obras' });
  await expect(tabela).toBeVisible();
  const linhas = tabela.getByRole('row');
  await expect(linhas).toHaveCount(4);
  const linhaGama = tabela.getByRole('row', { name: /Risco Gama/ });
  for (const value of ['R$ 10.000,00', 'R$ 9.600,00', 'R$ 500,00', '-R$ 100,00']) {
    await expect(linhaGama.getByText(value, { exact: true })).toBeVisible();
  }
  // The address reproduces the view: a reload (or a link) opens the same table, in the same order.
  await page.reload();
  await expect(tabela.getByRole('row').nth(1)).toContainText('Risco Alfa');
  await ordem.selectOption({ label: 'Em risco primeiro' });
  await expect(tabela.getByRole('row').nth(1)).toContainText('Risco Gama');
});

test('a firm with no obras sees the empty dashboard that starts with a cliente', async ({ page }) => {
  execFileSync(
    process.execPath,
    [
      ADMIN_CLI,
      'create-empresa',
      '--nome',
      'Construtora Vazia',
      '--email',
      'vazia@e2e.com.br',
      '--senha',
      'senha-vazia-1',
    ],
    { env: { ...process.env, DATA_DIR, DATABASE_URL: '' } },
  );
  await signIn(page, 'vazia@e2e.com.br', 'senha-vazia-1');
  await expect(page.getByText('Não há obras cadastradas.')).toBeVisible();
  await page.getByRole('link', { name: 'Cadastrar cliente' }).click();
  await expect(page).toHaveURL(/\/clientes\/novo$/);
});
