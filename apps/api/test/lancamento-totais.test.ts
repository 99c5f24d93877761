import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento, seedCena } from './lancamentos';
import { send } from './orcamentos';

// lancamento_totais is kept by triggers (migration 0005): after any mix of creates, edits that
// move money, books or etapas, and removals, it must equal the sums over the entries themselves.

let t: TestApp;
let token: string;
let cenas: Cena[];

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cenas = [await seedCena(t, token, 1), await seedCena(t, token, 2)];
});
afterAll(() => t.close());

/** The totals table and the same sums straight from the entries, as comparable text rows. */
async function totaisVersusLancamentos() {
  const query = async (sql: string) =>
    (await t.database.pool.query<{ r: string }>(sql)).rows.map((row) => row.r);
  const kept = await query(`
    SELECT concat_ws(' ', documento_id, etapa_id, executado::numeric(15, 2), comprometido::numeric(15, 2), lancamentos,
                     valor_comprometido::numeric(15, 2)) AS r
      FROM lancamento_totais WHERE lancamentos > 0 ORDER BY documento_id, etapa_id`);
  const summed = await query(`
    SELECT concat_ws(' ', documento_id, etapa_id, sum(valor_pagamento), sum(valor_aberto), count(*), sum(valor_comprometido)) AS r
      FROM lancamentos GROUP BY documento_id, etapa_id ORDER BY documento_id, etapa_id`);
  const leftovers = await query(`
    SELECT concat_ws(' ', documento_id, etapa_id, executado, comprometido) AS r
      FROM lancamento_totais WHERE lancamentos = 0 AND (executado <> 0 OR comprometido <> 0 OR valor_comprometido <> 0)`);
  return { kept, summed, leftovers };
}

const money = (cents: number) => (cents / 100).toFixed(2);

