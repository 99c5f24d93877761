import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

// Any fixed number: it only has to be the same in every API process sharing one server.
const MIGRATION_LOCK_KEY = 7_310_042;

/**
 * Several API processes may start together on one PostgreSQL: one migrates and seeds
 * (`afterMigrate`), the others wait for it and then find the work done.
 */
export async function runMigrations(
  { db, pool }: Database,
  migrationsFolder: string,
  afterMigrate: () => Promise<void> = async () => {},
): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder });
    await afterMigrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
