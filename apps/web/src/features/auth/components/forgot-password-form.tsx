import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { requestPasswordReset } from '@/lib/auth/auth-api.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { authLinkClass } from './auth-card.tsx';

/** Forgot password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const copy = AUTH_COPY.forgot;
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(AUTH_TEXT.fillAllFields);
    if (!email.includes('@')) return setError(AUTH_TEXT.invalidEmail);
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      onSent();
    } catch (err) {
      setError(err instanceof AuthError && err.status === 429 ? err.message : 'Failed to send password reset email');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <TextField label={AUTH_COPY.labels.email} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? copy.busy : copy.button}
      </Button>
      <Link to="/new/signin" className={`${authLinkClass} text-center text-sm`}>
        {copy.back}
      </Link>
    </form>
  );
}