describe('lancamento_totais', () => {
  it('follows creates, instalments, edits and removals exactly', async () => {
    const ops = fc.sample(
      fc.record({
        kind: fc.constantFrom('create', 'create', 'parcelas', 'edit', 'edit', 'delete'),
        cena: fc.nat(1),
        tipo: fc.constantFrom('rdo' as const, 'rda' as const),
        etapa: fc.nat(1),
        comprometido: fc.integer({ min: 1, max: 9_999_999 }),
        pagoParte: fc.nat(2),
        pick: fc.nat(1000),
      }),
      { numRuns: 80, seed: 7 },
    );
    const ids: { id: number; tipo: 'rdo' | 'rda'; cena: number }[] = [];
    for (const op of ops) {
      const cena = cenas[op.cena]!;
      const etapa = cena.etapas[op.etapa]!;
      const pago =
        op.pagoParte === 0 ? 0 : op.pagoParte === 1 ? op.comprometido : Math.floor(op.comprometido / 3);
      const valores = {
        etapa: etapa.id,
        subetapa: etapa.subetapas[0]!.id,
        valor_comprometido: money(op.comprometido),
        ...(pago > 0
          ? { valor_pagamento: money(pago), data_pagamento: '2026-03-28' }
          : { valor_pagamento: '0.00', data_pagamento: null }),
      };
      const target = ids.length > 0 ? ids[op.pick % ids.length]! : undefined;
      if (op.kind === 'edit' && target) {
        const editEtapa = cenas[target.cena]!.etapas[op.etapa]!;
        const res = await send(t, token, 'PUT', `/api/${target.tipo}/lancamentos/edit/${target.id}`, {
          ...valores,
          etapa: editEtapa.id,
          subetapa: editEtapa.subetapas[0]!.id,
        });
        expect(res.statusCode, res.body).toBe(200);
      } else if (op.kind === 'delete' && target) {
        const res = await send(t, token, 'DELETE', `/api/${target.tipo}/lancamentos/delete/${target.id}`);
        expect(res.statusCode, res.body).toBe(200);
        ids.splice(ids.indexOf(target), 1);
      } else {
        const parcelas =
          op.kind === 'parcelas'
            ? {
                parcelas: ['2026-04-10', '2026-05-10', '2026-06-10'].map((data_vencimento) => ({
                  data_vencimento,
                })),
              }
            : {};
        // Instalments are paid one by one later, never at creation.
        const body =
          op.kind === 'parcelas' ? { ...valores, valor_pagamento: '0.00', data_pagamento: null } : valores;
        const res = await lancar(t, token, op.tipo, novoLancamento(cena, { ...body, ...parcelas }));
        expect(res.statusCode, res.body).toBe(200);
        const created = [res.json()].flat() as { id: number }[];
        ids.push(...created.map(({ id }) => ({ id, tipo: op.tipo, cena: op.cena })));
      }
    }
    expect(ids.length).toBeGreaterThan(10);
    const { kept, summed, leftovers } = await totaisVersusLancamentos();
    expect(kept).toEqual(summed);
    expect(leftovers).toEqual([]);
  });

  it('gives the RDO and RDA lists the figures summed from their entries (decision 181)', async () => {
    for (const tipo of ['rdo', 'rda'] as const) {
      const { rows } = await t.database.pool.query<{ r: string }>(
        `SELECT concat_ws(' ', d.id, count(l.id), coalesce(sum(l.valor_pagamento), 0)::numeric(15, 2),
                coalesce(sum(l.valor_aberto), 0)::numeric(15, 2)) AS r
           FROM rdo_rda d LEFT JOIN lancamentos l ON l.documento_id = d.id
          WHERE d.tipo = $1 GROUP BY d.id ORDER BY d.id`,
        [tipo],
      );
      const res = await call(t.app, { url: `/api/${tipo}/list`, token });
      const listed = (
        res.json() as { id: number; lancamentos: number; valor_pago: string; valor_comprometido: string }[]
      )
        .sort((a, b) => a.id - b.id)
        .map((d) => `${d.id} ${d.lancamentos} ${d.valor_pago} ${d.valor_comprometido}`);
      expect(listed).toEqual(rows.map((row) => row.r));
      expect(listed.some((line) => !line.endsWith(' 0 0.00 0.00'))).toBe(true);
    }
  });

  it('gives the entries lists without a narrowing filter the totals summed from the entries (decision 181)', async () => {
    const soma = async (where: string, params: unknown[]) => {
      const { rows } = await t.database.pool.query<{ r: string }>(
        `SELECT concat_ws(' ', count(*), coalesce(sum(valor_comprometido), 0)::numeric(15, 2),
                coalesce(sum(valor_pagamento), 0)::numeric(15, 2), coalesce(sum(valor_aberto), 0)::numeric(15, 2)) AS r
           FROM lancamentos WHERE ${where}`,
        params,
      );
      return rows[0]!.r;
    };
    const listed = async (url: string) => {
      const res = await call(t.app, { url, token });
      expect(res.statusCode, res.body).toBe(200);
      const h = res.headers;
      return [h['x-total-count'], h['x-total-comprometido'], h['x-total-pago'], h['x-total-aberto']].join(
        ' ',
      );
    };
    const etapa = cenas[1]!.etapas[0]!.id;
    for (const tipo of ['rdo', 'rda'] as const) {
      const obra = cenas[1]!.obra.id;
      expect(await listed(`/api/${tipo}/lancamentos/list?page=1&pageSize=5`)).toBe(
        await soma('tipo = $1', [tipo]),
      );
      expect(await listed(`/api/${tipo}/lancamentos/list/obra/${obra}?page=2&pageSize=5&q=%20`)).toBe(
        await soma('tipo = $1 AND obra_id = $2', [tipo, obra]),
      );
      expect(await listed(`/api/${tipo}/lancamentos/list?etapa=${etapa}&page=1&pageSize=5`)).toBe(
        await soma('tipo = $1 AND etapa_id = $2', [tipo, etapa]),
      );
    }
    expect(await soma('true', [])).not.toMatch(/^0 /);
  });

  it('follows one statement that moves many entries at once, and the dashboard reads it', async () => {
    await t.database.pool.query(
      `UPDATE lancamentos SET valor_pagamento = valor_comprometido, data_pagamento = '2026-04-01'
        WHERE documento_id = $1`,
      [cenas[0]!.rdo.id],
    );
    await t.database.pool.query('DELETE FROM lancamentos WHERE documento_id = $1', [cenas[1]!.rdo.id]);
    const { kept, summed, leftovers } = await totaisVersusLancamentos();
    expect(kept).toEqual(summed);
    expect(leftovers).toEqual([]);

    const { rows } = await t.database.pool.query<{ pago: string; aberto: string }>(
      'SELECT coalesce(sum(valor_pagamento), 0)::numeric(15, 2)::text AS pago, coalesce(sum(valor_aberto), 0)::numeric(15, 2)::text AS aberto FROM lancamentos WHERE documento_id = $1',
      [cenas[0]!.rdo.id],
    );
    const { obras } = (await call(t.app, { url: '/api/dashboard/obras', token })).json();
    const first = obras.find((o: { id: number }) => o.id === cenas[0]!.obra.id);
    const second = obras.find((o: { id: number }) => o.id === cenas[1]!.obra.id);
    expect(first).toMatchObject({ executado: rows[0]!.pago, comprometido: rows[0]!.aberto });
    expect(rows[0]!.aberto).toBe('0.00');
    expect(second).toMatchObject({ executado: '0.00', comprometido: '0.00' });
  });
});
