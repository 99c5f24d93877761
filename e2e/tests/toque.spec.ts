import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, api, signIn } from './support';
import { cpf } from './support-cena';

// Decision 248 on a phone (390 px, a touch screen): a list's pages are a finger's 44 px and fit one
// row; a long e-mail wraps only after its "@", before a dot or after a hyphen. The specs share one database: these clientes are new (their CPFs start with 5, and
// "Toquinho" is in no other record).
const NOME = 'Cliente Toquinho';
const CLIENTES = 65;
const SHOTS = '/tmp/shots-toque';
const email = (n: number) => `maria.fernanda.toque${n}@construtora-exemplo-engenharia.com.br`;

async function clientes(request: APIRequestContext) {
  const token = await adminToken(request);
  for (let n = 10; n < 10 + CLIENTES; n++) {
    await api(request, token, '/api/clientes/create', {
      nome: `${NOME} ${n}`,
      cpf_cnpj: cpf(`5${n}864213`),
      telefone: `(11) 97000-40${n}`,
      email: email(n),
    });
  }
}

/** Where each line of `el`'s text starts, as laid out: the text that wraps to a new line. */
const inicioDasLinhas = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    const texto = node.textContent ?? '';
    const linhas: string[] = [];
    let topo = Number.NaN;
    let offset = 0;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      for (let i = 0; i < (t.textContent ?? '').length; i++) {
        range.setStart(t, i);
        range.setEnd(t, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (!(Math.abs(top - topo) < 4)) linhas.push(texto.slice(offset + i));
        topo = top;
      }
      offset += (t.textContent ?? '').length;
    }
    return linhas;
  });

async function caixa(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

async function naoTransborda(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a list’s pages and a long e-mail on a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await clientes(request);
  await signIn(page);
  await page.goto('/clientes?q=Toquinho&pageSize=10&page=4');
  const paginas = page.getByRole('button', { name: /^Página \d+$/ });
  await expect(page.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
  // Seven pages: the first, the current one and the last, with no neighbour on each side.
  await expect(paginas).toHaveText(['1', '4', '7']);
  const controles = [
    ...(await paginas.all()),
    page.getByRole('button', { name: 'Página anterior' }),
    page.getByRole('button', { name: 'Próxima página' }),
  ];
  await page.screenshot({ path: `${SHOTS}/clientes-paginas-390.png`, fullPage: true });
  const alturas = new Set<number>();
  for (const controle of controles) {
    const box = await caixa(controle);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    alturas.add(Math.round(box.y));
  }
  // One row.
  expect(alturas.size).toBe(1);
  await naoTransborda(page);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=5/);

  // The e-mail of a card (page 5: clientes 50 to 59) wraps after its "@", before a dot or after a
  // hyphen, never inside a word.
  const endereco = page.getByText(email(50), { exact: true });
  await expect(endereco).toBeVisible();
  const linhas = await inicioDasLinhas(endereco);
  expect(linhas.length).toBeGreaterThan(1);
  for (const linha of linhas.slice(1)) {
    const antes = email(50).slice(0, email(50).length - linha.length);
    expect(linha.startsWith('.') || /[@-]$/u.test(antes), `"${antes}" | "${linha}"`).toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/clientes-390.png`, fullPage: true });
});
