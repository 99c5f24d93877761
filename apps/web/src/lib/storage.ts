import type { Role } from '@gdo/domain/usuario';

// The session of spec §3: token and user id, one local-storage key each; and the roles of the
// user's last answer, so the screens showing money open before the user's call has answered
// (decision 215, docs/spec-deviations.md). Signing out forgets all three.
export const STORAGE_KEYS = {
  token: 'gdo.token',
  user: 'gdo.user',
  roles: 'gdo.papeis',
} as const;

export type StoredSession = { token: string; userId: number };

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userId = Number(localStorage.getItem(STORAGE_KEYS.user));
  if (!token || !Number.isInteger(userId) || userId <= 0) return null;
  return { token, userId };
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function writeSession({ token, userId }: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, String(userId));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.roles);
}

/** Keeps the roles the server answered for `userId`. */
export function rememberRoles(userId: number, roles: readonly Role[]): void {
  localStorage.setItem(STORAGE_KEYS.roles, JSON.stringify({ userId, roles }));
}

/**
 * The roles last answered for `userId`, or null: none kept, kept for another user, or not a list
 * of words. A hint for what to draw first; the server decides every call.
 */
export function rememberedRoles(userId: number): Role[] | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.roles) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { userId: owner, roles } = kept as { userId?: unknown; roles?: unknown };
    if (owner !== userId || !Array.isArray(roles)) return null;
    // Strings only: an unknown one grants nothing in the domain's role checks.
    return roles.every((role) => typeof role === 'string') ? (roles as Role[]) : null;
  } catch {
    return null;
  }
}
