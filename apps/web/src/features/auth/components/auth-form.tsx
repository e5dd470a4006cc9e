import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';

/** The busy and error state of an auth form. */
export function useAuthForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /**
   * One request: busy meanwhile, the last error cleared first; a string the request returns is
   * shown as the error, and so is whatever `failure` makes of an error it throws (a string
   * `failure` is the text for anything but an AuthError, which shows its own message).
   */
  const run = async (
    request: () => Promise<string | null | void>,
    failure: string | ((err: unknown) => string),
  ) => {
    setBusy(true);
    setError(null);
    try {
      const problem = await request();
      if (problem) setError(problem);
    } catch (err) {
      setError(
        typeof failure === 'string'
          ? err instanceof AuthError
            ? err.message
            : failure
          : failure(err),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/**
 * The frame of the auth forms: the error alert on top, the fields (children), then the
 * full-width submit button that shows the busy label while the request runs, then `footer`.
 */
export function AuthForm({
  form: { busy, error },
  onSubmit,
  submit,
  footer,
  children,
}: {
  form: { busy: boolean; error: string | null };
  onSubmit: (e: FormEvent) => void;
  submit: { button: string; busy: string };
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {children}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? submit.busy : submit.button}
      </Button>
      {footer}
    </form>
  );
}

/** The e-mail field every auth form starts with. */
export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={AUTH_COPY.labels.email}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
