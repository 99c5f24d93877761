import {
  addMoney,
  addQuantities,
  compareMoney,
  type Money,
  multiplyMoney,
  percentageOfMoney,
  percentOf,
  type Quantity,
  subtractMoney,
  sumMoney,
} from './money';

// The arithmetic of contract measurements (shared/money.md "Medições de contrato"), one
// implementation for the API (which stores what it returns) and the "Nova medição" screen (which
// shows it as the user types). Every amount is exact to the cent, half away from zero.
//
// An item's value is always a difference of rounded accumulated values: measuring from `antes` to
// `depois` is worth round(depois × unitário) − round(antes × unitário). So the medições of an item
// add up to round(all measured × unitário), and an item measured to the end has measured exactly
// its value, never a cent more or less; aditivos that change a quantity are valued the same way.

/** The contract terms that turn a gross measurement into what is paid. */
export type TermosDaMedicao = {
  retencao_percentual: string;
  amortizacao_percentual: string;
  adiantamento: Money;
};

/** What going from one accumulated quantity to another is worth. */
export function valorDoTrecho(antes: Quantity, depois: Quantity, valorUnitario: Money): Money {
  return subtractMoney(multiplyMoney(depois, valorUnitario), multiplyMoney(antes, valorUnitario));
}

/** An item as a medição sees it: what was contracted (with aditivos) and what approved medições took. */
export type ItemMedivel = {
  id: number;
  quantidade_contratada: Quantity;
  valor_unitario: Money;
  /** Σ quantities of the approved medições (other than the one being computed). */
  medido: Quantity;
};

export type LinhaMedida = {
  item: number;
  quantidade: Quantity;
  /** Accumulated before and after this medição. */
  anterior: Quantity;
  acumulado: Quantity;
  valor: Money;
};

export type ItensMedidos = {
  linhas: LinhaMedida[];
  valor_bruto: Money;
  /** Items whose accumulated quantity would pass the contracted one (an aditivo is needed). */
  excedidos: number[];
  /** Ids that are not items of the contract. */
  desconhecidos: number[];
};

/** The gross value of quantities measured per item, and which of them go beyond the contract. */
export function medirItens(
  itens: readonly ItemMedivel[],
  medidas: readonly { item: number; quantidade: Quantity }[],
): ItensMedidos {
  const porId = new Map(itens.map((item) => [item.id, item]));
  const linhas: LinhaMedida[] = [];
  const excedidos: number[] = [];
  const desconhecidos: number[] = [];
  for (const { item: id, quantidade } of medidas) {
    const item = porId.get(id);
    if (!item) {
      desconhecidos.push(id);
      continue;
    }
    const acumulado = addQuantities(item.medido, quantidade);
    if (compareMoney(acumulado, item.quantidade_contratada) > 0) excedidos.push(id);
    linhas.push({
      item: id,
      quantidade: addQuantities(quantidade),
      anterior: addQuantities(item.medido),
      acumulado,
      valor: valorDoTrecho(item.medido, acumulado, item.valor_unitario),
    });
  }
  return { linhas, valor_bruto: sumMoney(linhas.map((l) => l.valor)), excedidos, desconhecidos };
}

/** A contract without itens is measured by a percentage of its value (with aditivos). */
export function brutoPorPercentual(valorDoContrato: Money, percentual: string): Money {
  return percentageOfMoney(valorDoContrato, percentual);
}

export type ValoresDaMedicao = {
  valor_bruto: Money;
  retencao: Money;
  amortizacao: Money;
  valor_liquido: Money;
};

/**
 * retenção = bruto × %; amortização = bruto × % but never beyond what remains of the advance
 * (`amortizado`: what earlier approved medições recovered); líquido = bruto − retenção − amortização.
 */
export function valoresDaMedicao(bruto: Money, termos: TermosDaMedicao, amortizado: Money): ValoresDaMedicao {
  const retencao = percentageOfMoney(bruto, termos.retencao_percentual);
  const restante = maxMoney(subtractMoney(termos.adiantamento, amortizado), '0.00');
  const amortizacao = minMoney(percentageOfMoney(bruto, termos.amortizacao_percentual), restante);
  return {
    valor_bruto: addMoney(bruto),
    retencao,
    amortizacao,
    valor_liquido: subtractMoney(subtractMoney(bruto, retencao), amortizacao),
  };
}

/** What the contract's sums become on screen and in its answers (money.md's words). */
export type SomasDoContrato = {
  valor: Money;
  medido: Money;
  pago: Money;
  em_aberto: Money;
  retencoes: Money;
  liberacoes: Money;
};

export type FigurasDoContrato = {
  valor: Money;
  medido: Money;
  medido_percentual: string;
  pago: Money;
  em_aberto: Money;
  retido: Money;
  saldo_a_medir: Money;
  disponivel: Money;
};

export function figurasDoContrato(somas: SomasDoContrato): FigurasDoContrato {
  return {
    valor: addMoney(somas.valor),
    medido: addMoney(somas.medido),
    medido_percentual: percentOf(somas.medido, somas.valor),
    pago: addMoney(somas.pago),
    em_aberto: addMoney(somas.em_aberto),
    retido: subtractMoney(somas.retencoes, somas.liberacoes),
    saldo_a_medir: subtractMoney(somas.valor, somas.medido),
    disponivel: subtractMoney(somas.valor, addMoney(somas.pago, somas.em_aberto)),
  };
}

function minMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? addMoney(a) : addMoney(b);
}

function maxMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) >= 0 ? addMoney(a) : addMoney(b);
}
