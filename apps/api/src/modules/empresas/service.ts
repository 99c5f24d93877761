import { randomBytes } from 'node:crypto';
import type { EmpresaConfiguracao, EmpresaConfiguracaoEdit } from '@gdo/domain/empresa';
import { usuarioCreateSchema } from '@gdo/domain/usuario';
import type { Config } from '../../config';
import type { Db, EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createUsuario } from '../usuarios/service';
import { countEmpresas, findConfiguracao, findLogo, insertEmpresa, updateConfiguracao } from './repository';

export type NovaEmpresa = { nome: string; admin: { nome: string; email: string; password: string } };

/** A firm and its first admin, together or not at all. */
export async function createEmpresa(db: Db, { nome, admin }: NovaEmpresa) {
  return db.transaction(async (tx) => {
    const empresa = await insertEmpresa(tx, nome);
    const fields = usuarioCreateSchema.parse({ ...admin, permissoes: ['admin'] });
    const usuario = await createUsuario({ db: tx, empresaId: empresa.id, input: fields });
    return { empresa, usuario };
  });
}

/**
 * First start on an empty database: one empresa and its admin from ADMIN_EMAIL/ADMIN_PASSWORD.
 * Later starts find an empresa and leave everything alone.
 */
export async function bootstrapFirstEmpresa(db: Db, input: NovaEmpresa): Promise<boolean> {
  if ((await countEmpresas(db)) > 0) return false;
  await createEmpresa(db, input);
  return true;
}

/**
 * The seed run after migrating (server start, admin commands): the first empresa and its admin
 * from ADMIN_EMAIL/ADMIN_PASSWORD; without a password, a random one shown once in the log.
 */
export async function seedFirstEmpresa({
  db,
  admin,
  log,
}: {
  db: Db;
  admin: Config['admin'];
  log: { info: (msg: string) => void };
}): Promise<void> {
  const password = admin.password ?? randomBytes(12).toString('base64url');
  const created = await bootstrapFirstEmpresa(db, {
    nome: admin.empresaNome,
    admin: { nome: admin.nome, email: admin.email, password },
  });
  if (!created) return;
  const senha = admin.password
    ? ''
    : ` e a senha provisória ${password} (exibida só agora: troque-a em "Meu perfil")`;
  log.info(`Primeira empresa "${admin.empresaNome}" criada com o administrador ${admin.email}${senha}.`);
}

const semEmpresa = () => new AppError('NOT_FOUND', 'Empresa não encontrada.');

/** The firm's name, CNPJ, address and whether it has a logo (its admins' settings, decision 102). */
export async function getConfiguracao({ db, empresaId }: EmpresaScope): Promise<EmpresaConfiguracao> {
  return (await findConfiguracao(db, empresaId)) ?? Promise.reject(semEmpresa());
}

/** Changes the fields sent; null or '' clears an optional one. */
export async function editConfiguracao({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: EmpresaConfiguracaoEdit }): Promise<EmpresaConfiguracao> {
  return (await updateConfiguracao(db, empresaId, input)) ?? Promise.reject(semEmpresa());
}

/** Keeps a logo (already made a PNG by logo.ts), or removes it with null. */
export async function setLogo({
  db,
  empresaId,
  logo,
}: EmpresaScope & { logo: Buffer | null }): Promise<EmpresaConfiguracao> {
  return (await updateConfiguracao(db, empresaId, { logo })) ?? Promise.reject(semEmpresa());
}

export async function getLogo({ db, empresaId }: EmpresaScope): Promise<Buffer> {
  const logo = await findLogo(db, empresaId);
  if (!logo) throw new AppError('NOT_FOUND', 'Esta empresa não tem logotipo.');
  return logo;
}

/** What a proposal prints of the firm: its data and its logo's bytes, if any. */
export async function empresaDaProposta({ db, empresaId }: EmpresaScope) {
  const configuracao = await getConfiguracao({ db, empresaId });
  return { ...configuracao, logo: configuracao.logo ? await findLogo(db, empresaId) : null };
}

// What other modules use of this one (decision 060).
export { empresaNome } from './repository';
