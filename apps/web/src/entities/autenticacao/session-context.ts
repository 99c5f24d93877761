import type { LoginInput } from '@gdo/domain/autenticacao';
import { createContext, useContext } from 'react';

// Spec §4: no session, signing in, authenticated — plus restoring a stored one and signing out.
export type SessionStatus = 'checking' | 'signedOut' | 'signingIn' | 'authenticated' | 'signingOut';

export type Session = {
  status: SessionStatus;
  userId: number | null;
  signIn: (input: LoginInput) => Promise<void>;
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
