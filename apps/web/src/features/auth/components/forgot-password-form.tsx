import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { requestPasswordReset } from '@/lib/auth/auth-api.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { authLinkClass } from './auth-card.tsx';
import { AuthForm, EmailField, useAuthForm } from './auth-form.tsx';

/** Forgot password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const copy = AUTH_COPY.forgot;
  const [email, setEmail] = useState('');
  const form = useAuthForm();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return form.setError(AUTH_TEXT.fillAllFields);
    if (!email.includes('@')) return form.setError(AUTH_TEXT.invalidEmail);
    await form.run(
      async () => {
        await requestPasswordReset(email.trim());
        onSent();
      },
      (err) =>
        err instanceof AuthError && err.status === 429
          ? err.message
          : 'Failed to send password reset email',
    );
  };
  const footer = (
    <Link to="/new/signin" className={`${authLinkClass} text-center text-sm`}>
      {copy.back}
    </Link>
  );
  return (
    <AuthForm form={form} onSubmit={submit} submit={copy} footer={footer}>
      <EmailField value={email} onChange={setEmail} />
    </AuthForm>
  );
}
