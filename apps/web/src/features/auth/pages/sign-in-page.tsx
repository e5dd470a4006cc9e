import { useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

/** /new/signin; after a refused OAuth callback it repeats why, and what to do, above the form. */
export function SignInPage() {
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return (
    <AuthCard heading={AUTH_COPY.signin.heading} subtext={AUTH_COPY.signin.subtext}>
      {typeof notice === 'string' ? (
        <div className="mb-4">
          <FormAlert tone="info">{notice}</FormAlert>
        </div>
      ) : null}
      <SignInForm full />
    </AuthCard>
  );
}
