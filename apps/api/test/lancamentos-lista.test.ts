import { formatBRL } from '@gdo/domain/money';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, readXlsx } from './exports';
import { TEST_ADMIN } from './fixtures';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento, seedCena, seedFornecedor } from './lancamentos';
import { send } from './orcamentos';

// The entries of an obra's book as the screen asks for them: date range, text search, paging,
// sorting, the totals of the filtered set in headers, and the same set exported as PDF and XLSX.

let t: TestApp;
let token: string;
let cena: Cena;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cena = await seedCena(t, token);
  const pedreira = await seedFornecedor(t, token, 40, { nome: 'Pedreira São João' });
  const entries: [string, Record<string, unknown>][] = [
    [
      'areia',
      {
        data_lancamento: '2026-03-01',
        descricao: 'Areia lavada',
        nf: '501',
        valor_comprometido: '100',
        data_vencimento: '2026-03-05',
      },
    ],
    [
      'brita',
      {
        data_lancamento: '2026-03-10',
        descricao: 'Brita 1',
        nf: '502',
        fornecedor: pedreira.id,
        valor_comprometido: '250.50',
        valor_pagamento: '250.50',
        data_pagamento: '2026-03-12',
      },
    ],
    [
      'cimento',
      {
        data_lancamento: '2026-03-20',
        descricao: 'Cimento',
        nf: '503',
        observacao: 'Pedido urgente',
        valor_comprometido: '1000',
        data_vencimento: '2099-12-31',
        valor_pagamento: '400',
        data_pagamento: '2026-03-25',
      },
    ],
    [
      'aco',
      {
        data_lancamento: '2026-04-05',
        descricao: 'Aço CA-50',
        nf: null,
        fornecedor: pedreira.id,
        valor_comprometido: null,
        valor_pagamento: '300',
        data_pagamento: '2026-04-05',
      },
    ],
  ];
  for (const [key, over] of entries) {
    const res = await lancar(t, token, 'rdo', novoLancamento(cena, over));
    if (res.statusCode !== 200) throw new Error(res.body);
    ids[key] = res.json().id;
  }
  // Neither an RDA entry nor another obra's entry may count in the obra's RDO.
  await lancar(
    t,
    token,
    'rda',
    novoLancamento(cena, { data_lancamento: '2026-03-11', valor_comprometido: '77' }),
  );
});
afterAll(() => t.close());

const list = (query = '') => send(t, token, 'GET', `/api/rdo/lancamentos/list/obra/${cena.obra.id}${query}`);

async function page(query = '') {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((l) => l.id),
    total: res.headers['x-total-count'],
    comprometido: res.headers['x-total-comprometido'],
    pago: res.headers['x-total-pago'],
    aberto: res.headers['x-total-aberto'],
  };
}

