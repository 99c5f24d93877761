import pg from 'pg';

/**
 * A firm at work: a catalogue of 10 etapas × 5 subetapas, one budget per obra (R$ 1 to 3 million,
 * split over the etapas), its RDO and RDA, and `lancamentos` entries spread over the obras (four
 * in five in the RDO), over a year, paid or only committed, some against a contract. Everything in
 * SQL, against the obras and fornecedores seedRegisters made.
 */
export async function seedLancamentos(
  databaseUrl: string,
  { lancamentos }: { lancamentos: number },
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`
      INSERT INTO etapas (empresa_id, numero, nome)
      SELECT 1, lpad(e::text, 2, '0'), 'Etapa ' || e FROM generate_series(1, 10) e;
      INSERT INTO subetapas (empresa_id, etapa_id, numero, nome)
      SELECT 1, et.id, et.numero || '.' || lpad(s::text, 2, '0'), 'Serviço ' || et.numero || '.' || s
        FROM etapas et CROSS JOIN generate_series(1, 5) s WHERE et.empresa_id = 1;
      INSERT INTO orcamentos (empresa_id, nome, id_cliente, obra_id, valor_total)
      SELECT 1, 'Orçamento ' || o.nome, o.id_cliente, o.id, 1000000 + (o.id % 200) * 10000 FROM obras o WHERE o.empresa_id = 1;
      INSERT INTO orcamento_itens (empresa_id, orcamento_id, etapa_id, numero, nome, valor_total, ordem)
      SELECT 1, orc.id, et.id, et.numero, et.nome, orc.valor_total / 10, et.numero::int
        FROM orcamentos orc CROSS JOIN etapas et WHERE orc.empresa_id = 1 AND et.empresa_id = 1;
      INSERT INTO rdo_rda (empresa_id, tipo, obra_id, orcamento_id)
      SELECT 1, t.tipo, orc.obra_id, orc.id FROM orcamentos orc CROSS JOIN (VALUES ('rdo'), ('rda')) t(tipo)
       WHERE orc.empresa_id = 1;
      INSERT INTO contratos (empresa_id, obra_id, fornecedor_id, numero, objeto, valor)
      SELECT 1, o.id, (SELECT min(id) FROM fornecedores WHERE empresa_id = 1), 'CT-' || o.id, 'Estrutura', 500000
        FROM obras o WHERE o.empresa_id = 1;`);
    await client.query(
      `
      WITH docs AS (
        SELECT d.id, d.obra_id, d.tipo, row_number() OVER (PARTITION BY d.tipo ORDER BY d.obra_id) - 1 AS n
          FROM rdo_rda d WHERE d.empresa_id = 1
      ), subs AS (SELECT s.id, s.etapa_id, row_number() OVER (ORDER BY s.id) - 1 AS n FROM subetapas s WHERE s.empresa_id = 1),
      forn AS (SELECT f.id, row_number() OVER (ORDER BY f.id) - 1 AS n FROM fornecedores f WHERE f.empresa_id = 1),
      counts AS (SELECT (SELECT count(*) FROM obras WHERE empresa_id = 1) AS o,
                        (SELECT count(*) FROM subs) AS s, (SELECT count(*) FROM forn) AS f),
      linhas AS (
        SELECT i, CASE WHEN i % 5 = 0 THEN 'rda' ELSE 'rdo' END AS tipo, (i / 3) % c.o AS doc_n, i % c.s AS sub_n, i % c.f AS forn_n
          FROM generate_series(1, $1::int) i CROSS JOIN counts c
      )
      INSERT INTO lancamentos (empresa_id, tipo, documento_id, obra_id, data_lancamento, fornecedor_id, descricao,
                               etapa_id, subetapa_id, contrato_id, valor_comprometido, valor_pagamento, data_pagamento, usuario_id)
      SELECT 1, d.tipo, d.id, d.obra_id, date '2026-01-01' + (l.i % 365),
             CASE WHEN l.i % 50 = 1 THEN ct.fornecedor_id ELSE f.id END, 'Nota fiscal ' || l.i,
             s.etapa_id, s.id, CASE WHEN l.i % 50 = 1 THEN ct.id END,
             (100 + (l.i * 37) % 9900)::numeric(15, 2) + 0.37,
             CASE WHEN l.i % 3 = 0 THEN 0 ELSE (100 + (l.i * 37) % 9900)::numeric(15, 2) + 0.37 END,
             CASE WHEN l.i % 3 = 0 THEN NULL ELSE date '2026-01-01' + (l.i % 365) END,
             (SELECT min(id) FROM usuarios)
        FROM linhas l
        JOIN docs d ON d.tipo = l.tipo AND d.n = l.doc_n
        JOIN subs s ON s.n = l.sub_n
        JOIN forn f ON f.n = l.forn_n
        JOIN contratos ct ON ct.empresa_id = 1 AND ct.obra_id = d.obra_id`,
      [lancamentos],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
