import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento, seedCena } from './lancamentos';
import { send } from './orcamentos';

// 100 000 entries in one empresa: the lists, their totals, the contracts' sums and an export stay
// fast. Times are printed, not asserted: they depend on the machine (decision 020 records them).

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

async function timed(label: string, url: string) {
  await send(t, token, 'GET', url);
  const start = performance.now();
  const res = await send(t, token, 'GET', url);
  const ms = Math.round(performance.now() - start);
  console.log(`${LANCAMENTOS} lançamentos — ${label}: ${ms} ms`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}

describe('100 000 lancamentos', () => {
  it('serves paged lists with their totals, searches, contracts and an export', async () => {
    const obra = obras[0]!;
    const byObra = await timed(
      'obra, página de 50 + totais',
      `/api/rdo/lancamentos/list/obra/${obra}?page=1&pageSize=50`,
    );
    expect(byObra.json()).toHaveLength(50);
    const perObra = Number(byObra.headers['x-total-count']);
    expect(perObra).toBeGreaterThan(3000);
    const all = await timed(
      'tipo RDO, página de 50 + totais',
      '/api/rdo/lancamentos/list?page=1&pageSize=50',
    );
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(60_000);
    await timed('tipo RDO, página 1 000', '/api/rdo/lancamentos/list?page=1000&pageSize=50');
    await timed(
      'obra, um mês',
      `/api/rdo/lancamentos/list/obra/${obra}?de=2025-03-01&ate=2025-03-31&page=1&pageSize=50`,
    );
    const busca = await timed(
      'busca na descrição',
      '/api/rdo/lancamentos/list?q=argamassa&page=1&pageSize=50',
    );
    expect(Number(busca.headers['x-total-count'])).toBeGreaterThan(0);
    const fornecedor = encodeURIComponent(cena.fornecedor.nome);
    await timed(
      'busca pelo fornecedor, uma obra',
      `/api/rdo/lancamentos/list/obra/${obra}?q=${fornecedor}&page=1&pageSize=50`,
    );
    await timed(
      'obra, por valor',
      `/api/rdo/lancamentos/list/obra/${obra}?sort=-valor_comprometido&page=1&pageSize=50`,
    );
    const contratos = await timed('contratos, página de 50', '/api/contratos/list?page=1&pageSize=50');
    expect(contratos.json().some((c: { valor_pago: string }) => c.valor_pago !== '0.00')).toBe(true);
    await timed('RDOs com totais', '/api/rdo/list');
    await timed(
      'exportação XLSX, um mês',
      `/api/rdo/lancamentos/export/obra/${obra}/xlsx?de=2025-03-01&ate=2025-03-31`,
    );
    // One more entry through the API on a contract with thousands of entries: the limit's sum.
    const start = performance.now();
    const res = await lancar(
      t,
      token,
      'rdo',
      novoLancamento(cena, { obra, fornecedor: cena.fornecedor.id, contrato: contratos.json()[0].id }),
    );
    console.log(
      `${LANCAMENTOS} lançamentos — lançamento contra contrato: ${Math.round(performance.now() - start)} ms`,
    );
    expect(res.statusCode === 200 || res.statusCode === 400).toBe(true);
  }, 120_000);
});
