import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The API's port; `E2E_PORT` moves it, with its own database folder, so two runs on one machine
 * (a developer's spec beside CI) do not share a server nor delete each other's data. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DATA_DIR = join(tmpdir(), PORT === 3210 ? 'gdo-e2e-data' : `gdo-e2e-data-${PORT}`);
/** Where cross-origin.spec.ts serves a web build that calls the API on PORT (CORS_ORIGIN below). */
export const CROSS_ORIGIN_PORT = PORT + 1;

export const E2E_ADMIN = { email: 'admin@e2e.com.br', password: 'senha-e2e-123', nome: 'Ana Administradora' };

// The built app and API, as `npm start` serves them, on a fresh embedded database each run.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && exec node ../apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NOME: E2E_ADMIN.nome,
      LOGIN_MAX_FAILURES: '1000',
      CORS_ORIGIN: `http://127.0.0.1:${CROSS_ORIGIN_PORT}`,
      LOG_LEVEL: 'warn',
    },
  },
});
