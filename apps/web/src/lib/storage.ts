// The session of spec §3: token and user id, one local-storage key each.
export const STORAGE_KEYS = {
  token: 'gdo.token',
  user: 'gdo.user',
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
}
