import { formatDate } from '@gdo/domain/date';
import { formatBRL, formatQuantity } from '@gdo/domain/money';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMoney } from '../src/lib/pdf';
import { pdfText, readXlsx } from './exports';
import { TEST_ADMIN } from './fixtures';
import { createTestApp, signIn, type TestApp } from './helpers';
import { seedCatalogo, seedClienteObra, send } from './orcamentos';
import { signInWithRole } from './registers';

let t: TestApp;
let token: string;
type Subitem = {
  numero: string;
  nome: string;
  quantidade: string;
  valor_unitario: string;
  valor_total: string;
};
type Orcamento = {
  id: number;
  nome: string;
  bdi: string;
  valor_total: string;
  valor_venda: string;
  data_cadastro: string;
  itens: { numero: string; nome: string; valor_total: string; subitens: Subitem[] }[];
};
let orcamento: Orcamento;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  const etapas = await seedCatalogo(t, token, { etapas: 2, subetapas: 2 });
  const { cliente, obra } = await seedClienteObra(t, token, 1, 'João Ávila & Cia');
  const res = await send(t, token, 'POST', '/api/orcamentos/create', {
    nome: 'Reforma da residência São José',
    id_cliente: cliente.id,
    obra: obra.id,
    bdi: '12.5',
    itens: etapas.map((etapa, i) => ({
      etapa: etapa.id,
      nome: i === 0 ? 'Demolição e remoção' : 'Instalações elétricas',
      subitens: etapa.subetapas.map((s, j) => ({
        subetapa: s.id,
        nome: j === 0 ? 'Remoção de piso cerâmico' : `Serviço de ação ${i}.${j}`,
        unidade: j === 0 ? 'm2' : 'verba',
        quantidade: j === 0 ? '1234.567' : '1',
        valor_unitario: j === 0 ? '89.9' : '12345.67',
      })),
    })),
  });
  orcamento = res.json();
});
afterAll(() => t.close());

const download = (format: 'pdf' | 'xlsx', id = orcamento.id, as = token) =>
  send(t, as, 'GET', `/api/orcamentos/export/${id}/${format}`);

describe('orcamento exports', () => {
  it('exports a PDF with the firm, cliente, obra, date, structure, BDI and totals in pt-BR', async () => {
    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orcamento-${orcamento.id}-reforma-da-residencia-sao-jose.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent(`Orçamento ${orcamento.id} - Reforma da residência São José.pdf`)}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const expected = [
      TEST_ADMIN.empresaNome,
      'Reforma da residência São José',
      'João Ávila & Cia',
      'Obra de João Ávila & Cia',
      formatDate(orcamento.data_cadastro, 'America/Sao_Paulo'),
      'Demolição e remoção',
      'Remoção de piso cerâmico',
      'Serviço de ação 1.1',
      'm²',
      'Verba',
      formatQuantity('1234.567'), // 1.234,567
      pdfMoney('89.90'),
      ...orcamento.itens.flatMap((item) => [item.numero, pdfMoney(item.valor_total)]),
      ...orcamento.itens.flatMap((item) => item.subitens.map((s) => pdfMoney(s.valor_total))),
      '12,5%',
      pdfMoney(orcamento.valor_total),
      pdfMoney(orcamento.valor_venda),
    ];
    for (const fragment of expected) expect(text, fragment).toContain(fragment);
    expect(formatBRL(orcamento.valor_venda)).toMatch(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/u);
  });

  it('exports an XLSX whose numeric cells hold the same numbers as the API', async () => {
    const res = await download('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      `orcamento-${orcamento.id}-reforma-da-residencia-sao-jose.xlsx`,
    );
    const sheet = (await readXlsx(res.rawPayload)).getWorksheet('Orçamento')!;
    const rows = new Map<string, ExcelRow>();
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      const key = String(values[1] ?? values[2] ?? '');
      rows.set(key, { values, row });
    });
    expect(sheet.getCell('A1').value).toBe(TEST_ADMIN.empresaNome);
    expect(rows.get('Cliente')!.values[2]).toBe('João Ávila & Cia');
    for (const item of orcamento.itens) {
      const itemRow = rows.get(item.numero)!;
      expect(itemRow.values[6]).toBe(Number(item.valor_total));
      for (const s of item.subitens) {
        const { values, row } = rows.get(s.numero)!;
        expect(values.slice(2, 7)).toEqual([
          s.nome,
          expect.any(String),
          Number(s.quantidade),
          Number(s.valor_unitario),
          Number(s.valor_total),
        ]);
        expect(row.getCell(6).numFmt).toBe('#,##0.00');
        expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
      }
    }
    expect(rows.get('Custo total')!.values[6]).toBe(Number(orcamento.valor_total));
    expect(rows.get('BDI')!.values[6]).toBe(12.5);
    expect(rows.get('Valor de venda')!.values[6]).toBe(Number(orcamento.valor_venda));
    // Every cent the sheet shows is the API's: formatted back, the cell reads the same.
    expect((rows.get('Valor de venda')!.values[6] as number).toFixed(2)).toBe(orcamento.valor_venda);
  });

  it("lets a read-only user export, and answers 404 for a budget that is not the empresa's", async () => {
    const leitura = await signInWithRole(t, token, ['leitura'], 'leitura@teste.com.br');
    expect((await download('xlsx', orcamento.id, leitura)).statusCode).toBe(200);
    for (const format of ['pdf', 'xlsx'] as const) {
      const res = await download(format, 999_999);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Orçamento não encontrado.' });
    }
  });
});

type ExcelRow = { values: unknown[]; row: ExcelJS.Row };
