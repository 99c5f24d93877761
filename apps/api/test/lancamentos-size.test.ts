import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from './exports';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento, seedCena } from './lancamentos';
import { send } from './orcamentos';

// 100 000 entries in one empresa, seeded by SQL: every list, total and export stays exact.

const OBRAS = 20;
const LANCAMENTOS = 100_000;

let t: TestApp;
let token: string;
let cena: Cena;
let obras: number[];
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cena = await seedCena(t, token);
  obras = await seedSql();
}, 180_000);
afterAll(() => t.close());

/**
 * OBRAS obras like the scene's (same cliente and budget structure), each with its RDO, RDA and a
 * contract with the scene's fornecedor; LANCAMENTOS entries spread over them, one in three in the
 * RDA, one in ten against the obra's contract. Written by SQL: the API path is tested elsewhere.
 */
async function seedSql(): Promise<number[]> {
  const pool = t.database.pool;
  const { rows } = await pool.query<{ id: number }>(
    `insert into obras (empresa_id, id_cliente, nome)
     select empresa_id, id_cliente, 'Obra grande ' || n from obras, generate_series(1, $1) n
     where id = $2 returning id`,
    [OBRAS, cena.obra.id],
  );
  const ids = rows.map((r) => r.id);
  await pool.query(
    `insert into rdo_rda (empresa_id, tipo, obra_id)
     select o.empresa_id, d.tipo, o.id from obras o, unnest(array['rdo', 'rda']) d(tipo) where o.id = any($1)`,
    [ids],
  );
  await pool.query(
    `insert into contratos (empresa_id, obra_id, fornecedor_id, numero, objeto, valor)
     select o.empresa_id, o.id, $2, 'CT-' || o.id, 'Contrato da obra ' || o.id, 50000000
     from obras o where o.id = any($1)`,
    [ids, cena.fornecedor.id],
  );
  const etapa = cena.etapas[0]!;
  await pool.query(
    `insert into lancamentos (empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id,
       nf, descricao, etapa_id, subetapa_id, contrato_id, valor_comprometido, valor_pagamento,
       data_pagamento, usuario_id)
     select d.empresa_id, d.tipo, d.id, d.obra_id, date '2025-01-01' + (n % 730),
       case when n % 10 = 0 then $3::int else $4::int end, (1000 + n)::text,
       'Material ' || n || case when n % 1000 = 0 then ' argamassa especial' else '' end,
       $5::int, $6::int, case when n % 10 = 0 and d.tipo = 'rdo' then c.id end,
       (n % 5000) + 0.37, case when n % 4 = 0 then (n % 5000) + 0.37 else 0 end,
       case when n % 4 = 0 then date '2025-01-01' + (n % 730) end,
       (select id from usuarios where empresa_id = d.empresa_id limit 1)
     from generate_series(1, $2) n
     join rdo_rda d on d.obra_id = ($1::int[])[1 + n % array_length($1::int[], 1)]
       and d.tipo = case when n % 3 = 0 then 'rda' else 'rdo' end
     join contratos c on c.obra_id = d.obra_id`,
    [ids, LANCAMENTOS, cena.fornecedor.id, cena.outroFornecedor.id, etapa.id, etapa.subetapas[0]!.id],
  );
  await pool.query('analyze');
  return ids;
}

/** One number from SQL over the seeded entries, as text (numeric sums stay exact). */
async function sql(query: string, params: unknown[]): Promise<string> {
  const { rows } = await t.database.pool.query<{ v: string }>(query, params);
  return String(rows[0]!.v);
}

