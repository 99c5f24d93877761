import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers';
import { freePort, healthy, postmastersOf, type ServerProcess, startServer } from './server-process';

// Issue 10 item 15: a service that cannot start says why in one pt-BR line, exits non-zero and
// leaves nothing running — no stack, no English error code, no PostgreSQL of its DATA_DIR.
const EMBEDDED = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded';

const dirs: string[] = [];
const blockers: Server[] = [];
const failures: string[] = [];
afterAll(async () => {
  for (const server of blockers) await new Promise((r) => server.close(r));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gdo-startup-'));
  dirs.push(dir);
  return dir;
}

async function occupiedPort(): Promise<number> {
  const port = await freePort();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  blockers.push(server);
  return port;
}

/** The process ends non-zero having said exactly one pt-BR line on stderr, matching `message`. */
async function refused(server: ServerProcess, message: RegExp, name: string): Promise<string> {
  const code = await server.exited;
  const lines = server.stderr().trim().split('\n');
  expect({ code, lines }).toEqual({ code: 1, lines: [expect.stringMatching(message)] });
  const all = `${server.stdout()}\n${server.stderr()}`;
  expect(all).not.toMatch(/\n\s+at |\bE[A-Z]{4,}\b|Error:/);
  failures.push(name);
  return lines[0]!;
}

function embeddedCases() {
  it('DATA_DIR under /proc: refused at once instead of spinning forever', async () => {
    for (const dataDir of ['/proc/gdo-x', '/proc/gdo-x/dados']) {
      const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' });
      await refused(server, /^Não é possível criar a pasta de dados .* \(DATA_DIR\)\. Escolha/, `${dataDir}`);
    }
  }, 60_000);

  it('DATA_DIR not writable by the service user', async () => {
    const dataDir = tempDir();
    // root writes anywhere: run the service as nobody, as a non-root service user would be.
    const asRoot = process.getuid?.() === 0;
    if (!asRoot) mkdirSync(join(dataDir, 'somente-leitura'), { mode: 0o500 });
    const server = startServer(
      { DATA_DIR: asRoot ? dataDir : join(dataDir, 'somente-leitura'), DATABASE_URL: '', PORT: '0' },
      asRoot ? { uid: 65534, gid: 65534, cwd: tmpdir() } : {},
    );
    await refused(
      server,
      /^Sem permissão para gravar em .*\(DATA_DIR\)\. Dê ao usuário do serviço/,
      'pasta sem permissão',
    );
  }, 60_000);

  it('a DATA_DIR whose pg folder holds something else: PostgreSQL cannot be created there', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'pg'));
    writeFileSync(join(dataDir, 'pg', 'outra-coisa.txt'), 'não é um banco');
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' });
    await refused(
      server,
      /^O PostgreSQL embutido em .*\/pg não iniciou \(.+\)\. Verifique/,
      'pasta pg ocupada',
    );
    expect(postmastersOf(dataDir)).toEqual([]);
  }, 60_000);

  it('the same DATA_DIR twice, then a port in use: the first keeps running, nothing is left behind', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) });
    await healthy(port);

    const second = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' });
    await refused(
      second,
      /^O processo \d+ já usa o banco embutido em .*\. Encerre-o ou use outro DATA_DIR\.$/,
      'DATA_DIR em uso',
    );
    await healthy(port, 5_000);
    expect(postmastersOf(dataDir)).toHaveLength(1);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(postmastersOf(dataDir)).toEqual([]);

    // PostgreSQL starts, migrates, then the port is taken: it must be stopped again.
    const busy = await occupiedPort();
    const third = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(busy) });
    await refused(
      third,
      new RegExp(`^A porta ${busy} já está em uso por outro programa\\. Encerre-o ou escolha`),
      'porta em uso',
    );
    expect(postmastersOf(dataDir)).toEqual([]);
    console.log(
      `arranque (embutido): ${failures.length} falhas de início (${failures.join(', ')}) — cada uma numa ` +
        'linha em português, código de saída 1, nenhum PostgreSQL deixado rodando',
    );
  }, 120_000);
}

function externalCases() {
  it('port in use, PostgreSQL unreachable, password refused: one line each, exit 1', async () => {
    const { url, drop } = await createTestDatabase();
    const wrongPassword = new URL(url);
    wrongPassword.password = 'senha-errada';
    wrongPassword.username = 'gdo_ninguem';
    const busy = await occupiedPort();
    const cases: [Record<string, string>, RegExp, string][] = [
      [
        { DATABASE_URL: url, PORT: String(busy) },
        /^A porta \d+ já está em uso por outro programa\./,
        'porta em uso',
      ],
      [
        { DATABASE_URL: `postgres://gdo:x@127.0.0.1:${await freePort()}/gdo`, PORT: '0' },
        /^O PostgreSQL de DATABASE_URL \(127\.0\.0\.1:\d+\) não respondeu\./,
        'PostgreSQL fora do ar',
      ],
      [
        { DATABASE_URL: wrongPassword.toString(), PORT: '0' },
        /^O PostgreSQL de DATABASE_URL \(.*\) recusou o usuário ou a senha\./,
        'senha recusada',
      ],
    ];
    try {
      for (const [env, message, name] of cases) await refused(startServer(env), message, name);
    } finally {
      await drop();
    }
    console.log(
      `arranque (externo): ${failures.length} falhas de início (${failures.join(', ')}) — cada uma numa ` +
        'linha em português, código de saída 1',
    );
  }, 60_000);
}

// Each database has its own ways to fail; the port in use is tried on both.
describe(
  `start-up failures (${EMBEDDED ? 'embutido' : 'externo'})`,
  EMBEDDED ? embeddedCases : externalCases,
);
