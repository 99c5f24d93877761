import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento, seedCena } from './lancamentos';
import { send } from './orcamentos';

// The figures of the dashboard and the obra detail, checked against an independent computation
// in integer cents over entries made through the API.

let t: TestApp;
let token: string;
let cenas: Cena[];
type Entry = {
  cena: number;
  tipo: 'rdo' | 'rda';
  comprometido: bigint;
  pago: bigint;
  fornecedor: 0 | 1;
  etapa: 0 | 1;
};
const entries: Entry[] = [];
let contrato: { id: number; valor: bigint; cena: number };

const cents = (s: string) => BigInt(s.replace('.', ''));
const money = (c: bigint) => {
  const neg = c < 0n;
  const s = (neg ? -c : c).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cenas = [await seedCena(t, token, 1), await seedCena(t, token, 2)];
  const valor = 100_000_000n;
  const res = await send(t, token, 'POST', '/api/contratos/create', {
    obra: cenas[0]!.obra.id,
    fornecedor: cenas[0]!.fornecedor.id,
    numero: 'CT-01',
    objeto: 'Estrutura de concreto',
    valor: money(valor),
  });
  expect(res.statusCode).toBe(200);
  contrato = { id: res.json().id, valor, cena: 0 };
  // Random entries: both obras, both books, two fornecedores, two etapas, paid or not.
  const sample = fc.sample(
    fc.record({
      cena: fc.constantFrom(0, 1),
      tipo: fc.constantFrom('rdo' as const, 'rda' as const),
      comprometido: fc.bigInt({ min: 1n, max: 9_999_99n }),
      pagoParte: fc.constantFrom(0, 1, 2),
      fornecedor: fc.constantFrom(0 as const, 1 as const),
      etapa: fc.constantFrom(0 as const, 1 as const),
    }),
    { numRuns: 30, seed: 42 },
  );
  for (const [i, s] of sample.entries()) {
    const pago = s.pagoParte === 0 ? 0n : s.pagoParte === 1 ? s.comprometido : s.comprometido / 3n;
    const cena = cenas[s.cena]!;
    const etapa = cena.etapas[s.etapa]!;
    const body = novoLancamento(cena, {
      data_lancamento: `2026-03-${String((i % 27) + 1).padStart(2, '0')}`,
      fornecedor: s.fornecedor === 0 ? cena.fornecedor.id : cena.outroFornecedor.id,
      etapa: etapa.id,
      subetapa: etapa.subetapas[0]!.id,
      valor_comprometido: money(s.comprometido),
      ...(pago > 0n ? { valor_pagamento: money(pago), data_pagamento: '2026-03-28' } : {}),
      ...(s.cena === 0 && s.fornecedor === 0 && s.tipo === 'rdo' ? { contrato: contrato.id } : {}),
    });
    const created = await lancar(t, token, s.tipo, body);
    expect(created.statusCode, created.body).toBe(200);
    entries.push({
      cena: s.cena,
      tipo: s.tipo,
      comprometido: s.comprometido,
      pago,
      fornecedor: s.fornecedor,
      etapa: s.etapa,
    });
  }
});
afterAll(() => t.close());

function expectedFor(cena: number) {
  const rdo = entries.filter((e) => e.cena === cena && e.tipo === 'rdo');
  const executado = rdo.reduce((s, e) => s + e.pago, 0n);
  const comprometido = rdo.reduce((s, e) => s + (e.comprometido > e.pago ? e.comprometido - e.pago : 0n), 0n);
  return { executado, comprometido };
}

describe('GET /api/dashboard/obras', () => {
  it('gives each active obra its RDO figures against its budget, and the firm totals', async () => {
    const res = await call(t.app, { url: '/api/dashboard/obras', token });
    expect(res.statusCode).toBe(200);
    const { obras, totais } = res.json();
    let sumOrc = 0n;
    let sumExec = 0n;
    let sumComp = 0n;
    for (const [i, cena] of cenas.entries()) {
      const row = obras.find((o: { id: number }) => o.id === cena.obra.id);
      const orcamento = (
        await call(t.app, { url: `/api/orcamentos/get/${cena.orcamento.id}`, token })
      ).json();
      const { executado, comprometido } = expectedFor(i);
      const saldo = cents(orcamento.valor_total) - executado - comprometido;
      expect(row).toMatchObject({
        orcamento: orcamento.valor_total,
        executado: money(executado),
        comprometido: money(comprometido),
        saldo: money(saldo),
        acima_do_orcamento: saldo < 0n,
        rdo: cena.rdo.id,
        rda: cena.rda.id,
      });
      sumOrc += cents(orcamento.valor_total);
      sumExec += executado;
      sumComp += comprometido;
    }
    expect(totais).toMatchObject({
      orcamento: money(sumOrc),
      executado: money(sumExec),
      comprometido: money(sumComp),
    });
  });
});

