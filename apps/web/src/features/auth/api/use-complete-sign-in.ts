import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { validateSession } from '@/lib/auth/auth-api.ts';
import { markRedirect, peekRedirect } from '@/lib/auth/redirect-after-login.ts';
import { SESSION_KEY, VALIDATE_KEY } from '@/lib/auth/use-session.ts';

/**
 * After a successful sign-in: validate the session on the server; valid goes to the remembered page
 * (or /app), otherwise the form shows 'Session validation failed. Please try again.' (or, when the
 * check itself fails, 'An error occurred during session validation.').
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
    // The remembered path stays stored until a protected page renders it: the auth screens' guard
    // also leaves once the session shows up, and both must go to the same place.
    const target = peekRedirect();
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    markRedirect();
    navigate(target, { replace: true });
    return null;
  }, [navigate, queryClient]);
}
