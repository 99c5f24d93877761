import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento, seedCena } from './lancamentos';
import { send } from './orcamentos';

// The dashboard at many obras: its order, filters and search, and each obra's RDA figures, checked
// in integer cents against what the entries were made of.

let t: TestApp;
let token: string;
let cenas: Cena[];
let inativa: { id: number; nome: string };
const orcamentos: bigint[] = [];

const cents = (s: string) => BigInt(s.replace('.', ''));
const money = (c: bigint) => {
  const neg = c < 0n;
  const s = (neg ? -c : c).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};

type Linha = {
  id: number;
  nome: string;
  orcamento: string;
  executado: string;
  comprometido: string;
  saldo: string;
  acima_do_orcamento: boolean;
  rda_totais: { executado: string; comprometido: string };
  executado_periodo: string | null;
};

const painel = async (query = '') => {
  const res = await call(t.app, { url: `/api/dashboard/obras${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { totais: Linha; obras: Linha[] };
};
const ids = (obras: Linha[]) => obras.map((o) => o.id);

async function entrada(
  cena: Cena,
  tipo: 'rdo' | 'rda',
  comprometido: bigint,
  pago: bigint,
  pagoEm = '2026-03-05',
) {
  const body = novoLancamento(cena, {
    valor_comprometido: money(comprometido),
    ...(pago > 0n ? { valor_pagamento: money(pago), data_pagamento: pagoEm } : {}),
  });
  const res = await lancar(t, token, tipo, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cenas = [await seedCena(t, token, 1), await seedCena(t, token, 2), await seedCena(t, token, 3)];
  for (const cena of cenas) {
    const orc = (await call(t.app, { url: `/api/orcamentos/get/${cena.orcamento.id}`, token })).json();
    orcamentos.push(cents(orc.valor_total));
  }
  // Obra 1: only RDA entries (700,00 committed, 300,00 paid). Obra 2: 96 cents over its budget.
  // Obra 3: 90 % of its budget paid. Alphabetically 1, 2, 3; by risk 2, 3, 1.
  await entrada(cenas[0]!, 'rda', 70_000n, 30_000n);
  await entrada(cenas[0]!, 'rda', 12_345n, 0n);
  await entrada(cenas[1]!, 'rdo', orcamentos[1]! - 4n, 5n);
  await entrada(cenas[1]!, 'rdo', 100n, 100n);
  await entrada(cenas[2]!, 'rdo', (orcamentos[2]! * 9n) / 10n, (orcamentos[2]! * 9n) / 10n);
  const res = await send(t, token, 'POST', '/api/obras/create', {
    id_cliente: cenas[0]!.cliente.id,
    nome: 'Obra parada',
    status: 2,
  });
  expect(res.statusCode, res.body).toBe(200);
  inativa = res.json();
});
afterAll(() => t.close());

describe('GET /api/dashboard/obras: order', () => {
  it('puts the obra over budget first, then the least saldo, by default and with sort=risco', async () => {
    const { obras } = await painel();
    expect(ids(obras)).toEqual([cenas[1]!.obra.id, cenas[2]!.obra.id, cenas[0]!.obra.id]);
    expect(ids((await painel('?sort=risco')).obras)).toEqual(ids(obras));
    const [acima, noventa, intacta] = obras;
    expect(acima).toMatchObject({
      executado: '1.05',
      comprometido: money(orcamentos[1]! - 4n - 5n),
      saldo: '-0.96',
      acima_do_orcamento: true,
    });
    const pago = (orcamentos[2]! * 9n) / 10n;
    expect(noventa).toMatchObject({
      executado: money(pago),
      comprometido: '0.00',
      saldo: money(orcamentos[2]! - pago),
      acima_do_orcamento: false,
    });
    expect(intacta).toMatchObject({ executado: '0.00', saldo: money(orcamentos[0]!) });
  });

  it('orders by name with sort=nome', async () => {
    const { obras } = await painel('?sort=nome');
    expect(ids(obras)).toEqual(cenas.map((c) => c.obra.id));
  });
});

describe('GET /api/dashboard/obras: the RDA beside the RDO', () => {
  it("gives each obra its RDA's executado and comprometido, apart from the RDO's, and their totals", async () => {
    const { obras, totais } = await painel();
    const obra1 = obras.find((o) => o.id === cenas[0]!.obra.id)!;
    expect(obra1.rda_totais).toEqual({ executado: '300.00', comprometido: money(40_000n + 12_345n) });
    expect(obra1).toMatchObject({ executado: '0.00', comprometido: '0.00' });
    expect(obras.find((o) => o.id === cenas[1]!.obra.id)!.rda_totais).toEqual({
      executado: '0.00',
      comprometido: '0.00',
    });
    const pago3 = (orcamentos[2]! * 9n) / 10n;
    expect(totais).toMatchObject({
      orcamento: money(orcamentos[0]! + orcamentos[1]! + orcamentos[2]!),
      executado: money(105n + pago3),
      comprometido: money(orcamentos[1]! - 9n),
      rda_totais: { executado: '300.00', comprometido: money(52_345n) },
    });
  });
});

describe('GET /api/dashboard/obras: filters and search', () => {
  it('keeps the obras of one cliente, and totals only those', async () => {
    const { obras, totais } = await painel(`?id_cliente=${cenas[2]!.cliente.id}`);
    expect(ids(obras)).toEqual([cenas[2]!.obra.id]);
    expect(totais.orcamento).toBe(money(orcamentos[2]!));
  });

  it('finds obras by their name or their cliente’s, ignoring case and accents', async () => {
    expect(ids((await painel('?q=obra%20de%20cliente%202')).obras)).toEqual([cenas[1]!.obra.id]);
    expect(ids((await painel('?q=CLIENTE%203')).obras)).toEqual([cenas[2]!.obra.id]);
    expect((await painel('?q=nenhuma%20obra%20assim')).obras).toEqual([]);
  });

  it('shows the obras em andamento unless another situação is asked', async () => {
    expect(ids((await painel()).obras)).not.toContain(inativa.id);
    const { obras } = await painel('?status=2');
    expect(ids(obras)).toEqual([inativa.id]);
    expect(obras[0]).toMatchObject({ nome: 'Obra parada', orcamento: '0.00', saldo: '0.00' });
  });

  it('refuses a bad value with a 400 that names the field, in Portuguese', async () => {
    for (const [query, field, message] of [
      ['?sort=saldo', 'sort', 'Ordenação inválida.'],
      ['?status=9', 'status', 'Situação inválida.'],
      ['?id_cliente=abc', 'id_cliente', 'Valor inválido.'],
    ] as const) {
      const res = await call(t.app, { url: `/api/dashboard/obras${query}`, token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
  });
});

describe('GET /api/dashboard/obras: executado in a period, by the payment date', () => {
  const periodo = async (query: string) => {
    const { obras, totais } = await painel(query);
    const por = (cena: number) => obras.find((o) => o.id === cenas[cena]!.obra.id)!.executado_periodo;
    return { obra1: por(0), obra2: por(1), obra3: por(2), total: totais.executado_periodo };
  };

  beforeAll(async () => {
    await entrada(cenas[2]!, 'rdo', 30_000n, 25_010n, '2026-04-10');
    // Moved out of April by an edit, and removed: the per-day totals follow edits and removals.
    const movida = await entrada(cenas[0]!, 'rdo', 1_000n, 1_000n, '2026-04-30');
    const editada = await send(t, token, 'PUT', `/api/rdo/lancamentos/edit/${movida}`, {
      data_pagamento: '2026-05-01',
    });
    expect(editada.statusCode).toBe(200);
    const removida = await entrada(cenas[0]!, 'rdo', 555n, 555n, '2026-04-15');
    expect((await send(t, token, 'DELETE', `/api/rdo/lancamentos/delete/${removida}`)).statusCode).toBe(200);
  });

  it('sums what each obra’s RDO paid between the two dates, inclusive, and their total', async () => {
    expect(await periodo('?pagamento_de=2026-04-01&pagamento_ate=2026-04-30')).toEqual({
      obra1: '0.00',
      obra2: '0.00',
      obra3: '250.10',
      total: '250.10',
    });
    expect(await periodo('?pagamento_de=2026-04-10&pagamento_ate=2026-04-10')).toMatchObject({
      obra3: '250.10',
    });
  });

  it('takes a period open at either end', async () => {
    const pago3 = (orcamentos[2]! * 9n) / 10n;
    expect(await periodo('?pagamento_de=2026-03-06')).toEqual({
      obra1: '10.00',
      obra2: '0.00',
      obra3: '250.10',
      total: '260.10',
    });
    expect(await periodo('?pagamento_ate=2026-03-31')).toEqual({
      obra1: '0.00',
      obra2: '1.05',
      obra3: money(pago3),
      total: money(105n + pago3),
    });
  });

  it('gives no period figure without a period, and refuses a period that ends before it starts', async () => {
    const { obras, totais } = await painel();
    expect(obras.every((o) => o.executado_periodo === null)).toBe(true);
    expect(totais.executado_periodo).toBeNull();
    for (const [query, field, message] of [
      [
        '?pagamento_de=2026-05-01&pagamento_ate=2026-04-30',
        'pagamento_ate',
        'A data final não pode ser anterior à data inicial.',
      ],
      ['?pagamento_de=2026-02-30', 'pagamento_de', 'Data inválida.'],
    ] as const) {
      const res = await call(t.app, { url: `/api/dashboard/obras${query}`, token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
  });

  it('keeps the per-day totals equal to the sums over the entries', async () => {
    const { rows } = await t.database.pool.query<{ diferencas: string }>(`
      SELECT count(*) AS diferencas FROM (
        SELECT empresa_id, coalesce(data_pagamento, data_lancamento) AS dia, documento_id, sum(valor_pagamento) AS s
          FROM lancamentos WHERE valor_pagamento <> 0 GROUP BY 1, 2, 3
      ) e FULL JOIN (SELECT * FROM lancamento_pagamentos_dia WHERE executado <> 0 OR lancamentos <> 0) d
        USING (empresa_id, dia, documento_id)
       WHERE e.s IS DISTINCT FROM d.executado`);
    expect(rows[0]!.diferencas).toBe('0');
  });
});
