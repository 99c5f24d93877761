import { computeTotals } from '@gdo/domain/orcamento';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, readXlsx } from './exports';
import { createTestApp, signIn, type TestApp } from './helpers';
import { countRows, seedClienteObra, send } from './orcamentos';

// A large budget saves, loads, edits and exports. Times are printed, not asserted: they depend on
// the machine. The size is 30 items and 300 subitens; 30 × 300 = 9 000 subitens shows the
// headroom (that body is about 1.2 MB, so that app raises BODY_LIMIT_BYTES from its 1 MiB default).

let t: TestApp;
let token: string;
let catalogo: { id: number; subetapas: number[] }[];
let clienteObra: Awaited<ReturnType<typeof seedClienteObra>>;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(4 * 1024 * 1024) });
  token = (await signIn(t.app)).token;
  catalogo = await seedCatalogoSql(30, 300);
  clienteObra = await seedClienteObra(t, token, 1);
});
afterAll(() => t.close());

/** 30 etapas with 300 subetapas each, written in two statements (the API path is tested elsewhere). */
async function seedCatalogoSql(etapas: number, subetapas: number) {
  const pool = t.database.pool;
  const { rows: empresa } = await pool.query<{ id: number }>('select empresa_id id from usuarios limit 1');
  const empresaId = empresa[0]!.id;
  const { rows } = await pool.query<{ id: number; numero: string }>(
    `insert into etapas (empresa_id, numero, nome)
     select $1, lpad(n::text, 2, '0'), 'Etapa ' || n from generate_series(1, $2) n returning id, numero`,
    [empresaId, etapas],
  );
  const { rows: subs } = await pool.query<{ id: number; etapa_id: number }>(
    `insert into subetapas (empresa_id, etapa_id, numero, nome)
     select $1, e.id, e.numero || '.' || lpad(s::text, greatest(2, length(s::text)), '0'), 'Serviço ' || e.numero || '.' || s
     from etapas e cross join generate_series(1, $2) s where e.empresa_id = $1
     order by e.numero, s returning id, etapa_id`,
    [empresaId, subetapas],
  );
  return rows
    .sort((a, b) => a.numero.localeCompare(b.numero))
    .map((e) => ({ id: e.id, subetapas: subs.filter((s) => s.etapa_id === e.id).map((s) => s.id) }));
}

function bigBudget(perItem: number) {
  const itens = catalogo.map((etapa, i) => ({
    etapa: etapa.id,
    subitens: etapa.subetapas.slice(0, perItem).map((subetapa, j) => ({
      subetapa,
      unidade: 'm2' as const,
      quantidade: `${(i * 7 + j) % 500}.${String((j * 13) % 1000).padStart(3, '0')}`,
      valor_unitario: `${(j * 31 + i) % 10000}.${String((i + j) % 100).padStart(2, '0')}`,
    })),
  }));
  return {
    nome: `Grande ${perItem}`,
    id_cliente: clienteObra.cliente.id,
    obra: clienteObra.obra.id,
    bdi: '23.17',
    itens,
  };
}

describe('a large budget', () => {
  it('30 items and 300 subitens: saves, loads, edits and exports with exact totals', async () => {
    const body = bigBudget(10);
    const expected = computeTotals(body.itens, body.bdi);
    const created = await send(t, token, 'POST', '/api/orcamentos/create', body);
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    const loaded = (await send(t, token, 'GET', `/api/orcamentos/get/${id}`)).json();
    expect(loaded.itens.flatMap((i: { subitens: unknown[] }) => i.subitens)).toHaveLength(300);
    expect(loaded.valor_total).toBe(expected.valor_total);
    expect(loaded.valor_venda).toBe(expected.valor_venda);
    const edited = await send(t, token, 'PUT', `/api/orcamentos/edit/${id}`, { ...loaded, bdi: '0' });
    expect(edited.json()).toMatchObject({
      valor_total: expected.valor_total,
      valor_venda: expected.valor_total,
    });
    const pdf = await send(t, token, 'GET', `/api/orcamentos/export/${id}/pdf`);
    expect(await pdfText(pdf.rawPayload)).toContain(`R$ `);
    const xlsx = await send(t, token, 'GET', `/api/orcamentos/export/${id}/xlsx`);
    const sheet = (await readXlsx(xlsx.rawPayload)).getWorksheet('Orçamento')!;
    let custo: unknown;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 'Custo total') custo = row.getCell(6).value;
    });
    expect(custo).toBe(Number(expected.valor_total));
  });

  it('30 items × 300 subitens (9 000) saves and loads', async () => {
    const body = bigBudget(300);
    const before = await countRows(t);
    const created = await send(t, token, 'POST', '/api/orcamentos/create', body);
    expect(created.statusCode).toBe(200);
    expect(await countRows(t)).toEqual({
      orcamentos: before.orcamentos + 1,
      itens: before.itens + 30,
      subitens: before.subitens + 9000,
    });
    const loaded = (await send(t, token, 'GET', `/api/orcamentos/get/${created.json().id}`)).json();
    expect(loaded.valor_total).toBe(computeTotals(body.itens, body.bdi).valor_total);
  });
});
