import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AUTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { changePassword } from '../api/account-api.ts';

export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.current || !values.next || !values.confirm)
      return setError(AUTH_TEXT.fillAllFields);
    if (values.next.length < PASSWORD_MIN) return setError(AUTH_TEXT.passwordTooShort);
    if (values.next.length > PASSWORD_MAX) return setError(AUTH_TEXT.passwordTooLong);
    if (values.next !== values.confirm) return setError(AUTH_TEXT.passwordsDoNotMatch);
    setBusy(true);
    try {
      await changePassword(values.current, values.next);
      setValues({ current: '', next: '', confirm: '' });
      toast.success(AUTH_TEXT.passwordUpdated);
    } catch (err) {
      setError(
        err instanceof AuthError
          ? err.code === 'INVALID_PASSWORD'
            ? 'Current password is incorrect'
            : err.message
          : 'Failed to update password',
      );
    } finally {
      setBusy(false);
    }
  };
  const field = (
    label: string,
    key: keyof typeof values,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <PasswordField
      label={label}
      name={key}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={set(key)}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-busy={busy}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {field('Current password', 'current', 'current-password')}
      {field('New password', 'next', 'new-password')}
      {field('Confirm new password', 'confirm', 'new-password')}
      <p className="text-xs text-slate-600">
        Changing your password signs you out on every other device.
      </p>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Updating password...' : 'Update password'}
      </Button>
    </form>
  );
}
