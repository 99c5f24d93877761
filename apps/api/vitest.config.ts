import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The API's modules (Fastify, the zod schemas and their compiled serialisers) load once per
    // worker instead of once per test file, which was about half of a file's time (decision 165).
    // Each file still gets its own database and app; no test helper keeps state at module level.
    isolate: false,
  },
});
