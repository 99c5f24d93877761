import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { api, heading, setasMostramColuna, signIn } from './support';
import { lancamentoNoRdo, obraComRdo } from './support-cena';

// Issue 14, fluxo de caixa (decision 111): payments made through the API show on the screen by
// month and by week (weeks from Monday), an estorno left out, the totals row equal to the sums.
// Screenshots at 1280 and 390 px go to /tmp/shots-fluxo for a person to look at.

const SHOTS = '/tmp/shots-fluxo';

async function cena(request: APIRequestContext) {
  const scene = await obraComRdo(request, {
    spec: 'fluxo-de-caixa',
    etapas: [['Estrutura do caixa', 'Armação']],
    cliente: { nome: 'Cliente do Caixa', email: 'caixa@exemplo.com.br' },
    obra: { nome: 'Edifício do Caixa' },
    orcamento: { nome: 'Orçamento do caixa', valor: '90000.00' },
    fornecedor: { nome: 'Aços do Caixa Ltda.', email: 'acos-caixa@exemplo.com.br' },
  });
  const { token, obra } = scene;
  const lancamento = await lancamentoNoRdo(request, scene, {
    data_lancamento: '2024-01-05',
    nf: '9601',
    descricao: 'Aço do bloco B',
    valor_comprometido: '1000.00',
    data_vencimento: '2024-02-14',
  });
  const pagar = (data: string, valor: string, extra = {}) =>
    api(request, token, '/api/financeiro/pagamentos/create', {
      lancamento,
      data,
      valor,
      forma: 'pix',
      ...extra,
    });
  await pagar('2024-01-31', '100.10', { juros: '5.00' });
  await pagar('2024-02-03', '200.20');
  const estornado = await pagar('2024-02-05', '50.05');
  await api(request, token, `/api/financeiro/pagamentos/estornar/${estornado.id}`, {});
  return obra;
}

const linha = (page: Page, periodo: string) =>
  page
    .getByRole('table', { name: 'Fluxo de caixa por período' })
    .getByRole('row', { name: new RegExp(`^${periodo}`) });

const ROLAGEM = 'Fluxo de caixa: use as setas para ver as outras colunas';

/** On a phone the table scrolls sideways inside its box, by finger or by the arrows once the box has
 * the focus, and each row's period stays at the box's left edge over the figures passing beneath it
 * (it scrolled away with them, leaving figures without their week). */
async function periodoFicaAEsquerda(page: Page) {
  const janela = page.getByRole('group', { name: ROLAGEM });
  const caixa = (await janela.boundingBox())!;
  const total = page.getByRole('rowheader', { name: 'Total' });
  const acumulado = page.getByRole('columnheader', { name: 'Acumulado', exact: true });
  await setasMostramColuna(page, janela, acumulado, async () => caixa.x + caixa.width);
  expect(Math.abs((await total.boundingBox())!.x - caixa.x)).toBeLessThanOrEqual(1);
  expect(
    Math.abs((await linha(page, '29/01 a 04/02').getByRole('rowheader').boundingBox())!.x - caixa.x),
  ).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${SHOTS}/fluxo-semana-390-rolada.png`, fullPage: true });
}

test('the cash flow shows the payments by month and by week, with its totals', async ({ page, request }) => {
  test.setTimeout(60_000);
  const obra = await cena(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole('link', { name: 'Fluxo de caixa' }).first().click();
  await expect(heading(page, 'Fluxo de caixa')).toBeVisible();
  await page.goto(`/financeiro/fluxo-de-caixa?obra=${obra}&de=2024-01-01&ate=2024-03-31`);
  await expect(linha(page, 'jan/2024')).toContainText('R$ 100,10');
  await expect(linha(page, 'fev/2024')).toContainText('R$ 200,20');
  await expect(linha(page, 'fev/2024')).toContainText('R$ 699,70');
  await expect(linha(page, 'Total')).toContainText('R$ 300,30');
  await expect(linha(page, 'Total')).toContainText('R$ 5,00');
  await expect(linha(page, 'Total')).toContainText('R$ 699,70');
  // It fits a laptop: nothing to scroll, so the box is no tab stop (decision 210). Its kept period
  // cells are drawn in the page's grey, as the table lies on the page (they were white).
  await expect(page.getByRole('group', { name: ROLAGEM })).toHaveCount(0);
  for (const celula of [
    linha(page, 'fev/2024').getByRole('rowheader'),
    page.getByRole('rowheader', { name: 'Total' }),
  ])
    expect(await celula.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(248, 249, 250)');
  await page.screenshot({ path: `${SHOTS}/fluxo-mes-1280.png`, fullPage: true });

  await page.getByText('Semana', { exact: true }).click();
  await expect(page).toHaveURL(/agrupamento=semana/);
  // Wednesday 31 Jan falls in the week of Monday 29 Jan; Saturday 3 Feb too.
  await expect(linha(page, '29/01 a 04/02')).toContainText('R$ 300,30');
  await expect(linha(page, '12/02 a 18/02')).toContainText('R$ 699,70');
  await expect(linha(page, 'Total')).toContainText('R$ 300,30');
  await page.screenshot({ path: `${SHOTS}/fluxo-semana-1280.png`, fullPage: true });

  // The files of what is on screen.
  for (const [botao, extensao] of [
    ['Exportar PDF', '.pdf'],
    ['Exportar XLSX', '.xlsx'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: botao }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`${extensao.replace('.', '\\.')}$`));
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(linha(page, 'Total')).toContainText('R$ 300,30');
  // The chart is drawn within the phone's width, every period in sight (it scrolled sideways and
  // showed only the first ones).
  const grafico = page.getByRole('img', { name: /Executado, em aberto e acumulado/ });
  expect(await grafico.evaluate((svg) => svg.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  // Its scale: the largest figure, exact, above the top line; and the periods' labels clear of each
  // other (the first, moved right to fit the edge, touched the second: "jan/2026mar/2026").
  const textos = await grafico.evaluate((svg) =>
    [...svg.querySelectorAll('text')].map((t) => {
      const caixa = t.getBoundingClientRect();
      return { texto: t.textContent, inicio: caixa.left, fim: caixa.right, topo: caixa.top };
    }),
  );
  expect(textos[0]!.texto?.replace(/\s/g, ' ')).toBe('R$ 1.000,00'); // the acumulado at the end: 300,30 paid and 699,70 due
  const rotulos = textos.slice(1);
  expect(rotulos.length).toBeGreaterThan(2);
  for (let i = 1; i < rotulos.length; i++) {
    expect(rotulos[i]!.inicio, `${rotulos[i - 1]!.texto} e ${rotulos[i]!.texto}`).toBeGreaterThan(
      rotulos[i - 1]!.fim + 2,
    );
  }
  await page.screenshot({ path: `${SHOTS}/fluxo-semana-390.png`, fullPage: true });
  await periodoFicaAEsquerda(page);
});
