import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { verifyEmail } from '@/lib/auth/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

type State = { phase: 'loading' } | { phase: 'verified' } | { phase: 'failed'; message: string };

/** /new/verify-email: checks the e-mailed token with the server (a real check, no timed wait). */
export function VerifyEmailPage() {
  const [query] = useSearchParams();
  const token = query.get('token');
  const [state, setState] = useState<State>({ phase: 'loading' });
  const started = useRef(false);
  const run = useCallback(async () => {
    if (!token) return setState({ phase: 'failed', message: AUTH_TEXT.noVerificationToken });
    setState({ phase: 'loading' });
    try {
      await verifyEmail(token);
      setState({ phase: 'verified' });
    } catch {
      setState({ phase: 'failed', message: AUTH_TEXT.invalidVerificationToken });
    }
  }, [token]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (state.phase === 'loading') {
    return (
      <AuthCard heading="Verifying your email...">
        <Spinner label="Verifying your email..." />
      </AuthCard>
    );
  }
  if (state.phase === 'verified') {
    return (
      <AuthCard
        heading="Email Verified"
        subtext="Your email address is confirmed. You can sign in now."
      >
        <Link to="/new/signin" className={buttonClass('primary', 'md', 'w-full')}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      heading="Email Verification Failed"
      subtext="We encountered an error while verifying your email address."
    >
      <div className="flex flex-col gap-3">
        <FormAlert tone="error">{state.message}</FormAlert>
        {token ? (
          <Button onClick={() => void run()} className="w-full">
            Try Again
          </Button>
        ) : null}
        <Link to="/new/signin" className={buttonClass('secondary', 'md', 'w-full')}>
          Return to Sign In
        </Link>
      </div>
    </AuthCard>
  );
}
