import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AUTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { resetPassword } from '@/lib/auth/auth-api.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { authLinkClass } from './auth-card.tsx';

/**
 * Reset password: both fields required, at least 8 characters, equal;
 * submit is disabled while busy, without a token, or while an error shows; editing clears it.
 */
export function ResetPasswordForm({
  token,
  initialError,
}: {
  token: string | null;
  initialError?: string;
}) {
  const copy = AUTH_COPY.reset;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    initialError ?? (token ? null : AUTH_TEXT.noResetToken),
  );
  const [serverFailed, setServerFailed] = useState(Boolean(initialError));
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-xl font-bold text-brand-900">{copy.successHeading}</h2>
        <Link to="/new/signin" className={authLinkClass}>
          {copy.goToSignIn}
        </Link>
      </div>
    );
  }

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    if (!serverFailed && token) setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token) return setError(AUTH_TEXT.noResetToken);
    if (!password || !confirm) return setError(AUTH_TEXT.fillAllFields);
    if (password.length < PASSWORD_MIN) return setError(AUTH_TEXT.passwordTooShort);
    if (password.length > PASSWORD_MAX) return setError(AUTH_TEXT.passwordTooLong);
    if (password !== confirm) return setError(AUTH_TEXT.passwordsDoNotMatch);
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success(AUTH_TEXT.resetSuccess);
      setDone(true);
    } catch (err) {
      const tokenProblem =
        err instanceof AuthError &&
        (err.code === 'INVALID_TOKEN' || (err.status === 400 && !/password/i.test(err.code)));
      setError(
        tokenProblem
          ? AUTH_TEXT.resetTokenInvalid
          : err instanceof AuthError
            ? err.message
            : 'Failed to reset password',
      );
      setServerFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <PasswordField
        label={AUTH_COPY.labels.newPassword}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={edit(setPassword)}
      />
      <PasswordField
        label={AUTH_COPY.labels.confirmNewPassword}
        name="confirmNewPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={edit(setConfirm)}
      />
      <Button type="submit" disabled={busy || !token || Boolean(error)} className="w-full">
        {busy ? copy.busy : copy.button}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Link to="/new/signin" className={authLinkClass}>
          {copy.signInInstead}
        </Link>
        {serverFailed || !token ? (
          <Link to="/new/forgot-password" className={authLinkClass}>
            {copy.requestNew}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
