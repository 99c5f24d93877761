import type pg from 'pg';

// "Zero invalid rows", the part SQL says best: figures derived from other rows and references
// across empresas. Each query lists the rows that break its rule (invariants.ts runs them).

const SQL_RULES: [string, string][] = [
  [
    'total do item ≠ soma dos subitens',
    `select i.id from orcamento_itens i left join orcamento_subitens s on s.item_id = i.id
      group by i.id having i.valor_total <> coalesce(sum(s.valor_total), 0)`,
  ],
  [
    'total do orçamento ≠ soma dos itens',
    `select o.id from orcamentos o left join orcamento_itens i on i.orcamento_id = o.id
      group by o.id having o.valor_total <> coalesce(sum(i.valor_total), 0)`,
  ],
  ['BDI fora de 0 a 1000', 'select id from orcamentos where bdi > 1000'],
  [
    'subitem de orçamento com subetapa de outra etapa',
    `select s.id from orcamento_subitens s join orcamento_itens i on i.id = s.item_id
       join subetapas se on se.id = s.subetapa_id where se.etapa_id <> i.etapa_id`,
  ],
  [
    'subitem de modelo com subetapa de outra etapa',
    `select s.id from orcamento_modelo_subitens s join orcamento_modelo_itens i on i.id = s.item_id
       join subetapas se on se.id = s.subetapa_id where se.etapa_id <> i.etapa_id`,
  ],
  [
    'contrato com subetapa fora da sua etapa',
    `select c.id from contratos c join subetapas s on s.id = c.subetapa_id
      where c.etapa_id is null or s.etapa_id <> c.etapa_id`,
  ],
  [
    'RDO/RDA com orçamento de outra obra',
    'select d.id from rdo_rda d join orcamentos o on o.id = d.orcamento_id where o.obra_id <> d.obra_id',
  ],
  [
    'contrato com orçamento de outra obra',
    'select c.id from contratos c join orcamentos o on o.id = c.orcamento_id where o.obra_id <> c.obra_id',
  ],
  [
    'lançamento com subetapa fora da sua etapa',
    'select l.id from lancamentos l join subetapas s on s.id = l.subetapa_id where s.etapa_id <> l.etapa_id',
  ],
  [
    'lancamento_totais ≠ soma dos lançamentos',
    `with soma as (select empresa_id, documento_id, etapa_id, sum(valor_pagamento) executado,
                          sum(valor_aberto) comprometido, sum(valor_comprometido) valor_comprometido,
                          count(*)::int n
                     from lancamentos group by 1, 2, 3)
     select concat(coalesce(t.documento_id, s.documento_id), '/', coalesce(t.etapa_id, s.etapa_id)) id
       from lancamento_totais t full join soma s using (documento_id, etapa_id)
      where coalesce(t.executado, 0) <> coalesce(s.executado, 0)
         or coalesce(t.comprometido, 0) <> coalesce(s.comprometido, 0)
         or coalesce(t.valor_comprometido, 0) <> coalesce(s.valor_comprometido, 0)
         or coalesce(t.lancamentos, 0) <> coalesce(s.n, 0)
         or t.empresa_id <> s.empresa_id`,
  ],
  [
    'valor pago do lançamento ≠ soma dos seus pagamentos não estornados (decisão 110)',
    `select l.id from lancamentos l
       left join (select lancamento_id, sum(valor) filter (where estornado_em is null) pago
                    from pagamentos group by 1) p on p.lancamento_id = l.id
      where l.valor_pagamento <> coalesce(p.pago, 0)`,
  ],
  [
    'números do diário da obra com lacuna, repetição ou fora do contador',
    `select s.obra_id id from diario_sequencias s left join diarios d on d.obra_id = s.obra_id
      group by s.obra_id, s.ultimo_numero
     having count(d.id) <> s.ultimo_numero or coalesce(max(d.numero), 0) <> s.ultimo_numero`,
  ],
  [
    'relatório diário assinado sem assinatura completa, ou rascunho com ela',
    `select id from diarios
      where (status = 'assinado') <> (hash is not null and elo is not null and assinado_em is not null)`,
  ],
  [
    'foto do diário sem os três tamanhos guardados',
    `select f.id from diario_fotos f left join diario_foto_arquivos a on a.foto_id = f.id
      group by f.id having count(distinct a.tamanho) <> 3`,
  ],
  [
    'relatório com mais fotos que o limite',
    `select diario_id id from diario_fotos group by diario_id having count(*) > 60`,
  ],
];

