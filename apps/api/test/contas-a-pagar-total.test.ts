import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import { sumMoney } from '@gdo/domain/money';
import { TOTAL_CAP } from '@gdo/domain/paging';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './exports';
import { recordStatements, useTestApp } from './helpers';
import { seedCena } from './lancamentos';
import { send } from './orcamentos';
import { lancamentoCriado } from './pagamentos';
import { signInOtherEmpresa } from './registers';

// Issue 15, decision 200: Contas a pagar counts at most TOTAL_CAP + 1 open entries for its page's
// total, in the page's own query, as the registers do (decision 123); the summary's money and counts
// stay exact; equal due dates keep one order (by id), so pages never overlap.

// One entry through the API and MAIS copies of it by SQL: 'Areia' in one in twenty, no due date in
// one in a hundred, the rest on five days, so thousands of entries share each due date.
const MAIS = TOTAL_CAP + 37;
const AREIA = Math.floor(MAIS / 20);
const SEM_VENCIMENTO = Math.floor(MAIS / 100);
const VALOR = '1234.56';

const s = useTestApp(async (t, token) => {
  const cena = await seedCena(t, token, 1);
  const primeira = await lancamentoCriado(t, token, cena, {
    data_vencimento: '2026-01-05',
    valor_comprometido: VALOR,
    descricao: 'Brita 1',
  });
  await t.database.pool.query(
    `insert into lancamentos (empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id,
       descricao, etapa_id, subetapa_id, valor_comprometido, valor_pagamento, usuario_id, data_vencimento)
     select empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id,
       case when n % 20 = 0 then 'Areia média ' else 'Brita ' end || n, etapa_id, subetapa_id,
       valor_comprometido, 0, usuario_id,
       case when n % 100 = 0 then null else date '2026-01-01' + n % 5 end
     from lancamentos, generate_series(1, $2) n where id = $1`,
    [primeira.id, MAIS],
  );
  await t.database.pool.query('analyze lancamentos');
  return { statements: recordStatements(t) };
});

type Conta = { lancamento: number; data_vencimento: string | null; descricao: string };

