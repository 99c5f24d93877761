import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { diaDoCanteiro, heading, signIn } from './support';
import { lancamentoNoRdo, obraComRdo } from './support-cena';

// Issue 14, contas a pagar: a finance clerk pays two instalments in a batch and the third in part
// (with juros and a comprovante), then reverses that payment; the groups' totals follow each step.
// Screenshots at 1280 and 390 px go to /tmp/shots-contas for a person to look at.

const CLERK = { nome: 'Fábio Financeiro', email: 'financeiro@contas.com.br', password: 'senha-contas-123' };
const SHOTS = '/tmp/shots-contas';

async function cena(request: APIRequestContext) {
  const scene = await obraComRdo(request, {
    spec: 'contas-a-pagar',
    etapas: [['Estrutura das contas', 'Armação']],
    cliente: { nome: 'Cliente das Contas', email: 'contas@exemplo.com.br' },
    obra: { nome: 'Edifício das Contas' },
    orcamento: { nome: 'Orçamento das contas', valor: '90000.00' },
    fornecedor: { nome: 'Aços das Contas Ltda.', email: 'acos@exemplo.com.br' },
    usuarios: [{ ...CLERK, permissoes: ['financeiro'] }],
  });
  await lancamentoNoRdo(request, scene, {
    data_lancamento: diaDoCanteiro(-30),
    nf: '9701',
    descricao: 'Aço CA-50 da torre',
    valor_comprometido: '3000.00',
    parcelas: [diaDoCanteiro(-2), diaDoCanteiro(3), diaDoCanteiro(20)].map((data_vencimento) => ({
      data_vencimento,
    })),
  });
}

const GRUPOS: Record<string, string> = {
  Todas: 'todas',
  Vencido: 'vencido',
  'De 8 a 30 dias': '30dias',
};
const grupo = (page: Page, nome: string) => page.locator(`[data-grupo="${GRUPOS[nome]}"]`);

async function escolher(page: Page, campo: string, opcao: string) {
  await page.getByRole('dialog').getByLabel(campo).click();
  await page.getByRole('option', { name: opcao }).click();
}

const CINZA_DA_PAGINA = 'rgb(248, 249, 250)'; // gray-0, the page's own background

/** From 62 em (cards below) to about 1 100 px the table scrolls inside its box, each row's actions
 * kept at its right edge (decision 235) in the page's own colour, as the table lies on the page; a
 * control of the columns beneath them is brought beside them when it takes the focus. */
