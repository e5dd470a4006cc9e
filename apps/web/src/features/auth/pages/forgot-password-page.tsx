import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

export function ForgotPasswordPage() {
  const copy = AUTH_COPY.forgot;
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <AuthCard heading={copy.successHeading} subtext={copy.successText}>
        <Link to="/new/signin" className={authLinkClass}>
          {copy.back}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={copy.heading} subtext={copy.subtext}>
      <ForgotPasswordForm onSent={() => setSent(true)} />
    </AuthCard>
  );
}
