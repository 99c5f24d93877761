import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('usuarios');

export const usuarioKeys = {
  ...keys,
  // The signed-in user's own record (/api/users/me), keyed by id too, so a session of another
  // user never reads this one from the cache.
  me: () => [...keys.all, 'me'] as const,
  currentUser: (id: number) => [...keys.all, 'me', id] as const,
};
