import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';
import { readHashParams } from '../data/url-params.ts';

/** /new/reset-password: the token comes from the query or the hash; none goes to forgot-password. */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const { hash } = useLocation();
  const hashParams = readHashParams(hash);
  const token = query.get('token') ?? hashParams.get('token') ?? hashParams.get('access_token');
  const error =
    query.get('error_description') ??
    hashParams.get('error_description') ??
    (query.get('error') ? 'Password reset link is invalid or has expired' : null);
  if (!token && !error) return <Navigate to="/new/forgot-password" replace />;
  return (
    <AuthCard heading={AUTH_COPY.reset.heading}>
      <ResetPasswordForm token={token} initialError={error ?? undefined} />
    </AuthCard>
  );
}
