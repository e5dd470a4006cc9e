import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { validateSession } from '@/lib/auth/auth-api.ts';
import { REDIRECT_KEY, markRedirect, takeRedirect } from '@/lib/auth/redirect-after-login.ts';
import { SESSION_KEY, VALIDATE_KEY } from '@/lib/auth/use-session.ts';

/**
 * After a successful sign-in: validate the session on the server; valid goes to the remembered
 * page (or /app), otherwise the spec's validation message is returned for the form to show.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<string | null> => {
    try {
      const result = await validateSession();
      if (!result.valid) return AUTH_TEXT.sessionInvalid;
      queryClient.setQueryData(VALIDATE_KEY, result);
    } catch {
      return AUTH_TEXT.sessionError;
    }
    const target = takeRedirect();
    // The auth screens' guard also leaves once the session shows up; both go to the same place.
    sessionStorage.setItem(REDIRECT_KEY, target);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    markRedirect();
    navigate(target, { replace: true });
    sessionStorage.removeItem(REDIRECT_KEY);
    return null;
  }, [navigate, queryClient]);
}
