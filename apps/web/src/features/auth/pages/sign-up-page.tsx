import { AuthCard } from '../components/auth-card.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

export function SignUpPage() {
  return (
    <AuthCard heading={AUTH_COPY.signup.heading} subtext={AUTH_COPY.signup.subtext}>
      <SignUpForm full />
    </AuthCard>
  );
}
