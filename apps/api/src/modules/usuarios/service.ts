import { API_ERRORS } from '@gdo/domain/messages';
import type { ListQuery } from '@gdo/domain/paging';
import type { Usuario, UsuarioCreate, UsuarioEdit } from '@gdo/domain/usuario';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { empresas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import { revokeSessoesOfUsuario } from '../autenticacao/sessao-repository';
import * as repo from './repository';

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

export function listUsuarios(db: Db, empresaId: number, query: ListQuery) {
  return repo.listUsuarios(db, empresaId, query);
}

export async function getUsuario(db: Db, empresaId: number, id: number): Promise<Usuario> {
  const row = await repo.findUsuario(db, empresaId, id);
  if (!row) throw new AppError('NOT_FOUND', API_ERRORS.usuarioNaoEncontrado);
  return row;
}

export async function createUsuario(db: DbOrTx, empresaId: number, input: UsuarioCreate): Promise<Usuario> {
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
export async function editUsuario(
  db: Db,
  empresaId: number,
  id: number,
  input: UsuarioEdit,
): Promise<Usuario> {
  const { password, versao, ...fields } = input;
  const senha_hash = password ? await hashPassword(password) : undefined;
  const saved = await withEmailConflict(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, empresaId)).for('update');
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
