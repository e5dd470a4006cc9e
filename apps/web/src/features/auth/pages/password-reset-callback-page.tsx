import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CallbackStatus } from '../components/callback-status.tsx';
import { CALLBACK_ERROR_REDIRECT_MS, readHashParams } from '../data/url-params.ts';

export type ResetCallbackOutcome = { go: string } | { error: string };

/**
 * The password reset callback: a hash error goes to the reset page with its details; a query token
 * of type recovery, or a token in the hash, goes to the reset page; anything else is an error.
 */
export function resolveResetCallback(
  search: URLSearchParams,
  hash: URLSearchParams,
): ResetCallbackOutcome {
  const hashError = hash.get('error') ?? hash.get('error_code');
  if (hashError) {
    const details = new URLSearchParams({
      error: hashError,
      error_description:
        hash.get('error_description') ?? 'Password reset link is invalid or has expired',
    });
    return { go: `/new/reset-password?${details}` };
  }
  const token = search.get('token');
  const type = search.get('type') ?? hash.get('type');
  if (type && type !== 'recovery')
    return { error: 'Invalid password reset link. Please try again.' };
  if (token) return { go: `/new/reset-password?token=${encodeURIComponent(token)}` };
  const hashToken = hash.get('token') ?? hash.get('access_token');
  if (hashToken) return { go: `/new/reset-password?token=${encodeURIComponent(hashToken)}` };
  return { error: 'Password reset failed. Please try again.' };
}

export function PasswordResetCallbackPage() {
  const [query] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const outcome = resolveResetCallback(query, readHashParams(hash));
    if ('go' in outcome) return void navigate(outcome.go, { replace: true });
    setError(outcome.error);
    const timer = setTimeout(
      () => navigate('/new/forgot-password', { replace: true }),
      CALLBACK_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [query, hash, navigate]);
  return (
    <CallbackStatus
      error={error}
      errorHeading="Password Reset Error"
      redirecting="Redirecting to forgot password page..."
      working="Processing password reset..."
    />
  );
}
