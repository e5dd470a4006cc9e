import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CallbackStatus } from '../components/callback-status.tsx';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { CALLBACK_ERROR_REDIRECT_MS } from '../data/url-params.ts';

/** /new/callback (OAuth return): 'Completing authentication...', then /app or an error and sign-in after 3 s. */
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
      if (query.get('error')) return setError('Authentication failed. Please try again.');
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
    const timer = setTimeout(
      () => navigate('/new/signin', { replace: true }),
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
