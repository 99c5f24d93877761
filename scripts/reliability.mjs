// npm run test:reliability: the reliability and security tests at full counts, on the embedded
// PostgreSQL and (when available) the external one; their figures go to docs/reliability.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const files = [
  'access-matrix',
  'durability',
  'backup',
  'autenticacao',
  'http-basics',
  'optimistic-locking',
  'fuzz',
  'concurrency',
  'two-processes',
];
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
  .filter((line) => /^(durabilidade|matriz de acesso|concorrência|fuzzing|dois processos)/.test(line.trim()))
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
- Concorrência de edição (apps/api/test/optimistic-locking.test.ts): em cada entidade editável, duas
  pessoas editam o que carregaram — a primeira grava (versao + 1), a segunda recebe 409 e o registro
  guarda a primeira edição; 20 edições simultâneas da mesma versão gravam exatamente uma; sem
  \`versao\`, a última gravação prevalece como antes (decisão 042).
- Fuzzing (apps/api/test/fuzz.test.ts): toda rota de escrita do documento OpenAPI (uma rota nova entra
  sozinha) recebe corpos gerados com fast-check: moldados pelo esquema da rota, com valores plausíveis
  e ids do banco (da própria empresa, de outra e inexistentes); os corpos que ela já aceitou; ambos com
  campos trocados por valores hostis (tipo errado, '1e309', '-0', '0.001', textos enormes, unicode,
  null, campos a mais, listas no lugar de objetos); JSON qualquer; e bytes crus (JSON malformado,
  100 000 níveis de aninhamento, outros content-types, corpo acima do limite), com ids de caminho e
  query strings aleatórios. Nenhuma resposta é 5xx nem sai do formato {message, errors}. Depois, nenhuma
  linha gravada quebra uma regra do domínio: CPF/CNPJ com dígitos verificadores, e-mails em minúsculas,
  UF entre as 27, textos aparados, nenhum valor negativo, totais do orçamento iguais à soma dos itens,
  subetapas dentro da sua etapa, lancamento_totais igual à soma dos lançamentos, referências só da
  mesma empresa; os parcelamentos intocados somam o seu total e as linhas da outra empresa ficam
  idênticas. FUZZ_SEED repete uma rodada.
- Concorrência (apps/api/test/concurrency.test.ts): 20 clientes ao mesmo tempo criam lançamentos
  parcelados em três obras, parte contra o mesmo contrato, e depois pagam parte das parcelas, também
  ao mesmo tempo. Cada grupo soma exatamente o seu total (em centavos, com BigInt), os rótulos k/N ficam
  completos, o contrato nunca passa do seu valor (cada recusa 409 estava certa quando foi feita) e o
  resumo da obra e o painel batem com uma soma feita à parte.
- Dois processos (apps/api/test/two-processes.test.ts, nos dois bancos): duas instâncias da
  API, cada uma com o seu pool, no mesmo banco, atrás de um balanceador round-robin. Com 20 clientes em
  paralelo criando, editando e listando, o token emitido por um processo vale no outro, a saída feita
  num é respeitada pelo outro, o que um grava o outro lê na hora, os totais das listas coincidem e
  nenhuma resposta é 5xx.
- \`npm audit --omit=dev\` (\`npm run audit\`): não roda nesta máquina — o registro npm acessível
  daqui responde 405 ao endpoint de auditoria (/-/npm/v1/security/advisories/bulk). Rode-o onde o
  registro público responda; por isso ele não faz parte do \`npm test\`.
`,
);
process.exit(result.status ?? 1);
