// A writer for the durability test: opens the database (starting the embedded server when no
// DATABASE_URL), then inserts rows one by one, printing each id only after its COMMIT returned.
// The test kills this process (and its PostgreSQL) with SIGKILL at a random moment.
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded';

const dataDir = process.env.DURABILITY_DATA_DIR!;
const url =
  process.env.DATABASE_URL || (await startEmbeddedPostgres(dataDir, { info: () => {}, warn: () => {} })).url;
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(
  'CREATE TABLE IF NOT EXISTS durabilidade (id bigserial PRIMARY KEY, payload text NOT NULL)',
);
process.stdout.write('ready\n');
for (;;) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO durabilidade (payload) VALUES (repeat('x', 200)) RETURNING id`,
  );
  process.stdout.write(`${rows[0]!.id}\n`);
}