// Every reference, including those no composite foreign key covers (usuario_id): same empresa.
const REFERENCES: [string, string, string][] = [
  ['obras', 'id_cliente', 'clientes'],
  ['subetapas', 'etapa_id', 'etapas'],
  ['orcamentos', 'id_cliente', 'clientes'],
  ['orcamentos', 'obra_id', 'obras'],
  ['orcamentos', 'modelo_id', 'orcamento_modelos'],
  ['orcamento_itens', 'orcamento_id', 'orcamentos'],
  ['orcamento_itens', 'etapa_id', 'etapas'],
  ['orcamento_subitens', 'item_id', 'orcamento_itens'],
  ['orcamento_subitens', 'subetapa_id', 'subetapas'],
  ['orcamento_modelo_itens', 'modelo_id', 'orcamento_modelos'],
  ['orcamento_modelo_itens', 'etapa_id', 'etapas'],
  ['orcamento_modelo_subitens', 'item_id', 'orcamento_modelo_itens'],
  ['orcamento_modelo_subitens', 'subetapa_id', 'subetapas'],
  ['contratos', 'obra_id', 'obras'],
  ['contratos', 'fornecedor_id', 'fornecedores'],
  ['contratos', 'orcamento_id', 'orcamentos'],
  ['contratos', 'etapa_id', 'etapas'],
  ['contratos', 'subetapa_id', 'subetapas'],
  ['rdo_rda', 'obra_id', 'obras'],
  ['rdo_rda', 'orcamento_id', 'orcamentos'],
  ['lancamentos', 'documento_id', 'rdo_rda'],
  ['lancamentos', 'obra_id', 'obras'],
  ['lancamentos', 'fornecedor_id', 'fornecedores'],
  ['lancamentos', 'etapa_id', 'etapas'],
  ['lancamentos', 'subetapa_id', 'subetapas'],
  ['lancamentos', 'contrato_id', 'contratos'],
  ['diarios', 'obra_id', 'obras'],
  ['diarios', 'criado_por', 'usuarios'],
  ['diarios', 'assinado_por', 'usuarios'],
  ['diario_retificacoes', 'diario_id', 'diarios'],
  ['diario_retificacoes', 'assinado_por', 'usuarios'],
  ['diario_fotos', 'diario_id', 'diarios'],
  ['diario_fotos', 'etapa_id', 'etapas'],
  ['lancamentos', 'usuario_id', 'usuarios'],
  ['pagamentos', 'lancamento_id', 'lancamentos'],
  ['pagamentos', 'usuario_id', 'usuarios'],
  ['pagamentos', 'estornado_por', 'usuarios'],
  ['lancamento_totais', 'documento_id', 'rdo_rda'],
  ['sessoes', 'usuario_id', 'usuarios'],
];

/** The rows that break a derived figure or a reference, described. */
export async function sqlChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, query] of SQL_RULES) {
    const { rows } = await pool.query<{ id: unknown }>(query);
    problems.push(...rows.map((r) => `${rule}: ${r.id}`));
  }
  for (const [table, column, target] of REFERENCES) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int n from ${table} a left join ${target} b on b.id = a.${column}
        where a.${column} is not null and (b.id is null or b.empresa_id <> a.empresa_id)`,
    );
    if (rows[0]!.n > 0)
      problems.push(`${table}.${column}: ${rows[0]!.n} referências a outra empresa ou a nada`);
  }
  return problems;
}
