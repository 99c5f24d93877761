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
      projects: [
        'packages/domain',
        'apps/web',
        api('api-embutido', 'embedded'),
        ...(external ? [api('api-postgres', external)] : []),
      ],
    },
  };
});
