import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { TextField } from '@/components/ui/text-field.tsx';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { emergencyAccess } from '@/lib/auth/auth-api.ts';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { authLinkClass } from './auth-card.tsx';
import { AuthForm, EmailField, useAuthForm } from './auth-form.tsx';
import { checkCredentials } from './sign-in-form.tsx';

/** Emergency access: the server checks a one-time code issued to an admin. */
export function EmergencyAccessForm() {
  const copy = AUTH_COPY.emergency;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useAuthForm();
  const completeSignIn = useCompleteSignIn();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid =
      checkCredentials(email, password) ?? (code.trim() ? null : AUTH_TEXT.fillAllFields);
    if (invalid) return form.setError(invalid);
    await form.run(async () => {
      await emergencyAccess({ email: email.trim(), password, code: code.trim() });
      return completeSignIn();
    }, AUTH_TEXT.signInFailed);
  };
  const footer = (
    <Link to="/new/signin" className={`${authLinkClass} text-center text-sm`}>
      {AUTH_COPY.forgot.back}
    </Link>
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
      <TextField
        label={AUTH_COPY.labels.emergencyCode}
        name="code"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
    </AuthForm>
  );
}
