import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { emergencyAccess } from '@/lib/auth/auth-api.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { authLinkClass } from './auth-card.tsx';
import { checkCredentials } from './sign-in-form.tsx';

/** Emergency access (deviation 2): the server checks a one-time code issued to an admin. */
export function EmergencyAccessForm() {
  const copy = AUTH_COPY.emergency;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkCredentials(email, password) ?? (code.trim() ? null : AUTH_TEXT.fillAllFields);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await emergencyAccess({ email: email.trim(), password, code: code.trim() });
      const problem = await completeSignIn();
      if (problem) setError(problem);
    } catch (err) {
      setError(err instanceof AuthError ? err.message : AUTH_TEXT.signInFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <TextField label={AUTH_COPY.labels.email} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={AUTH_COPY.labels.password}
        render={({ id, describedBy }) => <PasswordInput id={id} name="password" autoComplete="current-password" aria-describedby={describedBy} value={password} onChange={(e) => setPassword(e.target.value)} />}
      />
      <TextField label={AUTH_COPY.labels.emergencyCode} name="code" autoComplete="one-time-code" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? copy.busy : copy.button}
      </Button>
      <Link to="/new/signin" className={`${authLinkClass} text-center text-sm`}>
        {AUTH_COPY.forgot.back}
      </Link>
    </form>
  );
}
