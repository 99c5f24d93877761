import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { externalPostgresUrl } from './apps/api/test/external-postgres.ts';

// API tests run on the embedded PostgreSQL always, and on an external server too when
// DATABASE_URL is set or a local one answers (CI's 127.0.0.1:5432).
export default defineConfig(async () => {
  const external = await externalPostgresUrl();
  const api = (name: string, target: string) => ({
    extends: './apps/api/vitest.config.ts',
    root: './apps/api',
    test: { name, env: { GDO_TEST_DB: target } },
  });
  return {
    test: {
      // Two test files at a time even on CI's two cores, where Vitest's default (cores − 1) runs
      // one: an API file spends much of its time waiting on PostgreSQL or on a child process, and
      // the other file uses that core meanwhile (decision 236).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        'packages/domain',
        'apps/web',
        api('api-embutido', 'embedded'),
        ...(external ? [api('api-postgres', external)] : []),
      ],
    },
  };
});
