import { mkdirSync } from 'node:fs';
import { formatDate } from '@gdo/domain/date';
import { isDiaUtil } from '@gdo/domain/diario-resumo';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { adminToken, api, diaDoCanteiro, heading, signIn } from './support';
import { obraComRdo } from './support-cena';
import { cpf, jpeg } from './support-diario';

// Issue 12, the diário de obra's list (decision 072) at 1280 px and 390 px: reports made through the
// API (one impraticável with two real JPEGs, two signed), the list newest first with lazy thumbnails,
// the 30-day strip marking an impraticável day and a working day without a report, the period filter
// in the address, the chain's integrity, the RDO's two parts, the period's PDF and XLSX; the obra
// detail and the dashboard show the diário's figures; a site user (role diario) sees no Lançamentos.
// The specs share one database: these records and this user are new.
const SHOTS = '/tmp/shots-a';
// The machine is shared with other work (load average above 10 at times): screens get 15 s to show.
const expect = baseExpect.configure({ timeout: 15_000 });
const CANTEIRO = { nome: 'Lia Canteiro', email: 'lia.lista@e2e.com.br', password: 'senha-lista-7' };

const diasAtras = (n: number) => diaDoCanteiro(-n);

const praticavel = { tempo: 'claro', condicao: 'praticavel' };
const REPORTS = [
  { n: 1, impraticavel: true, fotos: ['Fachada molhada', 'Laje coberta com lona'], assinar: false },
  { n: 3, impraticavel: false, fotos: [], assinar: true },
  { n: 10, impraticavel: false, fotos: [], assinar: true },
  { n: 45, impraticavel: false, fotos: [], assinar: false },
];

type Cena = { obra: number; semRelatorio: string };
let cena: Cena | undefined;

