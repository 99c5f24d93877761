import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { api, diaDoCanteiro, heading, signIn } from './support';
import { lancamentoNoRdo, obraComRdo } from './support-cena';

// WCAG 2.2 A/AA and axe's best practices, checked by axe-core in Chromium at 1280, 1024 and 390 px on the
// screens whose words are coloured by what they say (payables overdue, due today and later: the
// table and the phone's cards; the dashboard's diário line with working days without a report; the
// diário's list; an obra's page), a list with row actions and a drawer (decision 238). Found here:
// the payables' orange and red words at 2,7–4,3:1, the lists' actions column titled only by an
// aria-label, and the drawer's header read as a second banner landmark; then a refused form.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// axe is injected as a script; the app's CSP (script-src: 'self' and index.html's own script by its
// hash, decision 243) would refuse it.
test.use({ bypassCSP: true });

async function violacoes(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type No = { target: string[]; any: { message: string }[] };
    type Resultado = { violations: { id: string; nodes: No[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Resultado> } })
      .axe;
    const regras = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: regras } });
    return violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.any[0]?.message}`),
    );
  });
}

test('the payables, the dashboard, the diário, a list and a drawer pass axe at 1280, 1024 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const scene = await obraComRdo(request, {
    spec: 'acessibilidade',
    etapas: [['Estrutura do contraste', 'Armação do contraste']],
    cliente: { nome: 'Cliente do Contraste', email: 'contraste@exemplo.com.br' },
    // Started months ago with no report: the dashboard counts working days without one.
    obra: { nome: 'Edifício do Contraste', data_inicio: diaDoCanteiro(-60) },
    orcamento: { nome: 'Orçamento do contraste', valor: '90000.00' },
    fornecedor: { nome: 'Aços do Contraste Ltda.', email: 'acos-contraste@exemplo.com.br' },
  });
  await lancamentoNoRdo(request, scene, {
    data_lancamento: diaDoCanteiro(-30),
    nf: '9801',
    descricao: 'Aço do contraste',
    valor_comprometido: '4000.00',
    parcelas: [-2, 0, 3, 20].map((dias) => ({ data_vencimento: diaDoCanteiro(dias) })),
  });
  // An RDO that follows no budget: its entries' screen explains it in a blue alert.
  const semOrcamento = await api(request, scene.token, '/api/obras/create', {
    id_cliente: scene.cliente,
    nome: 'Galpão do Contraste',
  });
  await api(request, scene.token, '/api/rdo/create', { obra: semOrcamento.id });
  try {
    await signIn(page);
    const telas: [string, () => ReturnType<Page['getByText']>][] = [
      ['/financeiro/contas-a-pagar', () => page.getByText('Vence hoje').first()],
      ['/dashboard', () => page.getByText(/dias úteis sem relatório/).first()],
      [`/obras/diario/${scene.obra}`, () => heading(page, 'Diário de obra')],
      [`/obras/detalhamento/${scene.obra}`, () => heading(page, 'Detalhamento da obra')],
      ['/orcamentos', () => page.getByText('Orçamento do contraste').first()],
      ['/usuarios/novo', () => page.getByRole('dialog')],
      [
        `/obras/lancamentos/rdo/${semOrcamento.id}`,
        () => page.getByText('O RDO desta obra ainda não tem orçamento'),
      ],
    ];
    // At 1024 px the lists' table and the obra's Por etapa scroll in their frame (decision 235).
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [endereco, pronto] of telas) {
        await page.goto(endereco);
        await expect(pronto()).toBeVisible();
        // The settled screen, every list read: a run that met a spinner checked another screen.
        await expect(page.getByRole('progressbar', { name: /^Carregando/ })).toHaveCount(0);
        expect(await violacoes(page), `${endereco} a ${width} px`).toEqual([]);
      }
    }
    // A refused save: the fields' red words read at AA (Mantine's red was 3,3:1), and the field the
    // form jumps to shows the focus ring (its red border hid any sign of focus).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/clientes/novo');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
      const anel = await page.evaluate(() => {
        const estilo = getComputedStyle(document.activeElement!);
        return `${document.activeElement!.tagName} ${estilo.outlineStyle} ${estilo.outlineWidth}`;
      });
      expect(anel).toBe('INPUT solid 2px');
      expect(await violacoes(page), `/clientes/novo recusado a ${width} px`).toEqual([]);
    }
    // A drawer's fields are a finger's targets on a phone too, as the screen's (36 px before).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/usuarios/novo');
    const nome = page.getByRole('dialog').getByRole('textbox', { name: 'Nome' });
    await expect(nome).toBeVisible();
    expect((await nome.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The menu's first link draws its ring inside itself: the menu's scrolling box cut it at the top.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    const dashboard = page.getByRole('link', { name: 'Dashboard', exact: true });
    await expect(dashboard).toBeVisible();
    for (let i = 0; i < 10 && !(await dashboard.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await dashboard.evaluate((el) => getComputedStyle(el).outlineOffset)).toBe('-2px');
  } finally {
    // Payables are the whole firm's, and contas-a-pagar.spec counts them: these go once checked.
    const auth = { authorization: scene.token };
    const lista = await request.get(`/api/rdo/lancamentos/list/obra/${scene.obra}`, { headers: auth });
    for (const { id } of (await lista.json()) as { id: number }[]) {
      const apagado = await request.delete(`/api/rdo/lancamentos/delete/${id}`, { headers: auth });
      expect(apagado.status(), `lançamento ${id}`).toBe(200);
    }
  }
});
