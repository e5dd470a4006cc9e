import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSession, signOutRemote, validateSession, type SessionInfo } from './auth-api.ts';
import { clearStoredUser, readStoredUser, storeUser } from './stored-user.ts';
import { clearMemberCaches } from '../offline/offline-reports.ts';

export const SESSION_KEY = ['auth', 'session'] as const;
export const VALIDATE_KEY = ['auth', 'validate'] as const;
/** The session is verified every 60 seconds. */
const VALIDATE_INTERVAL_MS = 60_000;

type AuthState = 'initializing' | 'authenticated' | 'unauthenticated' | 'error';

/** The current session as the server sees it (cookie-based; nothing in the browser decides it). */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<SessionInfo | null> => {
      const session = await getSession();
      if (session?.user) storeUser(session.user);
      else {
        clearStoredUser();
        void clearMemberCaches().catch(() => undefined);
      }
      return session ?? null;
    },
    staleTime: 30_000,
    retry: 1,
  });
  const session = query.data ?? null;
  const authState: AuthState = query.isPending
    ? 'initializing'
    : query.isError
      ? 'error'
      : session
        ? 'authenticated'
        : 'unauthenticated';
  return {
    session,
    user: session?.user ?? null,
    authState,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Server-side validation (POST /api/session/validate) every 60 s while signed in. It counts only if
 * the stored user's id matches the session; otherwise the local session is cleared.
 */
export function useSessionValidation(enabled: boolean) {
  return useQuery({
    queryKey: VALIDATE_KEY,
    queryFn: async () => {
      const result = await validateSession();
      const stored = readStoredUser();
      return { ...result, valid: result.valid && stored !== null };
    },
    enabled,
    refetchInterval: VALIDATE_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: VALIDATE_INTERVAL_MS,
    retry: 1,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Sign-out waits 500 ms, then redirects after 300 ms. */
const SIGN_OUT_DELAY_MS = 500;
const SIGN_OUT_REDIRECT_MS = 300;

/** Sign-out: remote errors are ignored, local state is cleared. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (opts: { to?: string; navigate?: (to: string) => void } = {}) => {
      await sleep(SIGN_OUT_DELAY_MS);
      await signOutRemote().catch(() => undefined);
      clearStoredUser();
      // The reports and session answer kept for reading offline go with the session.
      await clearMemberCaches().catch(() => undefined);
      sessionStorage.removeItem('last_navigation');
      sessionStorage.removeItem('redirectAfterLogin');
      await sleep(SIGN_OUT_REDIRECT_MS);
      // Leave the protected page first, so its guard does not treat the sign-out as an expired session.
      (opts.navigate ?? ((to: string) => window.location.assign(to)))(opts.to ?? '/');
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ queryKey: VALIDATE_KEY });
    },
    [queryClient],
  );
}
