import { Navigate, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

export const AUTH_MODES = ['signin', 'signup'] as const;
export const isAuthMode = (mode: string | undefined): mode is (typeof AUTH_MODES)[number] =>
  mode === 'signin' || mode === 'signup';

/** /auth/{mode}: signin or signup; any other mode replaces to /auth/signin. */
export function AuthModePage() {
  const { mode } = useParams();
  if (!isAuthMode(mode)) return <Navigate to="/auth/signin" replace />;
  const copy = AUTH_COPY[mode];
  return (
    <AuthCard heading={copy.heading} subtext={copy.subtext}>
      {mode === 'signin' ? (
        <SignInForm full={false} signUpPath="/auth/signup" />
      ) : (
        <SignUpForm full={false} signInPath="/auth/signin" />
      )}
    </AuthCard>
  );
}