describe('lancamentos list', () => {
  it('answers the obra’s RDO entries, newest first, with the totals in headers', async () => {
    expect(await page()).toEqual({
      ids: [ids.aco, ids.cimento, ids.brita, ids.areia],
      total: '4',
      comprometido: '1350.50',
      pago: '950.50',
      aberto: '700.00',
    });
  });

  it('filters by a date range, inclusive, and totals only the filtered entries', async () => {
    expect(await page('?de=2026-03-10&ate=2026-03-20')).toEqual({
      ids: [ids.cimento, ids.brita],
      total: '2',
      comprometido: '1250.50',
      pago: '650.50',
      aberto: '600.00',
    });
    expect((await page('?de=2026-03-21')).ids).toEqual([ids.aco]);
    expect((await page('?ate=2026-03-01')).ids).toEqual([ids.areia]);
    const wrong = await list('?de=2026-03-21&ate=2026-03-01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'ate', message: 'A data final não pode ser anterior à data inicial.' },
    ]);
  });

  it('searches descrição, NF, observação and the fornecedor, ignoring case and accents', async () => {
    expect((await page('?q=sao%20joao')).ids).toEqual([ids.aco, ids.brita]);
    expect((await page('?q=URGENTE')).ids).toEqual([ids.cimento]);
    expect((await page('?q=502')).ids).toEqual([ids.brita]);
    const filtered = await page('?q=aco&de=2026-04-01');
    expect(filtered).toMatchObject({ ids: [ids.aco], total: '1', comprometido: '0.00', pago: '300.00' });
    expect(await page('?q=nada-disso')).toMatchObject({ ids: [], total: '0', pago: '0.00' });
  });

  it('pages and sorts, the totals always those of every filtered page', async () => {
    expect(await page('?sort=valor_comprometido&page=2&pageSize=2')).toEqual({
      ids: [ids.brita, ids.cimento],
      total: '4',
      comprometido: '1350.50',
      pago: '950.50',
      aberto: '700.00',
    });
    expect((await page('?sort=data_lancamento')).ids).toEqual([ids.areia, ids.brita, ids.cimento, ids.aco]);
    expect((await page('?situacao=2&sort=data_lancamento')).ids).toEqual([ids.brita, ids.aco]);
  });

  it('filters by state (pago, em aberto, vencido) and by due date, totals included', async () => {
    expect((await page('?estado=pago&sort=data_lancamento')).ids).toEqual([ids.brita, ids.aco]);
    expect(await page('?estado=vencido')).toMatchObject({ ids: [ids.areia], aberto: '100.00' });
    expect(await page('?estado=em_aberto')).toMatchObject({ ids: [ids.cimento], aberto: '600.00' });
    expect((await page('?vencimento_de=2026-03-01&vencimento_ate=2026-03-31')).ids).toEqual([ids.areia]);
    expect((await page('?sort=data_vencimento')).ids.slice(0, 2)).toEqual([ids.areia, ids.cimento]);
    const estado = await list('?estado=atrasado');
    expect(estado.statusCode).toBe(400);
    expect(estado.json().errors[0].field).toBe('estado');
    const periodo = await list('?vencimento_de=2026-04-01&vencimento_ate=2026-03-01');
    expect(periodo.statusCode).toBe(400);
    expect(periodo.json().errors).toEqual([
      { field: 'vencimento_ate', message: 'A data final não pode ser anterior à data inicial.' },
    ]);
  });

  it('filters the type’s whole list the same way', async () => {
    const res = await send(
      t,
      token,
      'GET',
      `/api/rdo/lancamentos/list?obra=${cena.obra.id}&de=2026-03-10&ate=2026-03-20`,
    );
    expect(res.json().map((l: { id: number }) => l.id)).toEqual([ids.cimento, ids.brita]);
    expect(res.headers['x-total-comprometido']).toBe('1250.50');
    const rda = await send(t, token, 'GET', '/api/rda/lancamentos/list');
    expect(rda.headers['x-total-comprometido']).toBe('77.00');
  });
});

