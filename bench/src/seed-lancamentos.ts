import pg from 'pg';
import { withClient } from './db';

/**
 * The entries are valid by construction (every reference comes from a join), so, as pg_restore
 * --disable-triggers does, the bulk insert skips the row-by-row foreign-key checks: over half of a
 * 1 000 000-entry seed's time. Only the internal triggers: the user ones (the totals of
 * lancamento_totais) still run. It needs a superuser, as the embedded server's and the local
 * server's postgres are; any other role keeps the checks.
 */
async function skipForeignKeyChecks(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ rolsuper: boolean }>(
    'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
  );
  if (!rows[0]?.rolsuper) return false;
  await client.query(
    'ALTER TABLE lancamentos DISABLE TRIGGER ALL; ALTER TABLE lancamentos ENABLE TRIGGER USER',
  );
  return true;
}

// What an entry bought: a search for one of them ('cimento') matches about one entry in ten.
const MATERIAIS = [
  'Cimento CP-II',
  'Areia média',
  'Brita 1',
  'Aço CA-50',
  'Tijolo cerâmico',
  'Concreto usinado',
  'Madeira de forma',
  'Tinta acrílica',
  'Fios e cabos',
  'Tubos de PVC',
];

// Past this many entries, amounts shrink in proportion: an obra spends at most about R$ 800 000 of
// its R$ 1 to 2 million budget, so none goes over it and the dashboard draws the same cards (no
// "acima do orçamento" badge or red border) at every size: only N changes between them.
const SPEND_PER_OBRA_ENTRIES = 20_000;

/**
 * A firm at work: a catalogue of 10 etapas × 5 subetapas, one budget per obra (R$ 1 to 2 million,
 * split over the etapas and their subetapas), its RDO and RDA, and `lancamentos` entries spread
 * over the obras (four in five in the RDO), over the year that ends on the seeding day (none in the
 * future), paid or only committed, some against a contract. Everything in SQL, against the obras
 * and fornecedores seedRegisters made.
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
      INSERT INTO orcamento_subitens (empresa_id, item_id, subetapa_id, numero, nome, unidade, quantidade,
                                      valor_unitario, valor_total, ordem)
      SELECT 1, it.id, s.id, s.numero, s.nome, 'verba', 1, it.valor_total / 5, it.valor_total / 5,
             row_number() OVER (PARTITION BY it.id ORDER BY s.numero)
        FROM orcamento_itens it JOIN subetapas s ON s.empresa_id = 1 AND s.etapa_id = it.etapa_id
       WHERE it.empresa_id = 1;
      INSERT INTO rdo_rda (empresa_id, tipo, obra_id, orcamento_id)
      SELECT 1, t.tipo, orc.obra_id, orc.id FROM orcamentos orc CROSS JOIN (VALUES ('rdo'), ('rda')) t(tipo)
       WHERE orc.empresa_id = 1;
      INSERT INTO contratos (empresa_id, obra_id, fornecedor_id, numero, objeto, valor)
      SELECT 1, o.id, (SELECT min(id) FROM fornecedores WHERE empresa_id = 1), 'CT-' || o.id, 'Estrutura', 500000
        FROM obras o WHERE o.empresa_id = 1;`);
    // Statistics first: planned on empty tables, the insert below joined row by row, 4× slower.
    await client.query('COMMIT');
    await client.query('ANALYZE');
    await client.query('BEGIN');
    const checksSkipped = await skipForeignKeyChecks(client);
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
      SELECT 1, d.tipo, d.id, d.obra_id, current_date - 364 + (l.i % 365),
             CASE WHEN l.i % 50 = 1 THEN ct.fornecedor_id ELSE f.id END,
             (array[${MATERIAIS.map((m) => `'${m}'`).join(',')}])[1 + (l.i / 7) % ${MATERIAIS.length}] || ', nota ' || l.i,
             s.etapa_id, s.id, CASE WHEN l.i % 50 = 1 THEN ct.id END,
             round((100 + (l.i * 37) % 9900) * $2::numeric, 2) + 0.37,
             CASE WHEN l.i % 3 = 0 THEN 0 ELSE round((100 + (l.i * 37) % 9900) * $2::numeric, 2) + 0.37 END,
             CASE WHEN l.i % 3 = 0 THEN NULL ELSE current_date - 364 + (l.i % 365) END,
             (SELECT min(id) FROM usuarios)
        FROM linhas l
        JOIN docs d ON d.tipo = l.tipo AND d.n = l.doc_n
        JOIN subs s ON s.n = l.sub_n
        JOIN forn f ON f.n = l.forn_n
        JOIN contratos ct ON ct.empresa_id = 1 AND ct.obra_id = d.obra_id`,
      [lancamentos, Math.min(1, SPEND_PER_OBRA_ENTRIES / lancamentos)],
    );
    if (checksSkipped) await client.query('ALTER TABLE lancamentos ENABLE TRIGGER ALL');
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** A valid body for POST /api/rdo/lancamentos/create on the first obra: an etapa and subetapa of its budget. */
export async function novoLancamentoBody(databaseUrl: string): Promise<string> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ obra: number; fornecedor: number; etapa: number; subetapa: number }>(`
      SELECT d.obra_id AS obra, (SELECT min(id) FROM fornecedores WHERE empresa_id = 1) AS fornecedor,
             it.etapa_id AS etapa, sub.subetapa_id AS subetapa
        FROM rdo_rda d
        JOIN orcamento_itens it ON it.orcamento_id = d.orcamento_id
        JOIN orcamento_subitens sub ON sub.item_id = it.id
       WHERE d.empresa_id = 1 AND d.tipo = 'rdo'
       ORDER BY d.obra_id, it.ordem, sub.ordem LIMIT 1`),
  );
  return JSON.stringify({
    ...rows[0]!,
    data_lancamento: '2026-06-01',
    nf: '1001',
    data_nf: '2026-06-01',
    descricao: 'Cimento CP-II 50 kg',
    valor_comprometido: '1000.00',
  });
}

/** The last entry id, before a scenario that creates entries. */
export async function ultimoLancamento(databaseUrl: string): Promise<number> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ id: number | null }>('SELECT max(id) AS id FROM lancamentos'),
  );
  return rows[0]!.id ?? 0;
}

/** Removes the entries made after `ultimo` (by the create scenario), so every size keeps its N. */
export async function removeLancamentosApos(databaseUrl: string, ultimo: number): Promise<void> {
  await withClient(databaseUrl, (client) => client.query('DELETE FROM lancamentos WHERE id > $1', [ultimo]));
}