const list = async (url: string) => {
  const res = await send(t, token, 'GET', url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
};

/** Cents of a decimal string, as a BigInt: amounts never pass through floats. */
const cents = (valor: string) => BigInt(valor.replace('.', ''));

type Row = { id: number; fornecedor: number; valor_comprometido: string };

// At this volume the lists, their totals, searches, the contracts' sums and an export must still
// be exact: every figure is checked against SQL over the same rows. How fast they are is measured
// by `npm run bench` (1 000 to 1 000 000 entries), not here.
describe('100 000 lancamentos', () => {
  it('serves paged lists with exact totals, searches, contracts and an export', async () => {
    const obra = obras[0]!;
    const byObra = await list(`/api/rdo/lancamentos/list/obra/${obra}?page=1&pageSize=50`);
    expect(byObra.json()).toHaveLength(50);
    const deObra = "from lancamentos where obra_id = $1 and tipo = 'rdo'";
    expect(byObra.headers['x-total-count']).toBe(await sql(`select count(*) v ${deObra}`, [obra]));
    expect(byObra.headers['x-total-comprometido']).toBe(
      await sql(`select sum(valor_comprometido) v ${deObra}`, [obra]),
    );
    expect(byObra.headers['x-total-pago']).toBe(await sql(`select sum(valor_pagamento) v ${deObra}`, [obra]));

    const all = await list('/api/rdo/lancamentos/list?page=1&pageSize=50');
    const totalRdo = await sql("select count(*) v from lancamentos where tipo = 'rdo'", []);
    expect(all.headers['x-total-count']).toBe(totalRdo);
    expect(Number(totalRdo)).toBeGreaterThan(60_000);
    const deep = await list('/api/rdo/lancamentos/list?page=1000&pageSize=50');
    expect(deep.json()).toHaveLength(50);
    const firstIds = new Set(all.json().map((r: Row) => r.id));
    expect(deep.json().some((r: Row) => firstIds.has(r.id))).toBe(false);

    const mes = await list(
      `/api/rdo/lancamentos/list/obra/${obra}?de=2025-03-01&ate=2025-03-31&page=1&pageSize=50`,
    );
    const noMes = `${deObra} and data_lancamento between '2025-03-01' and '2025-03-31'`;
    expect(mes.headers['x-total-count']).toBe(await sql(`select count(*) v ${noMes}`, [obra]));

    const busca = await list('/api/rdo/lancamentos/list?q=argamassa&page=1&pageSize=50');
    const argamassa = await sql(
      "select count(*) v from lancamentos where tipo = 'rdo' and descricao ilike '%argamassa%'",
      [],
    );
    expect(Number(argamassa)).toBeGreaterThan(0);
    expect(busca.headers['x-total-count']).toBe(argamassa);

    const fornecedor = encodeURIComponent(cena.fornecedor.nome);
    const porFornecedor = await list(
      `/api/rdo/lancamentos/list/obra/${obra}?q=${fornecedor}&page=1&pageSize=50`,
    );
    expect(porFornecedor.json().length).toBeGreaterThan(0);
    expect(porFornecedor.json().every((r: Row) => r.fornecedor === cena.fornecedor.id)).toBe(true);

    const porValor = await list(
      `/api/rdo/lancamentos/list/obra/${obra}?sort=-valor_comprometido&page=1&pageSize=50`,
    );
    const valores = porValor.json().map((r: Row) => cents(r.valor_comprometido));
    expect(valores[0]).toBe(cents(await sql(`select max(valor_comprometido) v ${deObra}`, [obra])));
    expect(valores.every((v: bigint, i: number) => i === 0 || v <= valores[i - 1])).toBe(true);

    const contratos = await list('/api/contratos/list?page=1&pageSize=50');
    const contrato = contratos.json().find((c: { obra: number }) => c.obra === obra);
    expect(contrato.valor_pago).toBe(
      await sql('select sum(valor_pagamento) v from lancamentos where contrato_id = $1', [contrato.id]),
    );
    expect(cents(contrato.valor_pago)).toBeGreaterThan(0n);

    const documentos = await list('/api/rdo/list');
    expect(documentos.json().length).toBeGreaterThanOrEqual(OBRAS);

    const xlsx = await send(
      t,
      token,
      'GET',
      `/api/rdo/lancamentos/export/obra/${obra}/xlsx?de=2025-03-01&ate=2025-03-31`,
    );
    expect(xlsx.statusCode).toBe(200);
    const planilha = (await readXlsx(xlsx.rawPayload)).worksheets[0]!;
    const linhas: unknown[] = [];
    planilha.eachRow((row) => linhas.push((row.values as unknown[])[1]));
    const corpo = linhas.slice(linhas.indexOf('Data') + 1, linhas.indexOf('Total'));
    expect(corpo.every((v) => v instanceof Date)).toBe(true);
    expect(String(corpo.length)).toBe(await sql(`select count(*) v ${noMes}`, [obra]));

    // One more entry through the API on a contract with thousands of entries: the limit's sum.
    const res = await lancar(
      t,
      token,
      'rdo',
      novoLancamento(cena, { obra, fornecedor: cena.fornecedor.id, contrato: contrato.id }),
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  }, 120_000);
});
