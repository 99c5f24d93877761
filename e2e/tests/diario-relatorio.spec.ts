import { mkdirSync, readFileSync } from 'node:fs';
import { formatDate } from '@gdo/domain/date';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { cresceEVolta, diaDoCanteiro, heading, toast } from './support';
import { obraComRdo } from './support-cena';
import { cpf, jpeg, legendasGuardadas } from './support-diario';

// Issue 12, the diário de obra on a phone (390 px): a site user (role diario) fills a report with
// two photos, reloads half-way and finds what was typed, saves; the next day copies the previous
// day's efetivo and equipamentos, signs the report and can no longer change it; then adds a
// retificação. The specs share one database: this user and these records are new.
const MESTRE = { nome: 'Mateus Mestre', email: 'mateus.diario@e2e.com.br', password: 'senha-diario-9' };
const LEITOR = { nome: 'Lara Leitora', email: 'lara.diario@e2e.com.br', password: 'senha-leitura-7' };
const SHOTS = '/tmp/shots-diario-relatorio';

/** The obra (with its responsável técnico), its budget's etapas behind the RDO, a fornecedor, the user. */
async function cena(request: APIRequestContext) {
  return obraComRdo(request, {
    spec: 'diario-relatorio',
    usuarios: [
      { ...MESTRE, permissoes: ['diario'] },
      { ...LEITOR, permissoes: ['leitura'] },
    ],
    etapas: [['Alvenaria do diário', 'Paredes do térreo']],
    cliente: {
      nome: 'Cliente do Diário',
      cpf_cnpj: cpf('418273650'),
      telefone: '(11) 98765-8100',
      email: 'diario@exemplo.com.br',
    },
    obra: {
      nome: 'Residência do Diário',
      data_inicio: '2026-01-05',
      previsao_entrega: '2027-06-30',
      responsavel_tecnico: 'Eng. Rita Campos',
      registro_profissional: 'CREA-SP 5061234567',
      art: 'ART 2620250012345',
    },
    orcamento: { nome: 'Orçamento do diário', valor: '1000.00' },
    fornecedor: {
      nome: 'Empreiteira Diário',
      cpf_cnpj: cpf('529384761'),
      telefone: '(11) 3456-8100',
      email: 'empreiteira.diario@exemplo.com.br',
    },
  });
}

const grupo = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const secao = (page: Page, name: string) => page.getByRole('region', { name });

async function escolher(page: Page, group: string, option: string) {
  await grupo(page, group).getByText(option, { exact: true }).click();
}

async function entrar(page: Page, pessoa: { email: string; password: string }) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(pessoa.email);
  await page.getByLabel('Senha').fill(pessoa.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The sign-in lands on the role's home (the diário for the site team, decision 170), or on the
  // address the last user was at (decision 098).
  await expect(page).not.toHaveURL(/\/$/);
}

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function enviarFoto(page: Page, botao: string, arquivo: string, buffer: Buffer, legenda: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: botao }).click();
  await (await chooser).setFiles({ name: arquivo, mimeType: 'image/jpeg', buffer });
  const envio = page.getByRole('article', { name: `Foto a enviar: ${arquivo}` });
  await envio.getByLabel('Legenda').fill(legenda);
  await envio.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(page.getByRole('img', { name: legenda })).toBeVisible({ timeout: 15_000 });
  await expect(envio).toHaveCount(0);
}