/**
 * Averages per complete week, fortnight and month since the first payment (every payment of the
 * scene is on 2026-03-28), counted here with calendar arithmetic of its own, rounded half away from
 * zero; null for a period that has not ended once.
 */
function mediasEsperadas(rdo: Entry[]) {
  const primeiro = Date.UTC(2026, 2, 28);
  const hoje = Date.parse(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
  );
  const dias = Math.round((hoje - primeiro) / 86_400_000);
  let meses = 0;
  while (Date.UTC(2026, 2 + meses + 1, 28) <= hoje) meses += 1;
  const total = rdo.reduce((s, e) => s + e.pago, 0n);
  if (total === 0n) return { semanal: null, quinzenal: null, mensal: null, desde: null };
  const media = (periodos: number) =>
    periodos === 0 ? null : money((2n * total + BigInt(periodos)) / (2n * BigInt(periodos)));
  return {
    semanal: media(Math.floor(dias / 7)),
    quinzenal: media(Math.floor(dias / 15)),
    mensal: media(meses),
    desde: '2026-03-28',
  };
}

describe('GET /api/obras/resumo/:id', () => {
  it('counts only that obra and only its RDO, per etapa and in total', async () => {
    const cena = cenas[0]!;
    const res = await call(t.app, { url: `/api/obras/resumo/${cena.obra.id}`, token });
    expect(res.statusCode).toBe(200);
    const resumo = res.json();
    const { executado, comprometido } = expectedFor(0);
    expect(resumo.executado).toBe(money(executado));
    expect(resumo.comprometido).toBe(money(comprometido));
    for (const [k, etapa] of cena.etapas.entries()) {
      const rdo = entries.filter((e) => e.cena === 0 && e.tipo === 'rdo' && e.etapa === k);
      const row = resumo.etapas.find((e: { etapa: number }) => e.etapa === etapa.id);
      expect(row.executado).toBe(money(rdo.reduce((s, e) => s + e.pago, 0n)));
    }
    const rda = entries.filter((e) => e.cena === 0 && e.tipo === 'rda');
    expect(resumo.rda_totais.executado).toBe(money(rda.reduce((s, e) => s + e.pago, 0n)));
    const pagoContrato = entries
      .filter((e) => e.cena === 0 && e.tipo === 'rdo' && e.fornecedor === 0)
      .reduce((s, e) => s + e.pago, 0n);
    // Comprometido of a contract is what is em aberto on its entries (money.md), as the contracts list shows it.
    const abertoContrato = entries
      .filter((e) => e.cena === 0 && e.tipo === 'rdo' && e.fornecedor === 0)
      .reduce((s, e) => s + (e.comprometido > e.pago ? e.comprometido - e.pago : 0n), 0n);
    expect(resumo.contratos[0]).toMatchObject({
      id: contrato.id,
      pago: money(pagoContrato),
      comprometido: money(abertoContrato),
    });
    expect(resumo.medias).toEqual(mediasEsperadas(entries.filter((e) => e.cena === 0 && e.tipo === 'rdo')));
    const porFornecedor = [0, 1].map((f) =>
      entries
        .filter((e) => e.cena === 0 && e.tipo === 'rdo' && e.fornecedor === f)
        .reduce((s, e) => s + e.pago, 0n),
    );
    const maior = porFornecedor[0]! >= porFornecedor[1]! ? 0 : 1;
    if (porFornecedor[maior]! > 0n) expect(resumo.fornecedores[0].pago).toBe(money(porFornecedor[maior]!));
    expect(resumo.ultimos.rdo.length).toBeLessThanOrEqual(5);
    expect(resumo.ultimos.rdo.every((l: { id: number }) => typeof l.id === 'number')).toBe(true);
  });

  it('shows zeros, not an error, for an obra without RDO or budget; 404 for another empresa', async () => {
    const cliente = (await call(t.app, { url: '/api/clientes/list', token })).json()[0];
    const obra = (
      await send(t, token, 'POST', '/api/obras/create', {
        id_cliente: cliente.id,
        nome: 'Obra sem orçamento',
      })
    ).json();
    const resumo = (await call(t.app, { url: `/api/obras/resumo/${obra.id}`, token })).json();
    expect(resumo).toMatchObject({
      orcamento: '0.00',
      executado: '0.00',
      saldo: '0.00',
      rdo: null,
      etapas: [],
    });
    expect((await call(t.app, { url: '/api/obras/resumo/999999', token })).statusCode).toBe(404);
  });
});
