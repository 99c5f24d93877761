import { API_ERRORS } from '@gdo/domain/messages';
import type { ListQuery } from '@gdo/domain/paging';
import type { AlterarSenha } from '@gdo/domain/senha';
import type { PerfilEdit, Usuario, UsuarioCreate, UsuarioEdit } from '@gdo/domain/usuario';
import type { ThrottleSettings } from '../../config';
import type { Db, DbOrTx, EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import type { AuthContext } from '../../plugins/auth';
import { countPasswordAttempt, registerSuccess, revokeSessoesOfUsuario } from '../autenticacao/service';
import * as repo from './repository';

// E-mails are unique on the whole server, since sign-in is by e-mail alone. The refusal is the same
// words, status and code path whichever empresa holds the address (decision 059).
const emailConflict = () =>
  new AppError('CONFLICT', API_ERRORS.emailEmUso, [{ field: 'email', message: API_ERRORS.emailEmUso }]);

async function withEmailConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'usuarios_email_key')) throw emailConflict();
    throw error;
  }
}

export function listUsuarios({ db, empresaId, query }: EmpresaScope & { query: ListQuery }) {
  return repo.listUsuarios(db, empresaId, query);
}

export async function getUsuario({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<Usuario> {
  const row = await repo.findUsuario(db, empresaId, id);
  if (!row) throw new AppError('NOT_FOUND', API_ERRORS.usuarioNaoEncontrado);
  return row;
}

export async function createUsuario({
  db,
  empresaId,
  input,
}: EmpresaScope<DbOrTx> & { input: UsuarioCreate }): Promise<Usuario> {
  const { password, ...fields } = input;
  if (await repo.emailTaken(db, fields.email)) throw emailConflict();
  const senha_hash = await hashPassword(password);
  return withEmailConflict(() => repo.insertUsuario(db, empresaId, { ...fields, senha_hash }));
}

/**
 * Edits keep the old password when none is sent. Changes that would leave the empresa without an
 * active admin are refused; they are serialised on the empresa row so two concurrent demotions
 * cannot both pass the check. With `versao`, only that version is changed (409 once someone else
 * has saved it).
 */
export async function editUsuario({
  db,
  empresaId,
  id,
  input,
}: EmpresaScope & { id: number; input: UsuarioEdit }): Promise<Usuario> {
  const { password, versao, ...fields } = input;
  const senha_hash = password ? await hashPassword(password) : undefined;
  const saved = await withEmailConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockEmpresa(tx, empresaId);
      const current = await repo.findUsuario(tx, empresaId, id);
      if (!current) throw new AppError('NOT_FOUND', API_ERRORS.usuarioNaoEncontrado);
      if (fields.email !== undefined && (await repo.emailTaken(tx, fields.email, id))) throw emailConflict();
      const permissoes = fields.permissoes ?? current.permissoes;
      const status = fields.status ?? current.status;
      const staysAdmin = status === 1 && permissoes.includes('admin');
      const wasAdmin = current.status === 1 && current.permissoes.includes('admin');
      if (wasAdmin && !staysAdmin && (await repo.countOtherActiveAdmins(tx, empresaId, id)) === 0) {
        throw new AppError('CONFLICT', API_ERRORS.ultimoAdmin);
      }
      const updated = await repo.updateUsuario(
        tx,
        empresaId,
        id,
        { ...fields, ...(senha_hash ? { senha_hash } : {}) },
        versao,
      );
      // Edits of the empresa's users run one at a time (the lock above): matching nothing means another versao.
      if (!updated) throw versaoConflict();
      return updated;
    }),
  );
  if (senha_hash || saved.status !== 1) await revokeSessoesOfUsuario(db, id);
  return saved;
}

type Self = Pick<AuthContext, 'usuarioId' | 'empresaId' | 'sessaoId'>;

/** The signed-in user's own record, whatever their role. */
export function getPerfil(db: Db, self: Self): Promise<Usuario> {
  return getUsuario({ db, empresaId: self.empresaId, id: self.usuarioId });
}

/** The signed-in user's contact data; e-mail, roles and status are not theirs to change. */
export async function editPerfil({
  db,
  self,
  input,
}: {
  db: Db;
  self: Self;
  input: PerfilEdit;
}): Promise<Usuario> {
  const { versao, ...fields } = input;
  const updated = await repo.updateUsuario(db, self.empresaId, self.usuarioId, fields, versao);
  // The session proves the user exists: matching nothing means another versao.
  if (!updated) throw versaoConflict();
  return updated;
}

/**
 * The current password proves it is the user, not someone at an unlocked screen. Each try counts
 * as a sign-in attempt of the user's e-mail from this address (decision 050), so a stolen token
 * cannot be used to guess the password faster than the sign-in allows. The new password ends
 * every other session of the user (a thief's included) and keeps the one that changed it.
 */
export async function alterarSenha({
  db,
  self,
  input: { senha_atual, nova_senha },
  ip,
  throttle,
}: {
  db: Db;
  self: Self;
  input: AlterarSenha;
  ip: string;
  throttle: ThrottleSettings;
}) {
  const credenciais = await repo.findCredenciais(db, self.empresaId, self.usuarioId);
  if (!credenciais) throw new AppError('NOT_FOUND', API_ERRORS.usuarioNaoEncontrado);
  const { email } = credenciais;
  const attempt = await countPasswordAttempt({ db, email, ip, throttle });
  if (!(await verifyPassword(credenciais.senha_hash, senha_atual))) {
    throw new AppError('BAD_REQUEST', API_ERRORS.senhaAtualIncorreta, [
      { field: 'senha_atual', message: API_ERRORS.senhaAtualIncorreta },
    ]);
  }
  await registerSuccess(db, { email, ip, known: attempt.known });
  const senha_hash = await hashPassword(nova_senha);
  await repo.updateUsuario(db, self.empresaId, self.usuarioId, { senha_hash });
  await revokeSessoesOfUsuario(db, self.usuarioId, self.sessaoId);
  return { message: API_ERRORS.senhaAlterada };
}
