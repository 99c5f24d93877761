import { call, type TestApp } from './helpers';
import { type Cena, lancar, novoLancamento } from './lancamentos';
import { send } from './orcamentos';

// Shared set-up of the payment and contas-a-pagar tests (issue 14, decision 110).

export type Pagamento = {
  id: number;
  lancamento: number;
  data: string;
  valor: string;
  juros: string;
  desconto: string;
  forma: string | null;
  estornado_em: string | null;
  comprovante: { nome: string; tipo: string; tamanho: number; url: string } | null;
};

/** An entry of the scene, created and returned (its id and values). */
export async function lancamentoCriado(
  t: TestApp,
  token: string,
  cena: Cena,
  over: Record<string, unknown> = {},
) {
  const res = await lancar(
    t,
    token,
    (over.tipo as 'rdo' | 'rda' | undefined) ?? 'rdo',
    novoLancamento(cena, over),
  );
  if (res.statusCode !== 200) throw new Error(`lançamento: ${res.statusCode} ${res.body}`);
  return res.json() as {
    id: number;
    valor_pagamento: string;
    valor_aberto: string;
    data_pagamento: string | null;
  };
}

export const pagar = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(t.app, { method: 'POST', url: '/api/financeiro/pagamentos/create', token, body, headers });

export const pagamentosDe = async (t: TestApp, token: string, lancamento: number) =>
  (
    await send(t, token, 'GET', `/api/financeiro/pagamentos/list/lancamento/${lancamento}`)
  ).json() as Pagamento[];

export const estornar = (t: TestApp, token: string, id: number) =>
  send(t, token, 'POST', `/api/financeiro/pagamentos/estornar/${id}`);

/**
 * What the entries say against what their payments say, and the totals tables against the entries:
 * rows that differ (empty when everything is exact).
 */
export async function divergencias(t: TestApp): Promise<string[]> {
  const q = async (sql: string) => (await t.database.pool.query<{ r: string }>(sql)).rows.map((row) => row.r);
  const porPagamento = await q(`
    SELECT concat_ws(' ', 'lançamento', l.id, l.valor_pagamento, coalesce(s.pago, 0), l.data_pagamento, s.ultima) AS r
      FROM lancamentos l
      LEFT JOIN (SELECT lancamento_id, sum(valor) FILTER (WHERE estornado_em IS NULL) AS pago,
                        max(data) FILTER (WHERE estornado_em IS NULL) AS ultima
                   FROM pagamentos GROUP BY 1) s ON s.lancamento_id = l.id
     WHERE l.valor_pagamento <> coalesce(s.pago, 0)
        OR (coalesce(s.pago, 0) > 0 AND l.data_pagamento IS DISTINCT FROM s.ultima)`);
  const totais = await q(`
    SELECT concat_ws(' ', 'totais', coalesce(k.documento_id, s.documento_id), coalesce(k.etapa_id, s.etapa_id), k.executado, s.executado, k.comprometido, s.comprometido) AS r
      FROM (SELECT * FROM lancamento_totais WHERE lancamentos > 0) k
      FULL JOIN (SELECT documento_id, etapa_id, sum(valor_pagamento) AS executado, sum(valor_aberto) AS comprometido
                   FROM lancamentos GROUP BY 1, 2) s ON s.documento_id = k.documento_id AND s.etapa_id = k.etapa_id
     WHERE k.executado IS DISTINCT FROM s.executado OR k.comprometido IS DISTINCT FROM s.comprometido`);
  const porDia = await q(`
    SELECT concat_ws(' ', 'dia', coalesce(k.dia, s.dia), coalesce(k.documento_id, s.documento_id), k.executado, s.executado) AS r
      FROM (SELECT * FROM lancamento_pagamentos_dia WHERE lancamentos > 0) k
      FULL JOIN (SELECT coalesce(data_pagamento, data_lancamento) AS dia, documento_id, sum(valor_pagamento) AS executado
                   FROM lancamentos WHERE valor_pagamento <> 0 GROUP BY 1, 2) s
        ON s.dia = k.dia AND s.documento_id = k.documento_id
     WHERE k.executado IS DISTINCT FROM s.executado`);
  return [...porPagamento, ...totais, ...porDia];
}
