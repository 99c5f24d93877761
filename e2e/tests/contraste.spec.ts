import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { diaDoCanteiro, heading, signIn } from './support';
import { lancamentoNoRdo, obraComRdo } from './support-cena';

// WCAG AA text contrast (4.5:1) and target size, checked by axe-core in Chromium on the screens
// whose words are coloured by what they say: payables overdue, due today and later (the table at
// 1280 px, the cards at 390), the dashboard's diário line with working days without a report, the
// diário's list and an obra's page. The payables' orange and red words were 2,7–4,3:1 on the
// page's grey and on their badges' tints.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// axe is injected as a script; the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

async function violacoes(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type No = { target: string[]; any: { message: string }[] };
    type Resultado = { violations: { id: string; nodes: No[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Resultado> } })
      .axe;
    const { violations } = await axe.run(document, { runOnly: ['color-contrast', 'target-size'] });
    return violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.any[0]?.message}`),
    );
  });
}

test('coloured words keep their contrast on the payables, the dashboard and the diário', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const scene = await obraComRdo(request, {
    spec: 'contraste',
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
  await signIn(page);
  const telas: [string, () => ReturnType<Page['getByText']>][] = [
    ['/financeiro/contas-a-pagar', () => page.getByText('Vence hoje').first()],
    ['/dashboard', () => page.getByText(/dias úteis sem relatório/).first()],
    [`/obras/diario/${scene.obra}`, () => heading(page, 'Diário de obra')],
    [`/obras/detalhamento/${scene.obra}`, () => heading(page, 'Detalhamento da obra')],
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [endereco, pronto] of telas) {
      await page.goto(endereco);
      await expect(pronto()).toBeVisible();
      expect(await violacoes(page), `${endereco} a ${width} px`).toEqual([]);
    }
  }
});
