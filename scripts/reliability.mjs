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
  'login-throttle',
  'hostile-client',
  'startup-failures',
  'postgres-crash',
  'exports-load',
  'exports-content',
  'usuarios-email',
  'idempotencia',
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
  .filter((line) =>
    /^(durabilidade|matriz de acesso|concorrência|fuzzing|dois processos|login em rajada|caminhos codificados|parâmetros de consulta|arranque|queda do PostgreSQL|exportações|e-mail recusado|idempotência)/.test(
      line.trim(),
    ),
  )
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
  escrita com um usuário somente leitura → 403 antes de validar o corpo (salvo as da própria conta:
  sair, perfil e senha, que ele pode usar e que recusam o corpo vazio com 400). Outra empresa: cada módulo
  testa 404 e listas vazias (apps/api/test/*-tenancy / empresas).
- Durabilidade (apps/api/test/durability.test.ts): um processo grava e confirma linhas; é morto com
  SIGKILL (no embutido, junto com o seu PostgreSQL) num momento aleatório; o banco reabre e contém
  toda gravação confirmada.
- Backup e restauração (apps/api/test/backup.test.ts): \`npm run admin -- backup/restore\` num banco
  novo reproduz todas as linhas de todas as tabelas.
- Força bruta no login (apps/api/test/login-throttle.test.ts, decisão 050): cada tentativa é contada
  no banco antes de conferir a senha, num só comando; uma rajada de senhas erradas simultâneas (200 em
  \`npm test\`, 1 000 aqui), num processo ou em dois, confere exatamente o que conferiria em fila
  (as livres e mais uma) e recusa o resto com 429 e Retry-After, mesmo a senha certa no meio; a espera
  dobra (1, 2, 4, 8 s) em vez de trancar; o dono entra do endereço de onde já entrou, por mais que
  outros chutem o seu e-mail; um escritório não é trancado por e-mails inexistentes; X-Forwarded-For
  só vale com TRUST_PROXY. Cabeçalhos de segurança (CSP, frame, content-type, referrer) —
  http-basics.test.ts.
- Cliente hostil (apps/api/test/hostile-client.test.ts): toda rota protegida do OpenAPI por quatro
  codificações do caminho (\`/%61pi/…\`, letras em hexadecimal) → 401; DELETE, duplicar e sair com
  Content-Type JSON e corpo vazio funcionam; status/situação fora dos valores da entidade em toda
  lista → 400; ids só com dígitos ('0x1', '1e3', '1.0' → 400); "bearer" em qualquer caixa; e-mail do
  login aparado; valores acima de R$ 9.999.999.999,99 → 400 e 1 003 lançamentos no máximo somados
  exatos no painel; 431, URL ilegível, HTTP malformado e 415 respondidos em pt-BR sem código interno.
- Concorrência de edição (apps/api/test/optimistic-locking.test.ts): em cada entidade editável, duas
  pessoas editam o que carregaram — a primeira grava (versao + 1), a segunda recebe 409 e o registro
  guarda a primeira edição; 20 edições simultâneas da mesma versão gravam exatamente uma; sem
  \`versao\`, a última gravação prevalece como antes (decisão 042).
- Idempotência (apps/api/test/idempotencia.test.ts): toda rota de criação e de duplicação do
  documento OpenAPI (e só elas) declara o cabeçalho \`Idempotency-Key\`; em cada uma, 4 pedidos
  simultâneos e uma nova tentativa com a mesma chave gravam 1 registro e recebem a mesma resposta
  (status e corpo, com \`Idempotent-Replayed: true\` nas repetições); 6 pedidos divididos entre dois
  processos da API também. A mesma chave com outros dados → 422 sem gravar; chave mal formada → 400;
  a chave é de cada usuário; um pedido que falhou devolve a chave; depois de 24 h ela é esquecida e
  apagada (decisão 054).
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
- Fuzzing das leituras (apps/api/test/fuzz-reads.test.ts): toda rota GET do documento OpenAPI (as
  exportações do diário incluídas) recebe ids de caminho das duas empresas e hostis e query strings
  geradas (datas que não existem ou fora de ordem, páginas negativas ou enormes, textos quaisquer);
  nenhuma resposta é 5xx e toda recusa está no formato {message, errors}.
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
- Arranque (apps/api/test/startup-failures.test.ts): a API é iniciada como processo: com a porta
  ocupada, \`DATA_DIR\` sem permissão, sob /proc, já em uso por outra API (embutido), ou com o
  PostgreSQL de \`DATABASE_URL\` fora do ar ou recusando a senha (externo). Cada falha sai com
  código 1 e uma única linha em português, sem pilha nem código de erro em inglês, e nenhum
  PostgreSQL daquele \`DATA_DIR\` fica rodando (decisão 057).
- Queda do PostgreSQL (apps/api/test/postgres-crash.test.ts): com a API no ar, o postmaster embutido
  é morto com SIGKILL três vezes; a API registra cada queda, reinicia o PostgreSQL e volta a
  responder com as sessões de antes; na quarta queda em 10 minutos sai com código 1 e uma linha,
  sem deixar PostgreSQL rodando. No externo, todas as conexões da API são encerradas pelo servidor
  e o pool as refaz (decisão 057).
- Exportações (apps/api/test/exports-load.test.ts): /api/health é medido sem exportações e durante
  quatro PDFs de 4.920 lançamentos em paralelo (duas empresas, duas cada); os PDFs e XLSX são montados
  num pool de threads (piscina), e a latência do health fica na mesma ordem (antes: 10,6 s de espera).
  De quatro exportações simultâneas de um usuário somente leitura, duas passam e duas recebem 429
  em português, sem atrasar a de outra empresa; mais de 5.000 linhas numa exportação são recusadas
  (400) com a contagem (decisão 055). Conteúdo dos arquivos
  (apps/api/test/exports-content.test.ts): com uma NF de 60 caracteres sem espaço e valores grandes,
  toda palavra do PDF, valores e totais incluídos, fica dentro da página (lida com pdf.js); árabe,
  hebraico, chinês, japonês, coreano e emoji saem no texto extraído; nenhuma linha da tabela é
  partida entre páginas e o cabeçalho se repete; no XLSX, textos que começam com =, +, - ou @ são
  células de texto, nunca fórmulas (decisão 056).
- E-mail em uso (apps/api/test/usuarios-email.test.ts): criar um usuário com um e-mail de outra
  empresa e com um da própria recebe a mesma resposta, byte a byte (409 "Este e-mail não pode ser
  usado. Escolha outro."); recusas dos dois tipos e recusas de validação, intercaladas em ordem
  aleatória, têm as medianas acima, e as duas de e-mail não diferem mais que ruído (decisão 059).
- \`npm audit --omit=dev\` (\`npm run audit\`): não roda nesta máquina — o registro npm acessível
  daqui responde 405 ao endpoint de auditoria (/-/npm/v1/security/advisories/bulk). Rode-o onde o
  registro público responda; por isso ele não faz parte do \`npm test\`.
`,
);
process.exit(result.status ?? 1);
