import { addDays } from '@gdo/domain/date';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { addMoney, sumMoney } from '@gdo/domain/money';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { seedCena } from './lancamentos';
import { send } from './orcamentos';
import { divergencias, estornar, lancamentoCriado, pagamentosDe, pagar } from './pagamentos';
import { signInOtherEmpresa } from './registers';

// Contas a pagar (issue 14): the groups by due date against today on the sites' clock, the filters,
// the summary that equals the rows it sums, and the dashboard's Vencido / A pagar em 7 dias equal to
// sums over the entries and their payments.

const s = useTestApp(async (t, token) => ({
  cenas: [await seedCena(t, token, 1), await seedCena(t, token, 2)],
}));
const hoje = diaNoCanteiro();
const dia = (n: number) => addDays(hoje, n);

type Conta = {
  lancamento: number;
  grupo: string;
  em_aberto: string;
  dias_em_atraso: number | null;
  obra: number;
};

async function contas(query = '') {
  const res = await send(s.t, s.token, 'GET', `/api/financeiro/contas-a-pagar${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const total = res.headers['x-total-count'];
  return { rows: res.json() as Conta[], total: total === undefined ? undefined : Number(total) };
}
const resumo = async (query = '') =>
  (await send(s.t, s.token, 'GET', `/api/financeiro/contas-a-pagar/resumo${query}`)).json();

describe('contas a pagar', () => {
  it('groups each payable by its due date, counts days overdue and leaves paid entries out', async () => {
    const [c1, c2] = s.cenas;
    const criar = (cena: typeof c1, vencimento: string | null, valor: string, tipo = 'rdo') =>
      lancamentoCriado(s.t, s.token, cena!, {
        tipo,
        data_lancamento: dia(-40),
        data_vencimento: vencimento,
        valor_comprometido: valor,
        descricao: `Conta ${vencimento ?? 'sem vencimento'}`,
      });
    const vencida = await criar(c1, dia(-3), '100.10');
    const deHoje = await criar(c1, hoje, '200.20', 'rda');
    const semana = await criar(c2, dia(7), '300.30');
    const mes = await criar(c2, dia(8), '400.40');
    const depois = await criar(c1, dia(31), '500.50');
    const sem = await criar(c2, null, '600.60');
    const paga = await criar(c1, dia(-1), '50.00');
    await pagar(s.t, s.token, { lancamento: paga.id, data: hoje, valor: '50', forma: 'pix' });
    await pagar(s.t, s.token, { lancamento: vencida.id, data: hoje, valor: '0.10', forma: 'pix' });

    // Unpaged, the whole list and no total (decision 200); paged below.
    const { rows, total } = await contas();
    expect([rows.length, total]).toEqual([6, undefined]);
    const grupoDe = Object.fromEntries(
      rows.map((r) => [r.lancamento, [r.grupo, r.em_aberto, r.dias_em_atraso]]),
    );
    expect(grupoDe).toEqual({
      [vencida.id]: ['vencido', '100.00', 3],
      [deHoje.id]: ['hoje', '200.20', null],
      [semana.id]: ['7dias', '300.30', null],
      [mes.id]: ['30dias', '400.40', null],
      [depois.id]: ['depois', '500.50', null],
      [sem.id]: ['depois', '600.60', null],
    });
    // Default order: by due date, those without one last.
    expect(rows.map((r) => r.lancamento)).toEqual([
      vencida.id,
      deHoje.id,
      semana.id,
      mes.id,
      depois.id,
      sem.id,
    ]);
    // Descending, those without one first (the index's order read backwards, decision 181).
    expect((await contas('?sort=-data_vencimento')).rows.map((r) => r.lancamento)).toEqual([
      sem.id,
      depois.id,
      mes.id,
      semana.id,
      deHoje.id,
      vencida.id,
    ]);

    const r = await resumo();
    expect(r.grupos).toEqual({
      vencido: { em_aberto: '100.00', quantidade: 1 },
      hoje: { em_aberto: '200.20', quantidade: 1 },
      '7dias': { em_aberto: '300.30', quantidade: 1 },
      '30dias': { em_aberto: '400.40', quantidade: 1 },
      depois: { em_aberto: '1101.10', quantidade: 2 },
    });
    expect(r.total).toEqual({ em_aberto: sumMoney(rows.map((x) => x.em_aberto)), quantidade: 6 });

    // Filters: obra, documento, group, due-date period, search, paging.
    expect((await contas(`?obra=${c1!.obra.id}`)).rows.map((x) => x.lancamento)).toEqual([
      vencida.id,
      deHoje.id,
      depois.id,
    ]);
    expect((await contas('?documento=rda')).rows.map((x) => x.lancamento)).toEqual([deHoje.id]);
    expect((await contas('?grupo=vencido')).rows.map((x) => x.lancamento)).toEqual([vencida.id]);
    expect((await resumo('?grupo=7dias')).total).toEqual({ em_aberto: '300.30', quantidade: 1 });
    expect((await contas(`?de=${hoje}&ate=${dia(8)}&page=1&pageSize=50`)).total).toBe(3);
    expect(
      (await contas(`?q=${encodeURIComponent('sem vencimento')}`)).rows.map((x) => x.lancamento),
    ).toEqual([sem.id]);
    expect((await contas(`?fornecedor=${c2!.fornecedor.id}&page=1&pageSize=50`)).total).toBe(3);
    const pagina = await contas('?page=2&pageSize=4&sort=-em_aberto');
    expect(pagina.total).toBe(6);
    expect(pagina.rows.map((x) => x.lancamento)).toEqual([deHoje.id, vencida.id]);
    for (const bad of [
      '?grupo=ontem',
      '?documento=xyz',
      '?de=2026-13-01',
      `?de=${hoje}&ate=${dia(-1)}`,
      '?obra=-1',
      '?pageSize=0',
    ]) {
      const res = await send(s.t, s.token, 'GET', `/api/financeiro/contas-a-pagar${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect(
      (await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar?grupo=ontem')).json().errors[0]
        .message,
    ).toBe('Grupo inválido. Use vencido, hoje, 7dias, 30dias, depois.');

    // Another empresa sees none of it.
    const outra = await signInOtherEmpresa(s.t);
    expect((await send(s.t, outra, 'GET', '/api/financeiro/contas-a-pagar')).json()).toEqual([]);

    // The dashboard: Vencido and A pagar em 7 dias per obra and for the firm, equal to the rows.
    const painel = (await send(s.t, s.token, 'GET', '/api/dashboard/obras')).json();
    const obra1 = painel.obras.find((o: { id: number }) => o.id === c1!.obra.id);
    const obra2 = painel.obras.find((o: { id: number }) => o.id === c2!.obra.id);
    expect(obra1.a_pagar).toEqual({ vencido: '100.00', a_pagar_7_dias: '200.20' });
    expect(obra2.a_pagar).toEqual({ vencido: '0.00', a_pagar_7_dias: '300.30' });
    expect(painel.totais.a_pagar).toEqual({
      vencido: r.grupos.vencido.em_aberto,
      a_pagar_7_dias: addMoney(r.grupos.hoje.em_aberto, r.grupos['7dias'].em_aberto),
    });
    expect(await divergencias(s.t)).toEqual([]);
  });

  it('never pays more than is em aberto when clerks pay the same entry at once, and stays exact', async () => {
    const cena = s.cenas[0]!;
    const l = await lancamentoCriado(s.t, s.token, cena, {
      valor_comprometido: '1000.00',
      data_vencimento: hoje,
    });
    const tentativas = Array.from({ length: 8 }, (_, i) =>
      pagar(s.t, s.token, { lancamento: l.id, data: hoje, valor: '300.00', forma: i % 2 ? 'pix' : 'boleto' }),
    );
    const respostas = await Promise.all(tentativas);
    const ok = respostas.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    expect(respostas.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const lote = await Promise.all(
      [1, 2, 3].map(() =>
        send(s.t, s.token, 'POST', '/api/financeiro/pagamentos/lote', {
          lancamentos: [l.id],
          data: hoje,
          forma: 'pix',
        }),
      ),
    );
    expect(lote.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const pagos = await pagamentosDe(s.t, s.token, l.id);
    expect(sumMoney(pagos.map((p) => p.valor))).toBe('1000.00');
    // Reversals at once: each exactly once.
    const estornos = await Promise.all([...pagos, ...pagos].map((p) => estornar(s.t, s.token, p.id)));
    expect(estornos.filter((r) => r.statusCode === 200)).toHaveLength(pagos.length);
    const row = (await send(s.t, s.token, 'GET', `/api/rdo/lancamentos/get/${l.id}`)).json();
    expect(row).toMatchObject({ valor_pagamento: '0.00', valor_aberto: '1000.00', data_pagamento: null });
    expect(await divergencias(s.t)).toEqual([]);
  });

  it("keeps the spec's calls: paid on create is one payment; an edit of valor pago is reconciled", async () => {
    const cena = s.cenas[1]!;
    const l = await lancamentoCriado(s.t, s.token, cena, {
      valor_comprometido: '900.00',
      valor_pagamento: '300.00',
      data_pagamento: '2026-03-10',
    });
    const edit = (body: Record<string, unknown>) =>
      send(s.t, s.token, 'PUT', `/api/rdo/lancamentos/edit/${l.id}`, body);
    expect((await pagamentosDe(s.t, s.token, l.id)).map((p) => [p.valor, p.data])).toEqual([
      ['300.00', '2026-03-10'],
    ]);
    await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-12', valor: '200', forma: 'pix' });
    // More paid: one adjustment of the difference.
    expect((await edit({ valor_pagamento: '600.00', data_pagamento: '2026-03-15' })).json()).toMatchObject({
      valor_pagamento: '600.00',
      data_pagamento: '2026-03-15',
    });
    // Less paid: the newest reversed until it fits, the remainder paid again.
    expect((await edit({ valor_pagamento: '350.00' })).json()).toMatchObject({ valor_pagamento: '350.00' });
    const ativos = (await pagamentosDe(s.t, s.token, l.id)).filter((p) => p.estornado_em === null);
    expect(sumMoney(ativos.map((p) => p.valor))).toBe('350.00');
    // The same amount on another date: the latest payment moves.
    const movido = (await edit({ data_pagamento: '2026-03-20' })).json();
    expect(movido).toMatchObject({ valor_pagamento: '350.00', data_pagamento: '2026-03-20' });
    // Nothing paid: every payment reversed.
    expect((await edit({ valor_pagamento: null, data_pagamento: null })).json()).toMatchObject({
      valor_pagamento: '0.00',
      data_pagamento: null,
    });
    expect((await pagamentosDe(s.t, s.token, l.id)).every((p) => p.estornado_em !== null)).toBe(true);
    expect(await divergencias(s.t)).toEqual([]);
  });
  it('exports what the screen shows, as PDF and XLSX, with the totals of its rows', async () => {
    const r = await resumo('?grupo=vencido');
    const pdf = await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar/export/pdf?grupo=vencido');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar/export/xlsx?grupo=vencido');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contas a pagar')!;
    const ultima = sheet.getRow(sheet.rowCount);
    expect(ultima.getCell(1).value).toBe('Total');
    expect(Number(ultima.getCell(9).value).toFixed(2)).toBe(r.total.em_aberto);
    const diario = await signInOtherEmpresa(s.t, 'vizinha2@vizinha.com.br');
    const vazio = await send(s.t, diario, 'GET', '/api/financeiro/contas-a-pagar/export/xlsx');
    expect(vazio.statusCode).toBe(200);
    expect(
      (await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar/export/pdf?grupo=x')).statusCode,
    ).toBe(400);
  });
});
