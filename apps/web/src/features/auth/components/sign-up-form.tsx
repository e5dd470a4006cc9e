import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AUTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '@anglerscout/contracts';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { signUpEmail } from '@/lib/auth/auth-api.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { SocialButtons } from './social-buttons.tsx';
import { authLinkClass } from './auth-card.tsx';
import { AuthForm, EmailField, useAuthForm } from './auth-form.tsx';
import { checkCredentials } from './sign-in-form.tsx';

/** The one sign-up form of both auth areas; `full` (the /new area) adds confirm password and Google. */
export function SignUpForm({
  full,
  signInPath = '/new/signin',
}: {
  full: boolean;
  signInPath?: string;
}) {
  const copy = AUTH_COPY.signup;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const form = useAuthForm();
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkCredentials(email, password);
    if (invalid) return form.setError(invalid);
    if (full && password !== confirm) return setMismatch(true);
    if (password.length < PASSWORD_MIN)
      return form.setError(`Password error: ${AUTH_TEXT.passwordTooShort}`);
    if (password.length > PASSWORD_MAX)
      return form.setError(`Password error: ${AUTH_TEXT.passwordTooLong}`);
    await form.run(async () => {
      const result = await signUpEmail({ email: email.trim(), password });
      if (!result?.user?.email)
        throw new AuthError(500, 'NO_EMAIL', 'Registration failed: User email is missing.');
      setDone(true);
      toast.success(AUTH_TEXT.signUpSuccess);
    }, AUTH_TEXT.signUpError);
  };

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{AUTH_TEXT.signUpSuccess}</FormAlert>
        <Link to={signInPath} className={authLinkClass}>
          {AUTH_COPY.reset.goToSignIn}
        </Link>
      </div>
    );
  }

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    setMismatch(false);
  };

  const footer = (
    <>
      {full ? <SocialButtons /> : null}
      <p className="text-center text-sm">
        <Link to={signInPath} className={authLinkClass}>
          {AUTH_COPY.labels.toSignIn}
        </Link>
      </p>
    </>
  );
  return (
    <AuthForm form={form} onSubmit={submit} submit={copy} footer={footer}>
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label={AUTH_COPY.labels.password}
        name="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        value={password}
        onChange={edit(setPassword)}
      />
      {full ? (
        <PasswordField
          label={AUTH_COPY.labels.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          error={mismatch ? AUTH_TEXT.passwordsDoNotMatch : undefined}
          value={confirm}
          onChange={edit(setConfirm)}
        />
      ) : null}
    </AuthForm>
  );
}
