import type { Usuario } from '@gdo/domain/usuario';
import type { RecordedCall } from './fetch-stub';
import { USUARIO } from './fixtures';

// A signed-in user (an administrator unless told otherwise): the stored session of spec §3 and the calls that restore it.
export function storeSession() {
  localStorage.setItem('gdo.token', 'tk-guardado');
  localStorage.setItem('gdo.user', String(USUARIO.id));
}

export function sessionReply({ path }: RecordedCall, user: Usuario = USUARIO) {
  if (path === '/api/autenticacao/validatoken') return { body: { id_user: user.id } };
  if (path === '/api/users/me') return { body: user };
  return undefined;
}
