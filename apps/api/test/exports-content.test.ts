import { formatMoneyNumber } from '@gdo/domain/money';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PdfPage, pdfWords, readXlsx } from './exports';
import { lancarNaCena, useCena } from './lancamentos';
import { send } from './orcamentos';

// Issue 10, items 17 and 18: exports of real, untidy data. A 60-character NF with no spaces pushed
// every amount column and the totals off the A4 page; Arabic, Hebrew, CJK and emoji printed as
// empty boxes; rows were split across pages. The PDFs are read back with pdf.js (the words and
// their boxes), and the XLSX with exceljs: a text that starts like a formula stays text.

const NF_LONGA = 'NF2026000123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEF';
const ESCRITAS = {
  árabe: 'مرحبا بالعالم',
  hebraico: 'שלום עולם',
  chinês: '中文建筑材料',
  japonês: 'こんにちは',
  coreano: '한국어',
  emoji: '🏗️😀👍',
};
const FORMULAS = ['=HYPERLINK("https://example.com","clique")', '+1+1', '-1+2', '@SUM(1,1)', '=1+1'];
const ROWS = 60;
const MARGIN = 36;

const ctx = useCena();
beforeAll(async () => {
  const first = await lancarNaCena(ctx, 'rdo', {
    nf: NF_LONGA,
    descricao: `Cimento ${Object.values(ESCRITAS).join(' ')}`,
    valor_comprometido: '999999999.99',
    valor_pagamento: '999999999.99',
    data_pagamento: '2026-03-05',
  });
  expect(first.statusCode, first.body).toBe(200);
  // Tall rows (a description of several lines), so page breaks fall where a row would be cut.
  await ctx.t.database.pool.query(
    `insert into lancamentos (empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id, nf,
       data_nf, descricao, etapa_id, subetapa_id, valor_comprometido, valor_pagamento, usuario_id)
     select empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id, 'NF-' || n, data_nf,
       'Início-' || n || ' ' || repeat('argamassa ', 3 + n % 25) || 'Fim-' || n, etapa_id, subetapa_id,
       valor_comprometido, 0, usuario_id
     from lancamentos, generate_series(1, $2) n where id = $1`,
    [first.json().id, ROWS],
  );
  for (const [i, text] of FORMULAS.entries()) {
    const res = await lancarNaCena(ctx, 'rda', { descricao: text, nf: FORMULAS[4 - i] });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);

const download = (format: 'pdf' | 'xlsx', tipo = 'rdo') =>
  send(ctx.t, ctx.token, 'GET', `/api/${tipo}/lancamentos/export/obra/${ctx.cena.obra.id}/${format}`);

const AMOUNT = /^-?\d{1,3}(\.\d{3})*,\d{2}$/;
const words = (pages: PdfPage[]) => pages.flatMap((page) => page.words.map((word) => word.text));

/** Every word of every page between the page's side margins and above its bottom edge. */
function expectInsidePages(pages: PdfPage[]) {
  for (const [n, page] of pages.entries()) {
    for (const word of page.words) {
      const where = `página ${n + 1}: "${word.text}" em x ${word.xMin.toFixed(1)}–${word.xMax.toFixed(1)}`;
      expect(word.xMin, where).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(word.xMax, where).toBeLessThanOrEqual(page.width - MARGIN + 0.5);
      expect(word.yMax, where).toBeLessThanOrEqual(page.height);
    }
  }
}

describe('PDF of real data', () => {
  let pages: PdfPage[];
  beforeAll(async () => {
    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    pages = await pdfWords(res.rawPayload);
  }, 60_000);

  it('keeps every amount and total inside the A4 page, with a 60-character NF without spaces', async () => {
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect([page.width, page.height].map(Math.round)).toEqual([842, 595]);
    expectInsidePages(pages);
    const amounts = pages.flatMap((page) => page.words).filter((word) => AMOUNT.test(word.text));
    expect(amounts.length).toBeGreaterThanOrEqual(2 * (ROWS + 1));
    // The totals of the table's last row are the list's, whole, on the last page.
    const list = await send(ctx.t, ctx.token, 'GET', `/api/rdo/lancamentos/list/obra/${ctx.cena.obra.id}`);
    const last = pages.at(-1)!.words.map((word) => word.text);
    for (const header of ['x-total-comprometido', 'x-total-pago', 'x-total-aberto']) {
      expect(last).toContain(formatMoneyNumber(String(list.headers[header])));
    }
    // The NF wraps inside its cell instead of widening the column: its pieces are all there.
    expect(words(pages).join('')).toContain(NF_LONGA);
  });

  it('prints Arabic, Hebrew, Chinese, Japanese, Korean and emoji with fonts that have them', () => {
    const text = words(pages).join(' ');
    for (const [escrita, sample] of Object.entries(ESCRITAS)) {
      // Each character, not the word: a viewer may give right-to-left text in either order.
      for (const char of sample.replace(/\s|\ufe0f/gu, ''))
        expect(text, `${escrita}: ${char}`).toContain(char);
    }
  });

  it('never splits a row across two pages, and repeats the header on every page', () => {
    const pageOf = (text: string) => pages.findIndex((page) => page.words.some((word) => word.text === text));
    for (let n = 1; n <= ROWS; n += 1) {
      expect(pageOf(`Início-${n}`), `linha ${n}`).toBeGreaterThanOrEqual(0);
      expect(pageOf(`Fim-${n}`), `linha ${n}`).toBe(pageOf(`Início-${n}`));
    }
    for (const page of pages) {
      const texts = page.words.map((word) => word.text);
      for (const header of [
        'Descrição',
        'comprometido',
        'Fornecedor',
        'pago',
        'Vencimento',
        'aberto',
        'Estado',
      ])
        expect(texts).toContain(header);
    }
  });

  it('keeps a budget with long names and large amounts inside the portrait page', async () => {
    const [etapa] = ctx.cena.etapas;
    const res = await send(ctx.t, ctx.token, 'POST', '/api/orcamentos/create', {
      nome: `Orçamento ${'X'.repeat(80)}`,
      id_cliente: ctx.cena.cliente.id,
      obra: ctx.cena.obra.id,
      bdi: '25',
      itens: [
        {
          etapa: etapa!.id,
          nome: `Etapa${'Y'.repeat(90)}`,
          subitens: etapa!.subetapas.slice(0, 2).map((s, i) => ({
            subetapa: s.id,
            nome: i === 0 ? `Serviço${'Z'.repeat(90)} 中文 🏗️` : FORMULAS[0],
            unidade: 'm2',
            quantidade: '999.999',
            valor_unitario: '9999999.99',
          })),
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const orcamento = res.json();
    const pdf = await send(ctx.t, ctx.token, 'GET', `/api/orcamentos/export/${orcamento.id}/pdf`);
    const budgetPages = await pdfWords(pdf.rawPayload);
    for (const page of budgetPages) expect([page.width, page.height].map(Math.round)).toEqual([595, 842]);
    expectInsidePages(budgetPages);
    const texts = words(budgetPages);
    for (const total of [orcamento.valor_total, orcamento.valor_venda]) {
      expect(texts).toContain(formatMoneyNumber(total));
    }
    for (const char of '中文🏗') expect(texts.join(' ')).toContain(char);

    const sheet = (
      await readXlsx(
        (
          await send(ctx.t, ctx.token, 'GET', `/api/orcamentos/export/${orcamento.id}/xlsx`)
        ).rawPayload,
      )
    ).worksheets[0]!;
    expectNoFormula(sheet);
    expect(findCell(sheet, FORMULAS[0]!)?.type).toBe(ExcelJS.ValueType.String);
  });
});

function findCell(sheet: ExcelJS.Worksheet, text: string): ExcelJS.Cell | undefined {
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.value === text) found ??= cell;
    }),
  );
  return found;
}

function expectNoFormula(sheet: ExcelJS.Worksheet) {
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      expect(cell.type, cell.address).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.formula, cell.address).toBeUndefined();
    }),
  );
}

describe('XLSX of texts that look like formulas', () => {
  it('stores =, +, - and @ texts as plain text cells, exactly as typed, never as formulas', async () => {
    const res = await download('xlsx', 'rda');
    expect(res.statusCode).toBe(200);
    const sheet = (await readXlsx(res.rawPayload)).getWorksheet('Lançamentos RDA')!;
    expectNoFormula(sheet);
    for (const text of FORMULAS) {
      const cell = findCell(sheet, text);
      expect(cell, text).toBeDefined();
      // No quote in front (decision 056): the cell's type already says text, and the value is the app's.
      expect(cell!.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell!.value, text).toBe(text);
    }
  });
});
