import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { signInEmail } from '@/lib/auth/auth-api.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { SocialButtons } from './social-buttons.tsx';
import { authLinkClass } from './auth-card.tsx';
import { AuthForm, EmailField, useAuthForm } from './auth-form.tsx';

/** Sign-in form: both fields non-empty after trimming, e-mail must contain an @. */
export function checkCredentials(email: string, password: string): string | null {
  if (!email.trim() || !password.trim()) return AUTH_TEXT.fillAllFields;
  if (!email.includes('@')) return AUTH_TEXT.invalidEmail;
  return null;
}

/**
 * The one sign-in form of both auth areas. `full` (the /new area) adds remember me, the
 * forgot-password link, Google and the link to sign up.
 */
export function SignInForm({
  full,
  signUpPath = '/new/signup',
}: {
  full: boolean;
  signUpPath?: string;
}) {
  const copy = AUTH_COPY.signin;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const form = useAuthForm();
  const completeSignIn = useCompleteSignIn();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkCredentials(email, password);
    if (invalid) return form.setError(invalid);
    await form.run(async () => {
      const result = await signInEmail({ email: email.trim(), password, rememberMe });
      if (!result?.user)
        throw new AuthError(500, 'NO_USER', 'Authentication failed: No user returned.');
      if (!result.user.email)
        throw new AuthError(500, 'NO_EMAIL', 'Authentication failed: User email is missing.');
      const problem = await completeSignIn();
      if (!problem) toast.success(AUTH_TEXT.signInSuccess);
      return problem;
    }, AUTH_TEXT.signInFailed);
  };

  const footer = (
    <>
      {full ? <SocialButtons providers={['google', 'facebook']} /> : null}
      <p className="text-center text-sm">
        <Link to={signUpPath} className={authLinkClass}>
          {AUTH_COPY.labels.toSignUp}
        </Link>
      </p>
      {full ? (
        <p className="text-center text-xs">
          <Link
            to="/new/emergency-access"
            className="text-slate-600 underline-offset-2 hover:underline"
          >
            {AUTH_COPY.emergency.heading}
          </Link>
        </p>
      ) : null}
    </>
  );
  return (
    <AuthForm form={form} onSubmit={submit} submit={copy} footer={footer}>
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label={AUTH_COPY.labels.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {full ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            {AUTH_COPY.labels.rememberMe}
          </label>
          <Link to="/new/forgot-password" className={authLinkClass}>
            {AUTH_COPY.labels.forgot}
          </Link>
        </div>
      ) : null}
    </AuthForm>
  );
}
