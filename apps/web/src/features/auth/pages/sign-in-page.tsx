import { AuthCard } from '../components/auth-card.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

export function SignInPage() {
  return (
    <AuthCard heading={AUTH_COPY.signin.heading} subtext={AUTH_COPY.signin.subtext}>
      <SignInForm full />
    </AuthCard>
  );
}
