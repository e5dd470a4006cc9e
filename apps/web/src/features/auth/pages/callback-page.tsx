import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CallbackStatus } from '../components/callback-status.tsx';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { OAUTH_CALLBACK_MESSAGES } from '@/lib/auth/auth-messages.ts';
import { CALLBACK_ERROR_REDIRECT_MS } from '../data/url-params.ts';

/**
 * /new/callback (OAuth return): 'Completing authentication...', then /app or an error and sign-in
 * after 3 s (carrying the error, so the sign-in page shows it too: e.g. Facebook refused for an
 * existing account, and how to connect it).
 */
export function CallbackPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const code = query.get('error');
      if (code)
        return setError(
          OAUTH_CALLBACK_MESSAGES[code] ?? 'Authentication failed. Please try again.',
        );
      try {
        const problem = await completeSignIn();
        if (problem) setError('Authentication failed. Please try again.');
      } catch {
        setError('An error occurred during authentication. Please try again.');
      }
    })();
  }, [query, completeSignIn]);
  useEffect(() => {
    if (!error) return;
    // The sign-in page repeats the message, so what to do next stays in view.
    const timer = setTimeout(
      () => navigate('/new/signin', { replace: true, state: { notice: error } }),
      CALLBACK_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [error, navigate]);
  return (
    <CallbackStatus
      error={error}
      errorHeading="Authentication Error"
      redirecting="Redirecting to sign in page..."
      working="Completing authentication..."
    />
  );
}