test('a site user fills a report with photos, keeps it through a reload, copies it the next day, signs and rectifies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { obra } = await cena(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, MESTRE);

  // Yesterday's report, typed on the phone.
  await page.goto(`/obras/diario/${obra}/novo`);
  await expect(heading(page, 'Novo relatório diário')).toBeVisible();
  await expect(page.getByText('Eng. Rita Campos · CREA-SP 5061234567')).toBeVisible();
  const data = page.getByLabel(/^Data do relatório/);
  await data.fill(formatDate(diaDoCanteiro(-1)));
  await data.press('Tab');
  await escolher(page, 'Tempo da manhã', 'Claro');
  await escolher(page, 'Tempo da tarde', 'Chuvoso');
  await escolher(page, 'Condição da tarde', 'Impraticável');

  const efetivo = secao(page, 'Efetivo');
  await page.getByRole('button', { name: 'Adicionar função ao efetivo' }).click();
  await efetivo
    .getByRole('textbox', { name: /^Função/ })
    .first()
    .fill('Pedreiro');
  await efetivo
    .getByLabel(/^Quantidade/)
    .first()
    .fill('3');
  await page.getByRole('button', { name: 'Adicionar função ao efetivo' }).click();
  await efetivo
    .getByRole('textbox', { name: /^Função/ })
    .nth(1)
    .fill('Servente');
  await grupo(page, 'Origem').nth(1).getByText('Terceirizada', { exact: true }).click();
  await efetivo.getByLabel(/^Fornecedor/).click();
  await page.getByRole('option', { name: 'Empreiteira Diário' }).click();
  await efetivo
    .getByLabel(/^Quantidade/)
    .nth(1)
    .fill('2');
  await expect(efetivo.getByText('Total: 5 pessoas')).toBeVisible();
  await expect(efetivo.getByText('Terceirizada: 2 pessoas')).toBeVisible();

  // Phone-sized targets: at least 44 px tall (decision 075).
  for (const alvo of [
    page.getByRole('button', { name: 'Salvar rascunho' }),
    page.getByRole('button', { name: 'Remover a linha 1 do efetivo' }),
    efetivo.getByRole('textbox', { name: /^Função/ }).first(),
    efetivo.getByLabel(/^Quantidade/).first(),
    grupo(page, 'Tempo da manhã').locator('label', { hasText: 'Nublado' }),
  ]) {
    expect((await alvo.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }

  await page.getByRole('button', { name: 'Adicionar equipamento' }).click();
  await secao(page, 'Equipamentos')
    .getByLabel(/^Descrição/)
    .fill('Betoneira 400 L');

  // The connection drops, the phone reloads: what was typed is still there.
  await page.reload();
  await expect(page.getByText(/Recuperamos o que você digitou neste aparelho/)).toBeVisible();
  await expect(efetivo.getByRole('textbox', { name: /^Função/ }).first()).toHaveValue('Pedreiro');
  await expect(efetivo.getByRole('textbox', { name: /^Função/ }).nth(1)).toHaveValue('Servente');
  await expect(secao(page, 'Equipamentos').getByLabel(/^Descrição/)).toHaveValue('Betoneira 400 L');
  await expect(efetivo.getByText('Total: 5 pessoas')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar atividade' }).click();
  const atividades = secao(page, 'Atividades');
  await atividades.getByLabel(/^Etapa/).click();
  await page.getByRole('option', { name: '84 Alvenaria do diário' }).click();
  // Decision 226: a long text field grows with its lines, sized by Chromium itself: no hidden copy of
  // it measures the text (Mantine's autosize did, at mount and at every key).
  await cresceEVolta(atividades.getByLabel(/^Descrição/), [
    'Elevação das paredes do térreo, eixo A',
    'Prumo conferido',
    'Vergas concretadas',
    'Cintas armadas',
  ]);
  expect(await page.locator('textarea[aria-hidden="true"]').count()).toBe(0);
  await shot(page, 'novo-390');
  await shot(page, 'novo-390-tela', false);

  // Saved, the page is drawn again under the report's own address: it keeps its height and the
  // user's place on it (decision 242 draws a new report's sections one by one, a saved one whole).
  const rolagem = await page.evaluate(() => window.scrollY);
  expect(rolagem).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page).toHaveURL(new RegExp(`/obras/diario/${obra}/relatorio/\\d+$`));
  await expect(heading(page, 'Relatório diário nº 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escolher da galeria' })).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - rolagem)).toBeLessThan(50);
  await expect(page.getByText(/Recuperamos/)).toHaveCount(0);
  const primeiro = new URL(page.url()).pathname;

  // A file that is no image: the server's words (415), and nothing kept.
  const recusa = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Escolher da galeria' }).click();
  await (await recusa).setFiles({
    name: 'nota.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('não é foto'),
  });
  const falsa = page.getByRole('article', { name: 'Foto a enviar: nota.jpg' });
  await falsa.getByLabel('Legenda').fill('Nota fiscal');
  await falsa.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(falsa.getByRole('alert')).toHaveText(
    'Formato de imagem não suportado: envie uma foto JPEG, PNG ou WebP.',
  );
  await falsa.getByRole('button', { name: 'Descartar' }).click();

  // The signal drops during the first upload: it is offered again and goes through.
  let cortes = 1;
  await page.route('**/api/diarios/fotos/*', (route) =>
    cortes-- > 0 ? route.abort('internetdisconnected') : route.fallback(),
  );
  const cortada = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  await (await cortada).setFiles({ name: 'parede.jpg', mimeType: 'image/jpeg', buffer: await jpeg(3) });
  const primeiraFoto = page.getByRole('article', { name: 'Foto a enviar: parede.jpg' });
  await primeiraFoto.getByLabel('Legenda').fill('Parede do eixo A levantada');
  await primeiraFoto.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(primeiraFoto.getByRole('alert')).toHaveText(/Não foi possível conectar ao servidor/);
  await expect(primeiraFoto.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(primeiraFoto.getByText(/Guardada neste aparelho até ser enviada/)).toBeVisible();
  // The phone reloads before retrying: the photo and its caption were kept in the browser
  // (IndexedDB, decision 171) and are offered again.
  await expect.poll(() => legendasGuardadas(page)).toEqual(['Parede do eixo A levantada']);
  await page.reload();
  await expect(heading(page, 'Relatório diário nº 1')).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Uma foto escolhida antes ainda não foi enviada' }),
  ).toBeVisible();
  await expect(primeiraFoto.getByLabel('Legenda')).toHaveValue('Parede do eixo A levantada');
  // Its preview is drawn from the kept bytes (a blob: URL the CSP allows).
  await expect
    .poll(() =>
      primeiraFoto
        .getByRole('img', { name: 'Prévia de parede.jpg' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shot(page, 'foto-guardada-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'foto-guardada-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await primeiraFoto.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(page.getByRole('img', { name: 'Parede do eixo A levantada' })).toBeVisible({
    timeout: 15_000,
  });
  await page.unroute('**/api/diarios/fotos/*');
  await expect(primeiraFoto).toHaveCount(0);

  // The second photo, from the gallery.
  await enviarFoto(page, 'Escolher da galeria', 'chuva.jpg', await jpeg(5), 'Canteiro alagado à tarde');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Parede do eixo A levantada' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Canteiro alagado à tarde' })).toBeVisible();
  await shot(page, 'rascunho-390');
  // With "Assinar" beside it, the save button still says its whole name (it read "Salvar rascu").
  const salvar = page.getByRole('button', { name: 'Salvar rascunho' });
  const cortado = (b: HTMLElement) =>
    [b, ...b.querySelectorAll('span')].some((e) => e.scrollWidth > e.clientWidth);
  expect(await salvar.evaluate(cortado)).toBe(false);
  await expect(page.getByRole('button', { name: 'Assinar' })).toBeVisible();

  // The next day: the efetivo and equipamentos come from yesterday's report.
  await page.goto(`/obras/diario/${obra}/novo`);
  await expect(heading(page, 'Novo relatório diário')).toBeVisible();
  await page.getByRole('button', { name: 'Copiar do dia anterior' }).click();
  await expect(toast(page, /copiados do relatório nº 1/)).toBeVisible();
  await expect(efetivo.getByRole('textbox', { name: /^Função/ }).first()).toHaveValue('Pedreiro');
  await expect(efetivo.getByRole('textbox', { name: /^Função/ }).nth(1)).toHaveValue('Servente');
  await expect(secao(page, 'Equipamentos').getByLabel(/^Descrição/)).toHaveValue('Betoneira 400 L');
  await escolher(page, 'Tempo da manhã', 'Nublado');
  await escolher(page, 'Tempo da tarde', 'Claro');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(heading(page, 'Relatório diário nº 2')).toBeVisible();

  // Signing: asked first, said to be final; then the report is text, with its signature.
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Assinar o relatório' });
  await expect(modal.getByText(/não pode ser desfeita/)).toBeVisible();
  await modal.getByRole('button', { name: 'Assinar relatório' }).click();
  await expect(toast(page, 'Relatório nº 2 assinado.')).toBeVisible();
  await expect(page.getByText(`Assinado por ${MESTRE.nome}`, { exact: false })).toBeVisible();
  await expect(page.getByText(/Hash \(SHA-256\): [0-9a-f]{64}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar rascunho' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Assinar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Adicionar|Excluir|Tirar foto/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Função|Descrição/ })).toHaveCount(0);
  await expect(page.getByText('2 × Servente — terceirizada (Empreiteira Diário)')).toBeVisible();

  // A reload still shows it read-only; a correction is a retificação.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Salvar rascunho' })).toHaveCount(0);
  await page.getByLabel('Nova retificação').fill('O servente chegou às 10h, não às 7h.');
  await page.getByRole('button', { name: 'Registrar retificação' }).click();
  await expect(page.getByRole('article', { name: 'Retificação 1' })).toContainText(
    'O servente chegou às 10h',
  );
  await shot(page, 'assinado-390');
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const baixado = await pdf;
  expect(baixado.suggestedFilename()).toBe('Diário de obra 2 - Residência do Diário.pdf');
  expect(
    readFileSync((await baixado.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'assinado-1280');
  // The rascunho and a new report at 1280 px as well.
  await page.goto(primeiro);
  await expect(heading(page, 'Relatório diário nº 1')).toBeVisible();
  await shot(page, 'rascunho-1280');
  await page.goto(`/obras/diario/${obra}/novo`);
  await expect(heading(page, 'Novo relatório diário')).toBeVisible();
  await shot(page, 'novo-1280');

  // A reader (leitura) sees the rascunho as text, with nothing to change, and no new-report form.
  await page.getByRole('button', { name: 'Sair' }).click();
  await entrar(page, LEITOR);
  await page.goto(primeiro);
  await expect(page.getByRole('region', { name: 'Efetivo' })).toContainText('3 × Pedreiro — própria');
  await expect(page.getByRole('img', { name: 'Canteiro alagado à tarde' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Salvar|Assinar|Excluir|Adicionar|Tirar foto|Copiar/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.goto(`/obras/diario/${obra}/novo`);
  await expect(
    page.getByText('Seu perfil consulta os relatórios diários, mas não os escreve.'),
  ).toBeVisible();
});