describe('lancamentos exports', () => {
  const download = (format: 'pdf' | 'xlsx', query = '', tipo = 'rdo', obra = cena.obra.id) =>
    send(t, token, 'GET', `/api/${tipo}/lancamentos/export/obra/${obra}/${format}${query}`);

  it('exports a PDF with the firm, obra, document type, period, rows and totals in R$', async () => {
    const res = await download('pdf', '?de=2026-03-01&ate=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename="rdo-obra-${cena.obra.id}-obra-de-cliente-1.pdf"`,
    );
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`RDO - ${cena.obra.nome}.pdf`));
    // Spaces compared as spaces: "R$" and its number may be joined by a non-breaking one.
    const plain = (value: string) => value.replace(/\s/g, ' ');
    const text = plain(await pdfText(res.rawPayload));
    for (const fragment of [
      TEST_ADMIN.empresaNome,
      cena.obra.nome,
      'Lançamentos do RDO',
      '01/03/2026 a 31/03/2026',
      'Areia lavada',
      'Brita 1',
      '20/03/2026',
      formatBRL('1350.50'),
      formatBRL('650.50'),
      formatBRL('700.00'),
      '05/03/2026',
      'Vencido',
    ]) {
      expect(text, fragment).toContain(plain(fragment));
    }
    expect(text).not.toContain('Aço CA-50');
    const vencidos = await pdfText((await download('pdf', '?estado=vencido')).rawPayload);
    expect(vencidos).toContain('Estado: Vencido');
    expect(vencidos).not.toContain('Brita 1');
  });

  it('exports an XLSX whose numeric cells hold the API’s numbers and totals', async () => {
    const query = '?q=pedreira';
    const api = await page(query);
    const res = await download('xlsx', query);
    expect(res.statusCode).toBe(200);
    const sheet = (await readXlsx(res.rawPayload)).getWorksheet('Lançamentos RDO')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(row.values as unknown[]));
    expect(sheet.getCell('A1').value).toBe(TEST_ADMIN.empresaNome);
    const header = rows.findIndex((r) => r[1] === 'Data');
    const body = rows.slice(header + 1, header + 1 + api.ids.length);
    expect(body.map((r) => r[4])).toEqual(['Aço CA-50', 'Brita 1']);
    expect(body[1]!.slice(7, 11)).toEqual([
      250.5,
      'Pedreira São João',
      new Date(Date.UTC(2026, 2, 12)),
      250.5,
    ]);
    const total = rows.find((r) => r[1] === 'Total')!;
    expect([total[7], total[10]]).toEqual([Number(api.comprometido), Number(api.pago)]);
    const totalRow = sheet.getRow(rows.indexOf(total) + 1);
    expect(totalRow.getCell(10).type).toBe(ExcelJS.ValueType.Number);
    expect(totalRow.getCell(10).numFmt).toBe('#,##0.00');
    expect((total[10] as number).toFixed(2)).toBe(api.pago);
    expect(rows[header]!.slice(11, 14)).toEqual(['Vencimento', 'Em aberto', 'Estado']);
    expect(body[1]!.slice(11, 14)).toEqual([undefined, 0, 'Pago']);
    expect(total[12]).toBe(Number(api.aberto));
  });

  it('exports only the type asked for, and 404 for an obra that is not the empresa’s', async () => {
    const res = await download('xlsx', '', 'rda');
    const sheet = (await readXlsx(res.rawPayload)).getWorksheet('Lançamentos RDA')!;
    const total: unknown[] = [];
    sheet.eachRow((row) => {
      if ((row.values as unknown[])[1] === 'Total') total.push(...(row.values as unknown[]));
    });
    expect(total[7]).toBe(77);
    for (const format of ['pdf', 'xlsx'] as const) {
      const missing = await download(format, '', 'rdo', 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Obra não encontrada.' });
    }
  });
});

describe('search on the stored document of the entries (decision 182)', () => {
  it("finds an entry by its own text or by its fornecedor's, in one ordered page with its totals", async () => {
    const outra = await seedCena(t, token, 3);
    const pedreira = await seedFornecedor(t, token, 41, { nome: 'Pedreira Três Irmãos' });
    const lancado: Record<string, number> = {};
    for (const [key, over] of [
      [
        'propria',
        { data_lancamento: '2026-05-02', descricao: 'Pó de PEDREIRA fino', valor_comprometido: '10' },
      ],
      [
        'fornecedor',
        {
          data_lancamento: '2026-05-09',
          descricao: 'Rachão',
          fornecedor: pedreira.id,
          valor_comprometido: '20',
        },
      ],
      ['nenhuma', { data_lancamento: '2026-05-20', descricao: 'Cal hidratada', valor_comprometido: '40' }],
    ] as const) {
      const res = await lancar(t, token, 'rdo', novoLancamento(outra, over));
      expect(res.statusCode, res.body).toBe(200);
      lancado[key] = res.json().id;
    }
    const busca = async (q: string) => {
      const res = await send(
        t,
        token,
        'GET',
        `/api/rdo/lancamentos/list/obra/${outra.obra.id}?q=${q}&page=1&pageSize=1`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return [
        (res.json() as { id: number }[]).map((l) => l.id),
        res.headers['x-total-count'],
        res.headers['x-total-comprometido'],
      ];
    };
    expect(await busca('pedreira')).toEqual([[lancado.fornecedor], '2', '30.00']);
    expect(await busca('PO%20DE%20pedreira')).toEqual([[lancado.propria], '1', '10.00']);
    expect(await busca('tres%20irmaos')).toEqual([[lancado.fornecedor], '1', '20.00']);
    // The first obra's entries of the other Pedreira are not this obra's.
    expect(await busca('sao%20joao')).toEqual([[], '0', '0.00']);
  });
});
