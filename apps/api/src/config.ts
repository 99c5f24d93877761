import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordSchema } from '@gdo/domain/senha';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: z.email().default('admin@obras.local'),
  // No default: a password everyone can read in the README would open every new install (decision 058).
  ADMIN_PASSWORD: passwordSchema.optional(),
  ADMIN_NOME: z.string().min(1).default('Administrador'),
  EMPRESA_NOME: z.string().min(1).default('Minha Construtora'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  // How long a process trusts a token it looked up, unless told sooner (decision 124); 0: never.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  // How long a process keeps a list's answer, unless the data changes sooner (decision 229); 0: never.
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  // Bound on the kept answers per process, in characters of JSON (about as many bytes).
  ANSWER_CACHE_CHARS: z.coerce.number().int().positive().default(32_000_000),
  CORS_ORIGIN: z.string().optional(),
  CONNECT_SRC: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SERVE_WEB: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  URL_SECRET: z.string().min(32).optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The first empresa's admin; without a password, a random one is made and logged once. */
  admin: { email: string; password: string | undefined; nome: string; empresaNome: string };
  tokenTtlMs: number;
  sessionCacheMs: number;
  answerCacheMs: number;
  answerCacheChars: number;
  corsOrigin: string | undefined;
  /** Origins the web app may call besides its own (the CEP lookup service of VITE_CEP_URL). */
  connectSrc: string[];
  logLevel: string;
  bodyLimitBytes: number;
  loginThrottle: ThrottleSettings;
  webDistDir: string | undefined;
  migrationsDir: string;
  dbPoolSize: number;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (sign-in throttling). */
  trustProxy: boolean;
  /** Signs the photos' links (decision 071); without it, a random one kept in the database. */
  urlSecret: string | undefined;
};

/** The folder holding apps/api's package.json, found from this file in source and in dist alike. */
function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api root not found');
    dir = parent;
  }
  return dir;
}

/** Free attempts of one sign-in counter in the window, then waits that double up to a ceiling. */
export type Limit = { free: number; maxDelaySeconds: number };
export type ThrottleSettings = {
  windowMs: number;
  pair: Limit;
  email: Limit;
  address: Limit;
  /** How long a successful sign-in keeps its address known for that e-mail. */
  knownForDays: number;
};

/**
 * LOGIN_MAX_FAILURES free attempts per (e-mail, address) pair in the window, four times as many per
 * e-mail and twenty times as many per address; then waits that double from 1 s up to 15 minutes
 * (one minute for an e-mail from any address, so its owner is never held longer). Decision 050.
 */
function loginThrottle(pairFree: number, windowMinutes: number): ThrottleSettings {
  return {
    windowMs: windowMinutes * 60_000,
    pair: { free: pairFree, maxDelaySeconds: 900 },
    email: { free: pairFree * 4, maxDelaySeconds: 60 },
    address: { free: pairFree * 20, maxDelaySeconds: 900 },
    knownForDays: 90,
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= ) means unset, as in a shell script.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = apiRoot();
  const webDist = resolve(root, '../web/dist');
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    admin: {
      email: e.ADMIN_EMAIL,
      password: e.ADMIN_PASSWORD,
      nome: e.ADMIN_NOME,
      empresaNome: e.EMPRESA_NOME,
    },
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    answerCacheMs: e.ANSWER_CACHE_MS,
    answerCacheChars: e.ANSWER_CACHE_CHARS,
    corsOrigin: e.CORS_ORIGIN,
    connectSrc:
      e.CONNECT_SRC?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? [],
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginThrottle: loginThrottle(e.LOGIN_MAX_FAILURES, e.LOGIN_WINDOW_MINUTES),
    webDistDir: e.SERVE_WEB && existsSync(join(webDist, 'index.html')) ? webDist : undefined,
    migrationsDir: join(root, 'drizzle'),
    dbPoolSize: e.DB_POOL_SIZE,
    trustProxy: e.TRUST_PROXY,
    urlSecret: e.URL_SECRET,
  };
}
