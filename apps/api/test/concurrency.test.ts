import { vencimentosParcelas } from '@gdo/domain/lancamento';
import { parseBRL } from '@gdo/domain/money';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSiblingApp, createTestApp, inParallel, signIn, type TestApp } from './helpers';
import { type Cena, novoLancamento, seedCena } from './lancamentos';
import { created } from './registers';
import { invalidRows } from './reliability/invariants';

// Many clients at once split values into instalments, in three obras and against one contract,
// then pay some of them, all at once again. Every group must add up to its total to the cent, the
// contract must never be committed past its value, and the obra summary and the dashboard must equal
// a sum computed here, independently, in BigInt cents. RELIABILITY_RUNS=20 for the full count.
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 4);
const CREATES = RUNS * 40;
const CLIENTS = 20;
const SEED = Number(process.env.CONCURRENCY_SEED ?? Date.now() % 2 ** 31);
const DATABASE = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo';

const cents = (value: string) => BigInt(value.replace('.', ''));
const money = (value: bigint) => {
  const digits = value.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

type Tipo = 'rdo' | 'rda';
type Plano = {
  cena: number;
  tipo: Tipo;
  etapa: number;
  subetapa: number;
  n: number;
  total: bigint;
  contrato: boolean;
};
type Parcela = { id: number; valor_comprometido: string; parcela: string; grupo: string; etapa: number };
/** One instalment as this test knows it: what it commits and, after the payments, what is paid. */
type Conhecida = {
  id: number;
  tipo: Tipo;
  cena: number;
  etapa: number;
  contrato: boolean;
  vc: bigint;
  vp: bigint;
};

let t: TestApp;
let load: { app: FastifyInstance; close: () => Promise<void> };
let token: string;
let cenas: Cena[];

beforeAll(async () => {
  t = await createTestApp();
  // The load runs on an instance with a pool of 20 connections: 20 transactions really at once.
  load = await createSiblingApp(t, 20);
  token = (await signIn(t.app)).token;
  cenas = [await seedCena(t, token, 1), await seedCena(t, token, 2), await seedCena(t, token, 3)];
}, 60_000);
afterAll(async () => {
  await load.close();
  await t.close();
});

const planos = fc.sample(
  fc
    .record({
      cena: fc.nat(2),
      tipo: fc.constantFrom<Tipo>('rdo', 'rdo', 'rdo', 'rda'),
      etapa: fc.nat(1),
      subetapa: fc.nat(1),
      n: fc.integer({ min: 1, max: 24 }),
      contrato: fc.boolean(),
    })
    .chain((p) => fc.bigInt({ min: BigInt(p.n), max: 10n ** 10n }).map((total) => ({ ...p, total })))
    // Against the contract: the first obra's RDO, its fornecedor; about a sixth of all the requests.
    .map((p): Plano => ({ ...p, contrato: p.contrato && p.cena === 0 && p.tipo === 'rdo' })),
  { numRuns: CREATES, seed: SEED },
);

function body(plano: Plano, contrato: number) {
  const cena = cenas[plano.cena]!;
  const etapa = cena.etapas[plano.etapa]!;
  return novoLancamento(cena, {
    etapa: etapa.id,
    subetapa: etapa.subetapas[plano.subetapa]!.id,
    valor_comprometido: money(plano.total),
    parcelas: vencimentosParcelas('2026-05-10', plano.n).map((data_vencimento) => ({ data_vencimento })),
    ...(plano.contrato ? { contrato } : {}),
  });
}

/** The figures of one book of one obra, per etapa, from what this test sent and was told. */
function figuras(parcelas: Conhecida[]) {
  const aberto = (p: Conhecida) => (p.vc > p.vp ? p.vc - p.vp : 0n);
  return {
    executado: money(sum(parcelas.map((p) => p.vp))),
    comprometido: money(sum(parcelas.map(aberto))),
  };
}

describe(`concurrency (${DATABASE})`, () => {
  it(`splits ${CREATES} values into instalments with ${CLIENTS} clients at once, and sums them exactly`, async () => {
    const contratoPlanos = planos.filter((p) => p.contrato);
    const valorContrato = sum(contratoPlanos.map((p) => p.total)) / 2n + 1n;
    const contrato = await created(t, token, '/api/contratos/create', {
      obra: cenas[0]!.obra.id,
      fornecedor: cenas[0]!.fornecedor.id,
      objeto: 'Concreto usinado',
      valor: money(valorContrato),
    });
    const failures: string[] = [];
    const conhecidas: Conhecida[] = [];
    const recusadas: { total: bigint; excesso: bigint }[] = [];

    await inParallel(planos, CLIENTS, async (plano, i) => {
      const res = await call(load.app, {
        method: 'POST',
        url: `/api/${plano.tipo}/lancamentos/create`,
        token,
        body: body(plano, contrato.id),
      });
      if (res.statusCode === 409 && plano.contrato) {
        // 'R$' is joined to its number by a non-breaking space, which \s matches.
        const excesso = parseBRL(/em (R\$\s[\d.,]+)\./.exec(res.json().message)?.[1] ?? '');
        recusadas.push({ total: plano.total, excesso: cents(excesso ?? '0.00') });
        return;
      }
      if (res.statusCode !== 200) {
        failures.push(`#${i} ${plano.tipo} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        return;
      }
      const parcelas: Parcela[] = res.json();
      const valores = parcelas.map((p) => cents(p.valor_comprometido));
      const labels = parcelas.map((p) => p.parcela);
      if (
        parcelas.length !== plano.n ||
        sum(valores) !== plano.total ||
        valores.some((v) => v <= 0n) ||
        labels.join() !== parcelas.map((_, k) => `${k + 1}/${plano.n}`).join() ||
        new Set(parcelas.map((p) => p.grupo)).size !== 1
      ) {
        failures.push(`#${i}: ${money(plano.total)} em ${plano.n} → ${labels} ${valores.map(money)}`);
      }
      for (const [k, p] of parcelas.entries()) {
        const { cena, tipo, contrato } = plano;
        conhecidas.push({ id: p.id, tipo, cena, etapa: p.etapa, contrato, vc: valores[k]!, vp: 0n });
      }
    });

    // Then pay about a third of the instalments, some in full and some in part, all at once too.
    const pagamentos = conhecidas.filter((p) => p.id % 3 === 0);
    await inParallel(pagamentos, CLIENTS, async (p) => {
      const vp = p.id % 2 === 0 ? p.vc : (p.vc + 1n) / 2n;
      const res = await call(load.app, {
        method: 'PUT',
        url: `/api/${p.tipo}/lancamentos/edit/${p.id}`,
        token,
        body: { valor_pagamento: money(vp), data_pagamento: '2026-05-20' },
      });
      if (res.statusCode === 200) p.vp = vp;
      else failures.push(`pagamento ${p.id} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    });
    expect(failures, `semente CONCURRENCY_SEED=${SEED}`).toEqual([]);

    // Saved exactly as answered: each group complete in the database, nothing of a refused request.
    const { rows } = await t.database.pool.query<{ grupos: number; n: number; total: string }>(
      `select count(distinct grupo)::int grupos, count(*)::int n, sum(valor_comprometido)::text total
         from lancamentos`,
    );
    const aceitos = planos.length - recusadas.length;
    expect(rows[0]).toEqual({
      grupos: aceitos,
      n: conhecidas.length,
      total: money(sum(conhecidas.map((p) => p.vc))),
    });

    // The contract: never committed past its value; each refusal was right when it was made.
    const noContrato = sum(conhecidas.filter((p) => p.contrato).map((p) => p.vc));
    expect(noContrato <= valorContrato).toBe(true);
    for (const { total, excesso } of recusadas) {
      expect(excesso > 0n && excesso <= noContrato + total - valorContrato, `${total} ${excesso}`).toBe(true);
    }
    const saldo = (await call(t.app, { url: `/api/contratos/get/${contrato.id}`, token })).json();
    expect(saldo.valor_disponivel).toBe(money(valorContrato - noContrato));

    // The obra summary and the dashboard against the independent sums.
    const painel = (await call(t.app, { url: '/api/dashboard/obras', token })).json();
    for (const [c, cena] of cenas.entries()) {
      const doc = (tipo: Tipo) => conhecidas.filter((p) => p.cena === c && p.tipo === tipo);
      const resumo = (await call(t.app, { url: `/api/obras/resumo/${cena.obra.id}`, token })).json();
      expect(resumo).toMatchObject({ ...figuras(doc('rdo')), rda_totais: figuras(doc('rda')) });
      for (const etapa of cena.etapas) {
        const linha = resumo.etapas.find((e: { etapa: number }) => e.etapa === etapa.id);
        expect(linha).toMatchObject(figuras(doc('rdo').filter((p) => p.etapa === etapa.id)));
      }
      expect(painel.obras.find((o: { id: number }) => o.id === cena.obra.id)).toMatchObject(
        figuras(doc('rdo')),
      );
    }
    expect(painel.totais).toMatchObject(figuras(conhecidas.filter((p) => p.tipo === 'rdo')));
    expect(await invalidRows(t.database.pool)).toEqual([]);

    console.log(
      `concorrência: ${CREATES} lançamentos parcelados criados por ${CLIENTS} clientes ao mesmo tempo ` +
        `(${conhecidas.length} parcelas; ${contratoPlanos.length} contra o mesmo contrato: ` +
        `${contratoPlanos.length - recusadas.length} aceitos, ${recusadas.length} recusados com 409 sem passar do valor) ` +
        `e ${pagamentos.length} pagamentos simultâneos — somas exatas em centavos, resumo da obra e painel iguais ` +
        `à soma independente, 0 respostas 5xx (PostgreSQL ${DATABASE})`,
    );
  }, 600_000);
});
