import type { LoginInput, LoginResponse } from '@gdo/domain/autenticacao';
import { MESSAGES } from '@gdo/domain/messages';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast/toast-context';
import { paths } from '@/config/paths';
import { useSignIn } from '@/entities/autenticacao/api/sign-in';
import { useSignOut } from '@/entities/autenticacao/api/sign-out';
import { validateTokenQueryOptions } from '@/entities/autenticacao/api/validate-token';
import { type Session, SessionContext, type SessionStatus } from '@/entities/autenticacao/session-context';
import { currentUserQueryOptions } from '@/entities/usuarios/api/get-current-user';
import { ApiRequestError } from '@/lib/api-error';
import { safeReturnPath } from '@/lib/return-path';
import { onSessionExpired } from '@/lib/session-expiry';
import { clearSession, readSession, writeSession } from '@/lib/storage';

type SessionState = { status: SessionStatus; userId: number | null };

const SIGNED_OUT: SessionState = { status: 'signedOut', userId: null };
const TOO_MANY_REQUESTS = 429;

// Applies an update only if the session is still being restored: a 401 answered meanwhile has
// already ended it (and cancelled the queries in flight).
function stillChecking(update: (current: SessionState) => SessionState) {
  return (current: SessionState) => (current.status === 'checking' ? update(current) : current);
}

function initialState(): SessionState {
  const stored = readSession();
  return stored ? { status: 'checking', userId: stored.userId } : SIGNED_OUT;
}

// Throttled sign-ins get the server's own explanation; any other failure the spec's message.
function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === TOO_MANY_REQUESTS) return error.message;
  return MESSAGES.falhaAutenticacao;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The login screen's history state holds the address asked for while signed out, if any.
  const { state: locationState } = useLocation();
  const toast = useToast();
  const { mutateAsync: requestSignIn } = useSignIn();
  const { mutateAsync: requestSignOut } = useSignOut();
  const [state, setState] = useState<SessionState>(initialState);

  const endSession = useCallback(() => {
    clearSession();
    queryClient.clear();
    setState(SIGNED_OUT);
  }, [queryClient]);

  useEffect(() => onSessionExpired(endSession), [endSession]);

  // Loads the signed-in user; without it the session cannot go on (spec §8). A call that never
  // reached the server (offline, or cut short by a reload or a new address typed meanwhile) is
  // no answer about the session: it is kept, as for the token check below. A refused token has
  // already ended the session (onSessionExpired, which also cancels this call), with no message.
  const loadUser = useCallback(
    async (userId: number): Promise<boolean> => {
      try {
        await queryClient.fetchQuery(currentUserQueryOptions(userId));
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 0) return true;
        if (isCancelledError(error) || (error instanceof ApiRequestError && error.status === 401))
          return false;
        endSession();
        toast.show({ type: 'danger', text: MESSAGES.erroBuscarUsuario });
        return false;
      }
    },
    [queryClient, endSession, toast],
  );

  // A stored session is restored at once and its token checked meanwhile (spec §4): the screen
  // asked for loads beside the check instead of after it (decision 150). The stored user loads
  // beside the check too. A 401 ends the session through onSessionExpired; an unreachable server
  // keeps it, and the next call will tell.
  const checking = state.status === 'checking';
  useEffect(() => {
    const stored = readSession();
    if (!checking || !stored) return;
    let cancelled = false;
    const restore = async () => {
      const storedUserLoaded = loadUser(stored.userId);
      let userId: number;
      try {
        userId = (await queryClient.fetchQuery(validateTokenQueryOptions())).id_user;
      } catch (error) {
        const refused = error instanceof ApiRequestError && error.status === 401;
        if (!cancelled && !refused)
          startTransition(() =>
            setState(stillChecking((current) => ({ ...current, status: 'authenticated' }))),
          );
        return;
      }
      const loaded = userId === stored.userId ? await storedUserLoaded : await loadUser(userId);
      if (cancelled || !loaded) return;
      writeSession({ token: stored.token, userId });
      // The area is already drawn for the stored session, and confirming it seldom changes anything
      // on screen: every consumer's new render goes in a transition, in slices, not in one task of
      // the whole area (up to ~400 ms on a phone four times slower; decision 242).
      startTransition(() => setState(stillChecking(() => ({ status: 'authenticated', userId }))));
    };
    void restore();
    return () => {
      cancelled = true;
    };
  }, [checking, queryClient, loadUser]);

  const signIn = useCallback(
    async (input: LoginInput) => {
      setState({ status: 'signingIn', userId: null });
      let response: LoginResponse;
      try {
        response = await requestSignIn(input);
      } catch (error) {
        setState(SIGNED_OUT);
        toast.show({ type: 'danger', text: signInFailureMessage(error) });
        return;
      }
      writeSession({ token: response.token, userId: response.id_user });
      if (!(await loadUser(response.id_user))) return;
      setState({ status: 'authenticated', userId: response.id_user });
      navigate(safeReturnPath(locationState) ?? paths.painel, { replace: true });
    },
    [requestSignIn, loadUser, toast, navigate, locationState],
  );

  const signOut = useCallback(async () => {
    setState((current) => ({ ...current, status: 'signingOut' }));
    // Signing out locally must not depend on the server answering.
    await requestSignOut().catch(() => undefined);
    endSession();
    navigate(paths.login, { replace: true });
  }, [requestSignOut, endSession, navigate]);

  const session = useMemo<Session>(
    () => ({ status: state.status, userId: state.userId, signIn, signOut }),
    [state, signIn, signOut],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
