import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brutoPorPercentual,
  figurasDoContrato,
  type ItemMedivel,
  medirItens,
  valorDoTrecho,
  valoresDaMedicao,
} from './medicao-calculo';
import { addQuantities, sumMoney } from './money';

// For 1 000 generated contracts — random itens, aditivos, medições, retention, an advance and
// payments — every figure of medicao-calculo.ts equals an independent computation in integer
// cents (BigInt): quantities in thousandths, prices in cents, percentages in hundredths, rounding
// half away from zero by integer division.

/** n / d rounded half away from zero (d > 0). */
function div(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  const a = n < 0n ? -n : n;
  return sign * ((a * 2n + d) / (2n * d));
}

const money = (c: bigint) => {
  const a = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
const qty = (m: bigint) => `${m / 1000n}.${String(m % 1000n).padStart(3, '0')}`;
const pct = (h: bigint) => money(h);

/** round(q × price) in cents, q in thousandths. */
const valorC = (qMilli: bigint, precoC: bigint) => div(qMilli * precoC, 1000n);

const itemArb = fc.record({
  quantidade: fc.bigInt({ min: 1n, max: 5_000_000n }),
  preco: fc.bigInt({ min: 0n, max: 5_000_000n }),
});

const contratoArb = fc
  .record({
    itens: fc.array(itemArb, { minLength: 1, maxLength: 6 }),
    retencao: fc.bigInt({ min: 0n, max: 3000n }),
    amortizacao: fc.bigInt({ min: 0n, max: 7000n }),
    adiantamento: fc.bigInt({ min: 0n, max: 50_000_000n }),
    // Per step: an aditivo (quantity added to an item) or a medição (share of what remains per item).
    passos: fc.array(
      fc.oneof(
        fc.record({ aditivo: fc.nat(5), mais: fc.bigInt({ min: 1n, max: 2_000_000n }) }),
        fc.record({ medicao: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }) }),
      ),
      { minLength: 1, maxLength: 8 },
    ),
    pagoPorMil: fc.nat(1000),
  })
  .filter((c) => c.retencao + c.amortizacao <= 10000n);

describe('medição arithmetic against integer cents', () => {
  it('gives every figure of 1 000 generated contracts to the cent', () => {
    fc.assert(
      fc.property(contratoArb, (c) => {
        const termos = {
          retencao_percentual: pct(c.retencao),
          amortizacao_percentual: pct(c.amortizacao),
          adiantamento: money(c.adiantamento),
        };
        // Model state, in integers.
        const contratada = c.itens.map((i) => i.quantidade);
        const medidoQ = c.itens.map(() => 0n);
        let valorC_ = c.itens.reduce((s, i) => s + valorC(i.quantidade, i.preco), 0n);
        let medidoC = 0n;
        let amortizadoC = 0n;
        let retidoC = 0n;
        let liquidoC = 0n;
        // Domain state, in strings.
        let valor = sumMoney(c.itens.map((i) => money(valorC(i.quantidade, i.preco))));
        const itens: ItemMedivel[] = c.itens.map((i, id) => ({
          id,
          quantidade_contratada: qty(i.quantidade),
          valor_unitario: money(i.preco),
          medido: '0.000',
        }));
        const retencoes: string[] = [];
        const liquidos: string[] = [];
        let medido = '0.00';
        let amortizado = '0.00';
        for (const passo of c.passos) {
          if ('aditivo' in passo) {
            const k = passo.aditivo % c.itens.length;
            const antes = contratada[k]!;
            contratada[k] = antes + passo.mais;
            valorC_ += valorC(contratada[k]!, c.itens[k]!.preco) - valorC(antes, c.itens[k]!.preco);
            const item = itens[k]!;
            const depois = addQuantities(item.quantidade_contratada, qty(passo.mais));
            valor = sumMoney([valor, valorDoTrecho(item.quantidade_contratada, depois, item.valor_unitario)]);
            item.quantidade_contratada = depois;
            continue;
          }
          const medidas = c.itens.map(
            (_, k) => ((contratada[k]! - medidoQ[k]!) * BigInt(passo.medicao[k]!)) / 1000n,
          );
          if (medidas.every((m) => m === 0n)) continue;
          const resultado = medirItens(
            itens,
            medidas.map((m, k) => ({ item: k, quantidade: qty(m) })),
          );
          expect(resultado.excedidos).toEqual([]);
          let brutoC = 0n;
          medidas.forEach((m, k) => {
            brutoC += valorC(medidoQ[k]! + m, c.itens[k]!.preco) - valorC(medidoQ[k]!, c.itens[k]!.preco);
            medidoQ[k] = medidoQ[k]! + m;
            itens[k]!.medido = qty(medidoQ[k]!);
          });
          const retC = div(brutoC * c.retencao, 10000n);
          const cheia = div(brutoC * c.amortizacao, 10000n);
          const resta = c.adiantamento - amortizadoC;
          const amortC = cheia < resta ? cheia : resta > 0n ? resta : 0n;
          const v = valoresDaMedicao(resultado.valor_bruto, termos, amortizado);
          expect(v).toEqual({
            valor_bruto: money(brutoC),
            retencao: money(retC),
            amortizacao: money(amortC),
            valor_liquido: money(brutoC - retC - amortC),
          });
          medidoC += brutoC;
          amortizadoC += amortC;
          retidoC += retC;
          liquidoC += brutoC - retC - amortC;
          medido = sumMoney([medido, v.valor_bruto]);
          amortizado = sumMoney([amortizado, v.amortizacao]);
          retencoes.push(v.retencao);
          liquidos.push(v.valor_liquido);
        }
        // Measuring one more thousandth of any fully measured item is refused.
        const cheio = itens.findIndex((i) => i.medido === i.quantidade_contratada);
        if (cheio >= 0)
          expect(medirItens(itens, [{ item: cheio, quantidade: '0.001' }]).excedidos).toEqual([cheio]);

        const pagoC = (liquidoC * BigInt(c.pagoPorMil)) / 1000n;
        const figuras = figurasDoContrato({
          valor,
          medido,
          pago: money(pagoC),
          em_aberto: money(liquidoC - pagoC),
          retencoes: sumMoney(retencoes),
          liberacoes: '0.00',
        });
        expect(figuras).toEqual({
          valor: money(valorC_),
          medido: money(medidoC),
          medido_percentual: valorC_ === 0n ? '0.00' : pct(div(medidoC * 10000n, valorC_)),
          pago: money(pagoC),
          em_aberto: money(liquidoC - pagoC),
          retido: money(retidoC),
          saldo_a_medir: money(valorC_ - medidoC),
          disponivel: money(valorC_ - liquidoC),
        });
        expect(sumMoney(liquidos)).toBe(money(liquidoC));
      }),
      { numRuns: 1000 },
    );
  });

  it('measures a contract without itens by a percentage of its value, to the cent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 13n }),
        fc.bigInt({ min: 1n, max: 10000n }),
        (valor, p) => {
          expect(brutoPorPercentual(money(valor), pct(p))).toBe(money(div(valor * p, 10000n)));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('rounds half away from zero: 12,5 m² at R$ 87,35 is R$ 1.091,88', () => {
    expect(valorDoTrecho('0', '12.5', '87.35')).toBe('1091.88');
    expect(
      valoresDaMedicao(
        '11591.88',
        { retencao_percentual: '5', amortizacao_percentual: '10', adiantamento: '2000' },
        '0',
      ),
    ).toEqual({
      valor_bruto: '11591.88',
      retencao: '579.59',
      amortizacao: '1159.19',
      valor_liquido: '9853.10',
    });
  });
});