async function contas(query: string, token = s.token) {
  s.statements.length = 0;
  const res = await send(s.t, token, 'GET', `/api/financeiro/contas-a-pagar${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as Conta[],
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-capped'],
    reads: s.statements.filter((sql) => sql.includes('from "lancamentos"')).length,
  };
}

/** Pages 1..n of `query`, one after the other, as a user paging forward. */
async function paginas(query: string, n: number, pageSize: number) {
  const rows: Conta[] = [];
  for (let page = 1; page <= n; page++)
    rows.push(...(await contas(`${query}&page=${page}&pageSize=${pageSize}`)).rows);
  return rows;
}

describe('contas a pagar: capped total', () => {
  it('says "more than 10 000" past the cap, in the same query as the page', async () => {
    const first = await contas('?page=1&pageSize=50');
    expect(first.rows).toHaveLength(50);
    expect([first.total, first.capped]).toEqual([String(TOTAL_CAP), '1']);
    expect(first.reads).toBe(1);
  });

  it('counts exactly under the cap, with no capped header', async () => {
    const areia = await contas('?q=areia&page=1&pageSize=50');
    expect(areia.rows.every((c) => c.descricao.startsWith('Areia média'))).toBe(true);
    expect([areia.total, areia.capped]).toEqual([String(AREIA), undefined]);
    const depois = await contas('?grupo=depois&page=1&pageSize=100');
    expect(depois.rows.every((c) => c.data_vencimento === null)).toBe(true);
    expect([depois.total, depois.capped]).toEqual([String(SEM_VENCIMENTO), undefined]);
    // Every entry with a due date: just under the cap, still exact.
    const vencidas = await contas('?grupo=vencido&page=3&pageSize=100');
    expect([vencidas.rows.length, vencidas.total, vencidas.capped]).toEqual([
      100,
      String(MAIS + 1 - SEM_VENCIMENTO),
      undefined,
    ]);
    const nenhuma = await contas('?q=ninguem-vende-isto&page=1&pageSize=50');
    expect([nenhuma.rows, nenhuma.total, nenhuma.capped]).toEqual([[], '0', undefined]);
  });

  it('answers the total for a page past the last one, and no total for the whole list', async () => {
    const alem = await contas('?q=areia&page=999&pageSize=50');
    expect([alem.rows, alem.total, alem.capped]).toEqual([[], String(AREIA), undefined]);
    const longe = await contas('?page=9999&pageSize=100');
    expect([longe.rows, longe.total, longe.capped]).toEqual([[], String(TOTAL_CAP), '1']);
    const inteira = await contas('');
    expect([inteira.rows.length, inteira.total, inteira.capped]).toEqual([
      LIST_SAFE_CAP,
      undefined,
      undefined,
    ]);
  });

  it('orders equal due dates by id, so pages follow one another without overlap', async () => {
    // 3 000 entries by due date: the first day (about 2 000 entries) and into the second.
    const asc = await paginas('?sort=data_vencimento', 30, 100);
    expect(new Set(asc.map((c) => c.lancamento)).size).toBe(3000);
    expect(new Set(asc.map((c) => c.data_vencimento)).size).toBe(2);
    for (const [i, c] of asc.entries()) {
      const prev = asc[i - 1];
      if (!prev) continue;
      const depois = c.data_vencimento! > prev.data_vencimento!;
      expect(depois || (c.data_vencimento === prev.data_vencimento && c.lancamento > prev.lancamento)).toBe(
        true,
      );
    }
    // Descending: the entries without a due date first, then the latest day, each by id descending
    // (the index read backwards, decision 200).
    const desc = await paginas('?sort=-data_vencimento', 3, 50);
    expect(new Set(desc.map((c) => c.lancamento)).size).toBe(150);
    expect(desc.slice(0, SEM_VENCIMENTO).every((c) => c.data_vencimento === null)).toBe(true);
    expect(new Set(desc.slice(SEM_VENCIMENTO).map((c) => c.data_vencimento))).toEqual(
      new Set(['2026-01-05']),
    );
    for (const part of [desc.slice(0, SEM_VENCIMENTO), desc.slice(SEM_VENCIMENTO)]) {
      const ids = part.map((c) => c.lancamento);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  it('keeps the summary exact: every open entry counted and summed', async () => {
    const resumo = (await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar/resumo')).json();
    expect(resumo.total).toEqual({
      em_aberto: sumMoney(Array.from({ length: MAIS + 1 }, () => VALOR)),
      quantidade: MAIS + 1,
    });
    expect(resumo.grupos.depois).toEqual({
      em_aberto: sumMoney(Array.from({ length: SEM_VENCIMENTO }, () => VALOR)),
      quantidade: SEM_VENCIMENTO,
    });
  });

  it('refuses an export past the safe cap with the exact count, and exports one under it', async () => {
    const grande = await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar/export/xlsx');
    expect(grande.statusCode).toBe(400);
    expect(grande.json().message).toBe(
      'A exportação tem 10.038 lançamentos; o limite é 5.000. Filtre um período menor ou refine a busca.',
    );
    const areia = await send(s.t, s.token, 'GET', '/api/financeiro/contas-a-pagar/export/xlsx?q=areia');
    expect(areia.statusCode).toBe(200);
  });

  it('exports exactly the safe cap (5 000) and refuses one entry more, with its count', async () => {
    // A firm of its own, so the other tests' counts stay as they are.
    const token = await signInOtherEmpresa(s.t, 'chefe@limite.com.br');
    const cena = await seedCena(s.t, token, 1);
    const primeira = await lancamentoCriado(s.t, token, cena, {
      valor_comprometido: '10.00',
      descricao: 'Cal 0',
    });
    const copiar = (n: number) =>
      s.t.database.pool.query(
        `insert into lancamentos (empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id,
           descricao, etapa_id, subetapa_id, valor_comprometido, valor_pagamento, usuario_id, data_vencimento)
         select empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id, 'Cal ' || n, etapa_id,
           subetapa_id, valor_comprometido, 0, usuario_id, data_vencimento
         from lancamentos, generate_series(1, $2) n where id = $1`,
        [primeira.id, n],
      );
    await copiar(LIST_SAFE_CAP - 1);
    const noLimite = await send(s.t, token, 'GET', '/api/financeiro/contas-a-pagar/export/xlsx');
    expect(noLimite.statusCode, noLimite.body).toBe(200);
    const sheet = (await readXlsx(noLimite.rawPayload)).getWorksheet('Contas a pagar')!;
    const descricoes = new Set<string>();
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && /^Cal \d+$/.test(cell.value)) descricoes.add(cell.value);
      }),
    );
    expect(descricoes.size).toBe(LIST_SAFE_CAP);
    await copiar(1);
    for (const format of ['xlsx', 'pdf']) {
      const alem = await send(s.t, token, 'GET', `/api/financeiro/contas-a-pagar/export/${format}`);
      expect(alem.statusCode).toBe(400);
      expect(alem.json().message).toBe(
        'A exportação tem 5.001 lançamentos; o limite é 5.000. Filtre um período menor ou refine a busca.',
      );
    }
  });

  it("never counts another empresa's entries", async () => {
    const outra = await contas('?page=1&pageSize=50', await signInOtherEmpresa(s.t));
    expect([outra.rows, outra.total, outra.capped]).toEqual([[], '0', undefined]);
  });
});