/** The obra (started 60 days ago) with a budget behind its RDO, its reports, and the site user. */
async function montar(request: APIRequestContext): Promise<Cena> {
  if (cena) return cena;
  const token = await adminToken(request);
  const usuario = await request.post('/api/users/create', {
    headers: { authorization: token },
    data: { ...CANTEIRO, permissoes: ['diario'] },
  });
  expect(usuario.ok(), await usuario.text()).toBe(true);
  const { etapas, obra } = await obraComRdo(request, {
    spec: 'diario-lista',
    etapas: [['Estrutura da lista', 'Pilares']],
    cliente: {
      nome: 'Cliente da Lista',
      cpf_cnpj: cpf('613572948'),
      telefone: '(11) 98765-8300',
      email: 'lista@exemplo.com.br',
    },
    obra: { nome: 'Edifício da Lista, Residencial Jardim das Acácias, bloco B', data_inicio: diasAtras(60) },
    orcamento: { nome: 'Orçamento da lista', valor: '5000.00' },
  });
  for (const r of [...REPORTS].reverse()) {
    const diario = await api(request, token, '/api/diarios/create', {
      obra,
      data: diasAtras(r.n),
      clima: {
        manha: praticavel,
        tarde: r.impraticavel ? { tempo: 'chuvoso', condicao: 'impraticavel' } : praticavel,
      },
      efetivo: [{ funcao: 'Pedreiro', origem: 'propria', quantidade: 5 }],
      atividades: [
        {
          etapa: etapas[0]!.etapa,
          descricao: 'Pilares do térreo',
          situacao: 'em_andamento',
          percentual: 60 - r.n,
        },
      ],
    });
    for (const [i, legenda] of r.fotos.entries()) {
      const res = await request.post(`/api/diarios/fotos/${diario.id}`, {
        headers: { authorization: token },
        multipart: {
          arquivo: { name: `foto-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(i + 2, 800, 600) },
          legenda,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    if (r.assinar) await api(request, token, `/api/diarios/assinar/${diario.id}`, {});
  }
  // A working day of the strip with no report: the newest of 2, 4, 5… days ago that is no Sunday
  // and no national holiday.
  const semRelatorio = [2, 4, 5, 6, 7, 8].map(diasAtras).find(isDiaUtil)!;
  cena = { obra, semRelatorio };
  return cena;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const relatorios = (page: Page) => page.getByRole('article', { name: /^Relatório nº/ });

async function verLista(page: Page, { obra, semRelatorio }: Cena, largura: number) {
  await page.goto(`/obras/diario/${obra}`);
  await expect(heading(page, 'Diário de obra')).toBeVisible();
  await expect(page.getByText('RDO — Relatório Diário de Obra')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cadeia de assinaturas íntegra' })).toContainText(
    '2 relatórios assinados',
  );

  // Newest first, with the impraticável day's photos as lazy thumbnails of a set size.
  await expect(relatorios(page)).toHaveCount(4);
  await expect(relatorios(page).first()).toHaveAccessibleName(
    new RegExp(`nº 4 · .*${formatDate(diasAtras(1))}`),
  );
  await expect(relatorios(page).first()).toContainText('Tarde: chuvoso, impraticável');
  await expect(relatorios(page).first()).toContainText('Efetivo: 5 pessoas');
  const foto = page.getByRole('img', { name: 'Fachada molhada' });
  await expect(foto).toHaveAttribute('loading', 'lazy');
  await expect(foto).toHaveAttribute('width', '64');
  await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(relatorios(page).nth(1)).toContainText('Assinado');

  // The strip: 30 days in words, an impraticável day and a working day without a report.
  const faixa = page.getByRole('list', { name: 'Últimos 30 dias' });
  await expect(faixa.getByRole('listitem')).toHaveCount(30);
  await expect(
    faixa.getByRole('link', {
      name: new RegExp(`${formatDate(diasAtras(1))}: relatório nº 4, impraticável$`),
    }),
  ).toBeVisible();
  await expect(
    faixa.getByRole('img', { name: new RegExp(`${formatDate(semRelatorio)}: sem relatório$`) }),
  ).toBeVisible();
  await expect(
    faixa.getByRole('link', { name: new RegExp(`${formatDate(diasAtras(3))}: relatório nº 3$`) }),
  ).toBeVisible();
  await expect(page.getByText('Dias úteis sem relatório')).toBeVisible();
  await shot(page, `lista-${largura}`);

  // The period filter lives in the address and survives a reload.
  await page.getByLabel('De', { exact: true }).fill(formatDate(diasAtras(5)));
  await page.getByLabel('De', { exact: true }).press('Tab');
  await expect(page).toHaveURL(new RegExp(`de=${diasAtras(5)}`));
  await expect(relatorios(page)).toHaveCount(2);
  await page.reload();
  await expect(relatorios(page)).toHaveCount(2);
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(formatDate(diasAtras(5)));
  await page.getByLabel('Até', { exact: true }).fill(formatDate(diasAtras(2)));
  await page.getByLabel('Até', { exact: true }).press('Tab');
  await expect(relatorios(page)).toHaveCount(1);
  await expect(relatorios(page).first()).toHaveAccessibleName(/^Relatório nº 3 /);
  await shot(page, `lista-periodo-${largura}`);

  // The period's files, through the download the entries use.
  for (const [botao, extensao] of [
    ['Baixar o período em PDF', '.pdf'],
    ['Baixar o período em XLSX', '.xlsx'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: botao }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\${extensao}$`));
  }
}

// Many steps on a machine shared with other work: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('the list, its strip, period and integrity at 1280 px, and the RDO’s two parts', async ({
  page,
  request,
}) => {
  const c = await montar(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await verLista(page, c, 1280);

  // Diário ⇄ Lançamentos: the RDO's two parts, each screen offering the other.
  const partes = page.getByRole('navigation', { name: 'Partes do RDO' });
  await expect(partes.getByRole('link', { name: 'Diário' })).toHaveAttribute('aria-current', 'page');
  await partes.getByRole('link', { name: 'Lançamentos' }).click();
  await expect(heading(page, 'Lançamentos do RDO')).toBeVisible();
  await shot(page, 'lancamentos-partes-1280');
  await page.getByRole('navigation', { name: 'Partes do RDO' }).getByRole('link', { name: 'Diário' }).click();
  await expect(heading(page, 'Diário de obra')).toBeVisible();

  // The obra detail and the dashboard show the diário's figures.
  await page.goto(`/obras/detalhamento/${c.obra}`);
  const secao = page.getByRole('region', { name: 'Diário de obra' });
  await expect(secao.getByText('Avanço físico por etapa')).toBeVisible();
  await expect(secao.getByText('59%')).toBeVisible();
  await expect(secao.getByRole('img', { name: 'Laje coberta com lona' })).toBeVisible();
  await shot(page, 'obra-detalhe-1280');
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Obra Edifício da Lista' });
  // Among many obras the card is drawn once it comes near the screen (decision 140).
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(`Diário: último relatório em ${formatDate(diasAtras(1))}`);
  await expect(card).toContainText('dias úteis sem relatório desde o início da obra');
  await shot(page, 'painel-1280');
  // The compact table carries the same line under the obra's name; and the card on a phone.
  await page.getByText('Tabela', { exact: true }).click();
  const linha = page.getByRole('row').filter({ hasText: 'Edifício da Lista' });
  await expect(linha).toContainText(`Diário: último relatório em ${formatDate(diasAtras(1))}`);
  await shot(page, 'painel-tabela-1280');
  await page.getByText('Cartões', { exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toContainText('dias úteis sem relatório desde o início da obra');
  await shot(page, 'painel-390');
});

test('the same list at 390 px, and a site user sees only the Diário part', async ({ page, request }) => {
  const c = await montar(request);
  await page.setViewportSize({ width: 390, height: 844 });
  // What the way in asks of the diário: each page's last reports in one call (decision 185).
  const doDiario: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/diarios/')) doDiario.push(pathname);
  });
  await page.goto('/');
  await page.getByLabel('E-mail').fill(CANTEIRO.email);
  await page.getByLabel('Senha').fill(CANTEIRO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // A site user lands on the diário's way in (decisions 070, 170), not on the dashboard: its obras
  // in progress, each with its last report and today's action.
  await expect(page).toHaveURL(/\/obras\/diario$/);
  await expect(heading(page, 'Diário de obra')).toBeVisible();
  await page.getByLabel('Buscar obra').fill('Edifício da Lista');
  const obra = page.getByRole('article', { name: 'Edifício da Lista' });
  await expect(obra).toContainText(`Último: nº 4, ${formatDate(diasAtras(1))}`);
  await expect(obra.getByRole('link', { name: 'Novo relatório de hoje' })).toHaveAttribute(
    'href',
    `/obras/diario/${c.obra}/novo`,
  );
  expect(doDiario.length).toBeGreaterThan(0);
  expect(doDiario.filter((path) => path !== '/api/diarios/ultimos')).toEqual([]);
  await shot(page, 'diarios-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'diarios-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await obra.getByRole('link', { name: 'Edifício da Lista' }).click();
  await expect(page).toHaveURL(new RegExp(`/obras/diario/${c.obra}$`));
  await verLista(page, c, 390);
  await expect(page.getByRole('navigation', { name: 'Partes do RDO' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lançamentos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Novo relatório' })).toHaveAttribute(
    'href',
    `/obras/diario/${c.obra}/novo`,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // The trail stays one line on the phone: the obra's long name gives way with an ellipsis, and
  // the current page's name, said by the h1 below, is there for screen readers only (decision 232).
  const trilha = page.getByRole('navigation', { name: 'Trilha de navegação' });
  const cortado = (link: Locator) => link.evaluate((el) => el.scrollWidth > el.clientWidth);
  const umaLinha = async () => (await trilha.boundingBox())!.height;
  expect(await cortado(trilha.getByRole('link', { name: /^Edifício da Lista/ }))).toBe(true);
  expect(await umaLinha()).toBeLessThan(30);
  await expect(trilha.getByText('Diário de obra')).toHaveAttribute('aria-current', 'page');
  // The separators are drawn, not read.
  expect(await trilha.ariaSnapshot()).not.toContain('text: /');
  await page.getByRole('link', { name: 'Novo relatório' }).click();
  await expect(heading(page, 'Novo relatório diário')).toBeVisible();
  expect(await cortado(trilha.getByRole('link', { name: 'Diário de obra' }))).toBe(false);
  expect(await cortado(trilha.getByRole('link', { name: /^Edifício da Lista/ }))).toBe(true);
  expect(await umaLinha()).toBeLessThan(30);
  await page.goto(`/obras/detalhamento/${c.obra}`);
  await expect(
    page.getByRole('region', { name: 'Diário de obra' }).getByText('Avanço físico por etapa'),
  ).toBeVisible();
  await shot(page, 'obra-detalhe-390');
});
