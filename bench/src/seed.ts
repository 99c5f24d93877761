import pg from 'pg';

const SOBRENOMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Costa',
  'Ferreira',
  'Almeida',
  'Ribeiro',
];
const NOMES = ['João', 'Maria', 'Ana', 'José', 'Paulo', 'Carla', 'Lucas', 'Fernanda', 'Rafael', 'Juliana'];

/**
 * Registers in proportion to `clientes`: one obra per cliente and one fornecedor per ten, made in
 * SQL (generate_series) so 100 000 rows take seconds. Names mix common Brazilian first names and
 * surnames, so a search such as 'silva' matches about a tenth of them, as it would in a real firm.
 */
export async function seedRegisters(databaseUrl: string, { clientes }: { clientes: number }): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const nomes = `(array[${NOMES.map((n) => `'${n}'`).join(',')}])`;
    const sobrenomes = `(array[${SOBRENOMES.map((n) => `'${n}'`).join(',')}])`;
    const pessoa = (table: string, n: number, prefix: string) => `
      INSERT INTO ${table} (empresa_id, cpf_cnpj, nome, telefone, email, cidade, uf, status)
      SELECT 1, lpad(i::text, 11, '0'),
             ${nomes}[1 + i % 10] || ' ' || ${sobrenomes}[1 + (i / 10) % 10] || ' ${prefix}' || i,
             '1199' || lpad(i::text, 7, '0'), '${prefix}' || i || '@exemplo.com.br', 'São Paulo', 'SP',
             CASE WHEN i % 20 = 0 THEN 2 ELSE 1 END
      FROM generate_series(1, ${n}) AS i`;
    await client.query('BEGIN');
    await client.query(pessoa('clientes', clientes, 'c'));
    await client.query(pessoa('fornecedores', Math.max(1, Math.floor(clientes / 10)), 'f'));
    await client.query(`
      INSERT INTO obras (empresa_id, id_cliente, nome, engenheiro, cidade, uf, metragem, status)
      SELECT 1, c.id, 'Obra ' || c.nome, 'Eng. ' || ${sobrenomes}[1 + c.id % 10], 'São Paulo', 'SP',
             (100 + c.id % 900)::numeric(12, 2), 1
      FROM clientes c WHERE c.empresa_id = 1`);
    await client.query('COMMIT');
    // As autovacuum leaves a table at rest: the visibility map lets a list's page come from its
    // index alone (decision 161), which a table just filled would deny it for a while.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