async function acoesAVista(page: Page) {
  await page.setViewportSize({ width: 1024, height: 900 });
  const janela = page.getByRole('group', { name: 'Contas a pagar: use as setas para ver as outras colunas' });
  const caixa = (await janela.boundingBox())!;
  // The second row: the first is striped, in a grey that happens to be the page's.
  const pagar = page.getByRole('button', { name: 'Pagar Aço CA-50 da torre (parcela 2/3)' });
  const botao = (await pagar.boundingBox())!;
  expect(botao.x + botao.width).toBeLessThanOrEqual(caixa.x + caixa.width);
  const celula = await pagar.evaluate((el) => getComputedStyle(el.closest('td')!).backgroundColor);
  expect(celula).toBe(CINZA_DA_PAGINA);
  expect(await page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    CINZA_DA_PAGINA,
  );

  const acoes = (await pagar.evaluate((el) => el.closest('td')!.getBoundingClientRect().left)) as number;
  const dica = janela.getByRole('button', { name: /^Valor pago:/ });
  await janela.evaluate((box) => box.scrollTo({ left: 0 }));
  await dica.focus();
  const alvo = (await dica.boundingBox())!;
  expect(alvo.x + alvo.width).toBeLessThanOrEqual(acoes + 1);
  await page.screenshot({ path: `${SHOTS}/contas-1024.png`, fullPage: true });
  await dica.blur();
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a clerk pays two instalments in a batch, one in part, and reverses that payment', async ({
  page,
  request,
}) => {
  // One long scenario (a batch, a partial payment with upload, an estorno, two sizes, the dashboard).
  test.setTimeout(90_000);
  await cena(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CLERK.email, CLERK.password);
  await page.getByRole('link', { name: 'Contas a pagar' }).click();
  await expect(heading(page, 'Contas a pagar')).toBeVisible();
  const linhas = page.getByTestId('conta-linha');
  await expect(linhas).toHaveCount(3);
  await expect(grupo(page, 'Vencido')).toContainText('R$ 1.000,00');
  await expect(grupo(page, 'Todas')).toContainText('R$ 3.000,00');
  await page.screenshot({ path: `${SHOTS}/contas-1280.png`, fullPage: true });
  await acoesAVista(page);

  // A batch: the overdue instalment and the next one.
  await page.getByRole('checkbox', { name: 'Selecionar Aço CA-50 da torre (parcela 1/3)' }).check();
  await page.getByRole('checkbox', { name: 'Selecionar Aço CA-50 da torre (parcela 2/3)' }).check();
  await expect(page.getByRole('region', { name: 'Contas selecionadas' })).toContainText('R$ 2.000,00');
  await page.getByRole('button', { name: 'Pagar selecionadas' }).click();
  await escolher(page, 'Forma de pagamento', 'Pix');
  await page.screenshot({ path: `${SHOTS}/lote-1280.png` });
  await page.getByRole('button', { name: 'Pagar R$ 2.000,00' }).click();
  await expect(page.getByText('2 pagamentos registrados, R$ 2.000,00 no total.')).toBeVisible();
  await expect(linhas).toHaveCount(1);
  await expect(grupo(page, 'Vencido')).toContainText('R$ 0,00');

  // Part of the last one, with juros and a comprovante.
  await page.getByRole('button', { name: 'Pagar Aço CA-50 da torre (parcela 3/3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await dialog.getByLabel('Valor pago').fill('400,00');
  await dialog.getByLabel('Juros/multa').fill('5,00');
  await escolher(page, 'Forma de pagamento', 'Boleto');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'boleto-pago.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.screenshot({ path: `${SHOTS}/pagar-1280.png` });
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(page.getByText('Pagamento de R$ 400,00 registrado.')).toBeVisible();
  await expect(linhas.first()).toContainText('R$ 600,00');

  // Its payments: the comprovante is there; the estorno asks first, then the amount is em aberto again.
  await page.getByRole('button', { name: 'Pagamentos de Aço CA-50 da torre (parcela 3/3)' }).click();
  const pagamentos = page.getByRole('dialog', { name: 'Pagamentos' });
  await expect(pagamentos.getByTestId('pagamento')).toHaveCount(1);
  await expect(pagamentos.getByRole('link', { name: /boleto-pago\.pdf/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pagamentos-1280.png` });
  await pagamentos.getByRole('button', { name: 'Estornar' }).click();
  await page
    .getByRole('dialog', { name: 'Estornar pagamento' })
    .getByRole('button', { name: 'Estornar' })
    .click();
  await expect(page.getByText('Pagamento estornado.')).toBeVisible();
  await expect(linhas.first()).toContainText('R$ 1.000,00');

  // The reversed payment stays listed, struck through.
  await page.getByRole('button', { name: 'Pagamentos de Aço CA-50 da torre (parcela 3/3)' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamentos' }).getByText(/Estornado em/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The filters live in the address: a group chosen survives a reload.
  await grupo(page, 'De 8 a 30 dias').click();
  await expect(page).toHaveURL(/grupo=30dias/);
  await page.reload();
  await expect(grupo(page, 'De 8 a 30 dias')).toHaveAttribute('aria-pressed', 'true');
  await expect(linhas).toHaveCount(1);

  // The obra filter asks the server as the user types (never the whole list of obras) and names
  // the obra of the address after a reload.
  const obraFiltro = page.getByRole('textbox', { name: 'Obra' });
  await obraFiltro.fill('Edifício das Con');
  await page.getByRole('option', { name: 'Edifício das Contas' }).click();
  await expect(page).toHaveURL(/obra=\d+/);
  await expect(linhas).toHaveCount(1);
  await page.reload();
  await expect(obraFiltro).toHaveValue('Edifício das Contas');
  await page.screenshot({ path: `${SHOTS}/contas-obra-1280.png`, fullPage: true });

  // On a phone: cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/financeiro/contas-a-pagar');
  await expect(page.getByTestId('conta-cartao')).toHaveCount(1);
  // The filters beyond the search wait behind one button (decision 241), saying how many are in use.
  await expect(page.getByRole('textbox', { name: 'Obra' })).toHaveCount(0);
  await page.goto('/financeiro/contas-a-pagar?documento=rdo&de=2020-10-28&ate=2020-11-28');
  const filtros = page.getByRole('button', { name: 'Filtros: 3 ativos' });
  await expect(filtros).toHaveAttribute('aria-expanded', 'false');
  await filtros.click();
  await expect(page.getByRole('combobox', { name: 'Documento' })).toHaveValue('rdo');
  await expect(page.getByRole('textbox', { name: 'Obra' })).toBeVisible();
  // The period's days are read whole beside their ✕, on a 360 px phone too (they showed "28/10/202").
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    for (const [nome, dia] of [
      ['Vencimento de', '28/10/2020'],
      ['Vencimento até', '28/11/2020'],
    ] as const) {
      const campo = page.getByRole('textbox', { name: nome });
      await expect(campo).toHaveValue(dia);
      expect(
        await campo.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
        `${nome} at ${width} px`,
      ).toBe(true);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  // A text that is no day in the address is no filter (it counted as one).
  await page.goto('/financeiro/contas-a-pagar?documento=rdo&de=abc');
  await expect(page.getByRole('button', { name: 'Filtros: 1 ativo' })).toBeVisible();
  await page.goto('/financeiro/contas-a-pagar');
  await expect(page.getByTestId('conta-cartao')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/contas-390.png`, fullPage: true });
  // The payment's date is read whole on a phone (beside the value it showed "27/11/202"), and its
  // fields are a finger's targets.
  await page
    .getByTestId('conta-cartao')
    .getByRole('button', { name: /^Pagar / })
    .click();
  const pagar = page.getByRole('dialog', { name: 'Registrar pagamento' });
  const dataDoPagamento = pagar.getByRole('textbox', { name: 'Data do pagamento' });
  await expect(dataDoPagamento).not.toHaveValue('');
  expect(
    await dataDoPagamento.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
  ).toBe(true);
  expect((await dataDoPagamento.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/pagar-390.png` });
  await pagar.getByRole('button', { name: 'Cancelar' }).click();

  // The dashboard shows what is vencido and due in 7 days.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const aPagar = page.getByRole('group', { name: 'Contas a pagar' }).first();
  await expect(aPagar).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
});
