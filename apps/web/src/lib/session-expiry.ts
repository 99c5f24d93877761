type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

// The session subscribes here: any authenticated call the server refuses ends it (spec §4, §8).
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

// Told by the HTTP client when the server refuses the token.
export function sessionExpired(): void {
  for (const listener of sessionExpiredListeners) listener();
}
