import { addDays } from '@gdo/domain/date';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';
import { seedCena } from './lancamentos';
import { send } from './orcamentos';
import { estornar, lancamentoCriado, pagamentosDe, pagar } from './pagamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// Fluxo de caixa (issue 14, decisions 111 and 112): pago by payment date (estornos out, juros and
// desconto apart), em aberto by due date, weeks from Monday, calendar months, running totals, the
// totals equal to the rows and to an independent sum in integer cents, and the dashboard's period
// figure equal to the cash flow's pago.

const s = useTestApp(async (t, token) => ({
  cenas: [await seedCena(t, token, 1), await seedCena(t, token, 2)],
}));
const hoje = diaNoCanteiro();

type Periodo = Record<
  | 'inicio'
  | 'fim'
  | 'pago'
  | 'juros'
  | 'desconto'
  | 'em_aberto'
  | 'acumulado_pago'
  | 'acumulado_em_aberto'
  | 'acumulado',
  string
>;
type Fluxo = {
  periodos: Periodo[];
  total: Record<'pago' | 'juros' | 'desconto' | 'em_aberto', string>;
  vencido: string;
  sem_vencimento: string;
};

const fluxoRes = (query: string, token = s.token) =>
  send(s.t, token, 'GET', `/api/financeiro/fluxo-de-caixa?${query}`);
