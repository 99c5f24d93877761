import { relative } from 'node:path';
import { type Config, ConfigError } from './config';
import { DataDirInUseError, EmbeddedStartError } from './db/embedded';

type SystemError = Error & {
  code?: string;
  syscall?: string;
  path?: string;
  port?: number;
  address?: string;
};

const DATABASE_UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

function listenMessage({ code, port, address }: SystemError): string | undefined {
  if (code === 'EADDRINUSE')
    return `A porta ${port} já está em uso por outro programa. Encerre-o ou escolha outra porta em PORT.`;
  if (code === 'EACCES')
    return `Sem permissão para usar a porta ${port}. Escolha em PORT uma porta acima de 1023.`;
  if (code === 'EADDRNOTAVAIL')
    return `O endereço ${address} (HOST) não é desta máquina. Use 0.0.0.0, 127.0.0.1 ou um endereço dela.`;
  return undefined;
}

/** The path is DATA_DIR, a folder above it (being created) or a file inside it. */
function concernsDataDir(path: string, dataDir: string): boolean {
  return [relative(path, dataDir), relative(dataDir, path)].some((r) => !r.startsWith('..'));
}

function dataDirMessage({ code, path }: SystemError, dataDir: string): string {
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return (
      `Sem permissão para gravar em ${path} (DATA_DIR). Dê ao usuário do serviço permissão de ` +
      'escrita nessa pasta ou escolha outra em DATA_DIR.'
    );
  if (code === 'ENOSPC')
    return `Não há espaço em disco para ${dataDir} (DATA_DIR). Libere espaço e inicie de novo.`;
  return `Não é possível criar a pasta de dados ${dataDir} (DATA_DIR). Escolha em DATA_DIR uma pasta comum do disco.`;
}

function databaseUrlMessage({ code }: SystemError, databaseUrl: string): string | undefined {
  const host = new URL(databaseUrl).host;
  if (code && DATABASE_UNREACHABLE.has(code))
    return `O PostgreSQL de DATABASE_URL (${host}) não respondeu. Verifique se ele está no ar e se o endereço está certo.`;
  if (code === '28P01' || code === '28000')
    return `O PostgreSQL de DATABASE_URL (${host}) recusou o usuário ou a senha. Corrija-os em DATABASE_URL.`;
  if (code === '3D000')
    return `O banco indicado em DATABASE_URL não existe em ${host}. Crie-o ou corrija o nome.`;
  return undefined;
}

/**
 * What an operator reads when the service cannot start: one pt-BR line saying what is wrong and
 * what to do (decision 057). Undefined for a failure nobody foresaw, which is shown in full.
 */
export function startupMessage(error: unknown, config: Config | undefined): string | undefined {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedStartError
  )
    return error.message;
  if (!(error instanceof Error)) return undefined;
  const e = error as SystemError;
  if (e.syscall === 'listen') return listenMessage(e);
  if (!config) return undefined;
  if (config.databaseUrl) return databaseUrlMessage(e, config.databaseUrl);
  if (e.path && concernsDataDir(e.path, config.dataDir)) return dataDirMessage(e, config.dataDir);
  return undefined;
}
