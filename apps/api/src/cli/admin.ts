import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isValidEmail } from '@gdo/domain/email';
import { passwordSchema } from '@gdo/domain/senha';
import type pg from 'pg';
import { loadConfig } from '../config';
import { backupDatabase, restoreDatabase } from '../db/backup';
import { openDatabase } from '../db/open';
import { createEmpresa, seedFirstEmpresa } from '../modules/empresas/service';

const USAGE = `Uso:
  npm run admin -- create-empresa --nome "Construtora X" --email admin@x.com.br [--admin-nome "Maria"] [--senha ...]
  npm run admin -- backup --arquivo backup.gdo
  npm run admin -- restore --arquivo backup.gdo

create-empresa cria outra empresa com o seu primeiro administrador no mesmo servidor (mesmo
DATA_DIR ou DATABASE_URL da API). Sem --senha, uma senha aleatória é gerada e exibida uma vez.
backup grava todas as tabelas num arquivo (com a API no ar, num instantâneo consistente);
restore carrega um backup num banco novo e vazio (um DATA_DIR ou DATABASE_URL ainda sem dados).`;

async function createEmpresaCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      nome: { type: 'string' },
      email: { type: 'string' },
      'admin-nome': { type: 'string' },
      senha: { type: 'string' },
    },
  });
  if (!values.nome?.trim() || !values.email || !isValidEmail(values.email)) throw new UsageError();
  const password = values.senha ?? randomBytes(12).toString('base64url');
  const policy = passwordSchema.safeParse(password);
  if (!policy.success) throw new Error(policy.error.issues[0]!.message);
  const config = loadConfig();
  const log = { info: console.log, warn: console.warn };
  const database = await openDatabase(config, log, {
    attach: true,
    afterMigrate: (db) => seedFirstEmpresa({ db, admin: config.admin, log }),
  });
  try {
    const { empresa, usuario } = await createEmpresa(database.db, {
      nome: values.nome.trim(),
      admin: { nome: values['admin-nome'] ?? 'Administrador', email: values.email, password },
    });
    console.log(JSON.stringify({ empresa_id: empresa.id, usuario_id: usuario.id, email: usuario.email }));
    if (!values.senha) console.log(`Senha do administrador: ${password}`);
  } finally {
    await database.close();
    await database.embedded?.stop();
  }
}

async function fileCommand(
  args: string[],
  run: (pool: pg.Pool, file: string) => Promise<object>,
  seed: boolean,
) {
  const { values } = parseArgs({ args, options: { arquivo: { type: 'string' } } });
  if (!values.arquivo) throw new UsageError();
  const config = loadConfig();
  const log = { info: console.log, warn: console.warn };
  const database = await openDatabase(config, log, {
    attach: true,
    afterMigrate: seed ? (db) => seedFirstEmpresa({ db, admin: config.admin, log }) : undefined,
  });
  try {
    console.log(JSON.stringify(await run(database.pool, values.arquivo)));
  } finally {
    await database.close();
    await database.embedded?.stop();
  }
}

class UsageError extends Error {}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  'create-empresa': createEmpresaCommand,
  backup: (args) => fileCommand(args, backupDatabase, true),
  // A restore target stays empty: no first empresa is created in it.
  restore: (args) => fileCommand(args, restoreDatabase, false),
};

const [command, ...rest] = process.argv.slice(2);
try {
  const run = command ? COMMANDS[command] : undefined;
  if (!run) throw new UsageError();
  await run(rest);
} catch (error) {
  console.error(error instanceof UsageError ? USAGE : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