async function fluxo(query: string): Promise<Fluxo> {
  const res = await fluxoRes(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Fluxo;
}
const cents = (valor: string) => BigInt(valor.replace('.', ''));
const reais = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

async function cenario() {
  const [c1, c2] = s.cenas;
  const e1 = await lancamentoCriado(s.t, s.token, c1!, {
    data_lancamento: '2025-01-01',
    data_vencimento: '2025-02-10',
    valor_comprometido: '1000.00',
  });
  await pagar(s.t, s.token, {
    lancamento: e1.id,
    data: '2025-01-31',
    valor: '100.10',
    juros: '5.00',
    forma: 'pix',
  });
  await pagar(s.t, s.token, {
    lancamento: e1.id,
    data: '2025-02-01',
    valor: '200.20',
    desconto: '3.00',
    forma: 'pix',
  });
  await pagar(s.t, s.token, { lancamento: e1.id, data: '2025-02-03', valor: '50.05', forma: 'pix' });
  const estornado = (await pagamentosDe(s.t, s.token, e1.id)).find((p) => p.data === '2025-02-03')!;
  expect((await estornar(s.t, s.token, estornado.id)).statusCode).toBe(200);
  const e2 = await lancamentoCriado(s.t, s.token, c2!, {
    tipo: 'rda',
    data_lancamento: '2025-01-01',
    data_vencimento: '2025-03-03',
    valor_comprometido: '500.00',
  });
  await pagar(s.t, s.token, { lancamento: e2.id, data: '2025-03-02', valor: '0.01', forma: 'pix' });
  await lancamentoCriado(s.t, s.token, c1!, { data_vencimento: null, valor_comprometido: '70.00' });
  await lancamentoCriado(s.t, s.token, c1!, {
    data_lancamento: addDays(hoje, -10),
    data_vencimento: addDays(hoje, -1),
    valor_comprometido: '33.33',
  });
  return { c1: c1!, c2: c2! };
}

describe('GET /api/financeiro/fluxo-de-caixa', () => {
  it('sums by calendar month and by week from Monday, estornos out, juros and desconto apart', async () => {
    const { c1 } = await cenario();
    const mes = await fluxo('de=2025-01-01&ate=2025-03-31&agrupamento=mes');
    expect(mes.periodos.map((p) => [p.inicio, p.fim, p.pago, p.juros, p.desconto, p.em_aberto])).toEqual([
      ['2025-01-01', '2025-01-31', '100.10', '5.00', '0.00', '0.00'],
      ['2025-02-01', '2025-02-28', '200.20', '0.00', '3.00', '699.70'],
      ['2025-03-01', '2025-03-31', '0.01', '0.00', '0.00', '499.99'],
    ]);
    expect(mes.periodos.map((p) => [p.acumulado_pago, p.acumulado_em_aberto, p.acumulado])).toEqual([
      ['100.10', '0.00', '100.10'],
      ['300.30', '699.70', '1000.00'],
      ['300.31', '1199.69', '1500.00'],
    ]);
    expect(mes.total).toEqual({ pago: '300.31', juros: '5.00', desconto: '3.00', em_aberto: '1199.69' });
    expect(mes.vencido).toBe('1233.02'); // 699.70 + 499.99 (due in 2025) + 33.33 (yesterday)
    expect(mes.sem_vencimento).toBe('70.00');

    // Friday 31 Jan and Saturday 1 Feb fall in the week of Monday 27 Jan; Sunday 2 Mar in the week of 24 Feb.
    const semana = await fluxo('de=2025-01-29&ate=2025-03-04&agrupamento=semana');
    expect(semana.periodos.map((p) => [p.inicio, p.fim, p.pago, p.em_aberto])).toEqual([
      ['2025-01-29', '2025-02-02', '300.30', '0.00'],
      ['2025-02-03', '2025-02-09', '0.00', '0.00'],
      ['2025-02-10', '2025-02-16', '0.00', '699.70'],
      ['2025-02-17', '2025-02-23', '0.00', '0.00'],
      ['2025-02-24', '2025-03-02', '0.01', '0.00'],
      ['2025-03-03', '2025-03-04', '0.00', '499.99'],
    ]);
    expect(semana.periodos.at(-1)!.acumulado).toBe('1500.00');

    // One obra, one document; a day outside the range is not counted.
    const obra = await fluxo(`obra=${c1.obra.id}&de=2025-01-01&ate=2025-03-31`);
    expect(obra.total).toEqual({ pago: '300.30', juros: '5.00', desconto: '3.00', em_aberto: '699.70' });
    const rda = await fluxo('documento=rda&de=2025-01-01&ate=2025-03-31');
    expect(rda.total).toEqual({ pago: '0.01', juros: '0.00', desconto: '0.00', em_aberto: '499.99' });
    expect((await fluxo('de=2025-02-01&ate=2025-02-01&agrupamento=semana')).total.pago).toBe('200.20');

    // The dashboard's period figure (RDO, by payment date) equals the cash flow's pago.
    const painel = await call(s.t.app, {
      url: '/api/dashboard/obras?pagamento_de=2025-01-01&pagamento_ate=2025-02-02',
      token: s.token,
    });
    const rdo = await fluxo('documento=rdo&de=2025-01-01&ate=2025-02-02');
    expect(painel.json().totais.executado_periodo).toBe(rdo.total.pago);
    expect(rdo.total.pago).toBe('300.30');
  });

  it('equals an independent sum in integer cents, period by period, and the dashboard agrees', async () => {
    const [c1, c2] = s.cenas;
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const esperado = new Map<string, bigint>(); // month → cents paid
    const entradas = [];
    for (const cena of [c1!, c2!, c1!]) {
      entradas.push(
        await lancamentoCriado(s.t, s.token, cena, {
          data_lancamento: '2022-01-01',
          valor_comprometido: '99999.99',
        }),
      );
    }
    for (let i = 0; i < 24; i++) {
      const data = addDays('2022-01-01', rand(700));
      const valor = reais(BigInt(1 + rand(500_00)));
      const res = await pagar(s.t, s.token, { lancamento: entradas[i % 3]!.id, data, valor, forma: 'pix' });
      expect(res.statusCode, res.body).toBe(200);
      if (i % 5 === 0) {
        expect((await estornar(s.t, s.token, res.json().id)).statusCode).toBe(200);
        continue;
      }
      esperado.set(data.slice(0, 7), (esperado.get(data.slice(0, 7)) ?? 0n) + cents(valor));
    }
    const { periodos, total } = await fluxo('de=2022-01-01&ate=2023-12-31&agrupamento=mes');
    expect(periodos).toHaveLength(24);
    for (const p of periodos) expect(p.pago, p.inicio).toBe(reais(esperado.get(p.inicio.slice(0, 7)) ?? 0n));
    const soma = [...esperado.values()].reduce((a, b) => a + b, 0n);
    expect(total.pago).toBe(reais(soma));
    expect(periodos.at(-1)!.acumulado_pago).toBe(total.pago);
    const semanas = await fluxo('de=2022-01-01&ate=2023-12-10&agrupamento=semana');
    expect(semanas.total.pago).toBe(total.pago);
    const painel = await call(s.t.app, {
      url: '/api/dashboard/obras?pagamento_de=2022-01-01&pagamento_ate=2023-12-31',
      token: s.token,
    });
    expect(painel.json().totais.executado_periodo).toBe(total.pago);
  });

  it('refuses bad ranges in pt-BR, hides another empresa and follows the money roles', async () => {
    const erro = async (query: string) => {
      const res = await fluxoRes(query);
      expect(res.statusCode, query).toBe(400);
      return JSON.stringify(res.json());
    };
    expect(await erro('ate=2025-01-31')).toContain('Informe a data inicial.');
    expect(await erro('de=2025-02-01&ate=2025-01-31')).toContain('A data final não pode ser anterior');
    expect(await erro('de=2020-01-01&ate=2025-01-01&agrupamento=mes')).toContain('até 5 anos');
    expect(await erro('de=2023-01-01&ate=2025-01-10&agrupamento=semana')).toContain('até 2 anos');
    expect(await erro('de=2025-01-01&ate=2025-01-31&agrupamento=dia')).toContain('Agrupamento inválido');
    expect(await erro('de=2025-13-01&ate=2025-12-31')).toBeTruthy();
    expect(await erro('de=2025-01-01&ate=2025-01-31&obra=-1')).toBeTruthy();
    expect((await fluxoRes('de=2021-01-01&ate=2025-12-31&agrupamento=mes')).statusCode).toBe(200);

    const outra = await signInOtherEmpresa(s.t);
    const vizinha = await fluxoRes(`obra=${s.cenas[0]!.obra.id}&de=2025-01-01&ate=2025-03-31`, outra);
    expect(vizinha.statusCode).toBe(200);
    expect(vizinha.json().total).toEqual({
      pago: '0.00',
      juros: '0.00',
      desconto: '0.00',
      em_aberto: '0.00',
    });
    expect(vizinha.json().vencido).toBe('0.00');

    const query = 'de=2025-01-01&ate=2025-03-31';
    const doAdmin = (await fluxo(query)).total.pago;
    expect(doAdmin).not.toBe('0.00');
    for (const [role, email] of [
      ['leitura', 'leit@teste.com.br'],
      ['lancamentos', 'lanc@teste.com.br'],
      ['financeiro', 'fin@teste.com.br'],
    ] as const) {
      const token = await signInWithRole(s.t, s.token, [role], email);
      expect((await fluxoRes(query, token)).json().total.pago, role).toBe(doAdmin);
    }
    const diario = await signInWithRole(s.t, s.token, ['diario'], 'obra@teste.com.br');
    expect((await fluxoRes(query, diario)).statusCode).toBe(403);
  });

  it('exports what the screen shows, as PDF and XLSX, with the totals of its rows', async () => {
    const query = 'de=2025-01-01&ate=2025-03-31&agrupamento=mes';
    const { total } = await fluxo(query);
    const pdf = await send(s.t, s.token, 'GET', `/api/financeiro/fluxo-de-caixa/export/pdf?${query}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await send(s.t, s.token, 'GET', `/api/financeiro/fluxo-de-caixa/export/xlsx?${query}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Fluxo de caixa')!;
    const linhas = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const totalRow = linhas.find((l) => l[1] === 'Total')!;
    expect(Number(totalRow[2]).toFixed(2)).toBe(total.pago);
    expect(Number(totalRow[5]).toFixed(2)).toBe(total.em_aberto);
    expect(linhas.some((l) => l[1] === 'mar/2025')).toBe(true);
    const outra = await signInOtherEmpresa(s.t, 'vizinha3@vizinha.com.br');
    const alheia = await send(
      s.t,
      outra,
      'GET',
      `/api/financeiro/fluxo-de-caixa/export/pdf?obra=${s.cenas[0]!.obra.id}&${query}`,
    );
    expect(alheia.statusCode).toBe(404);
    expect(
      (await send(s.t, s.token, 'GET', '/api/financeiro/fluxo-de-caixa/export/xlsx?de=2025-01-01'))
        .statusCode,
    ).toBe(400);
  });
});
