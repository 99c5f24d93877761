// npm run test:reliability: the reliability and security tests at full counts, on the embedded
// PostgreSQL and (when available) the external one; their figures go to docs/reliability.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const files = ['access-matrix', 'durability', 'backup', 'autenticacao', 'http-basics'];
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api-*', ...files], {
  env: { ...process.env, RELIABILITY_RUNS: process.env.RELIABILITY_RUNS ?? '20', FORCE_COLOR: '0' },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);

// Vitest colours its output whatever the environment says: strip the escapes before reading it.
const lines = stripVTControlCharacters(result.stdout).split('\n');
const figures = lines
  .filter((line) => /^(durabilidade|matriz de acesso)/.test(line.trim()))
  .map((line) => `- ${line.trim()}`);
const summary = lines.filter((l) => /^\s*(Test Files|Tests)\s/.test(l)).map((l) => `- ${l.trim()}`);
const machine = `${cpus()[0]?.model} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  new URL('../docs/reliability.md', import.meta.url),
  `# Confiabilidade e segurança

Gerado por \`npm run test:reliability\` em ${new Date().toISOString()} — ${machine}.
Os mesmos testes rodam em \`npm test\` com contagens menores (RELIABILITY_RUNS=4).

## Números

${figures.join('\n')}

## Resultado

${summary.join('\n')}

## O que cada teste prova

- Matriz de acesso (apps/api/test/access-matrix.test.ts): toda rota do documento OpenAPI, sem token,
  com token inválido, expirado, revogado e "Bearer" inválido → 401 "Token inválido."; toda rota de
  escrita com um usuário somente leitura → 403 antes de validar o corpo. Outra empresa: cada módulo
  testa 404 e listas vazias (apps/api/test/*-tenancy / empresas).
- Durabilidade (apps/api/test/durability.test.ts): um processo grava e confirma linhas; é morto com
  SIGKILL (no embutido, junto com o seu PostgreSQL) num momento aleatório; o banco reabre e contém
  toda gravação confirmada.
- Backup e restauração (apps/api/test/backup.test.ts): \`npm run admin -- backup/restore\` num banco
  novo reproduz todas as linhas de todas as tabelas.
- Força bruta no login limitada (429) e cabeçalhos de segurança (CSP, frame, content-type,
  referrer) — apps/api/test/autenticacao.test.ts e http-basics.test.ts.
`,
);
process.exit(result.status ?? 1);
