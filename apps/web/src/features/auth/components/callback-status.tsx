import { Spinner } from '@/components/ui/spinner.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { AuthCard } from './auth-card.tsx';

/**
 * What a callback page shows: a spinner while it works (`working` is both heading and spinner
 * label), or the error with a note on where it is about to redirect.
 */
export function CallbackStatus({
  error,
  errorHeading,
  redirecting,
  working,
}: {
  error: string | null;
  errorHeading: string;
  redirecting: string;
  working: string;
}) {
  if (error) {
    return (
      <AuthCard heading={errorHeading}>
        <FormAlert tone="error">{error}</FormAlert>
        <p className="mt-3 text-sm text-slate-600">{redirecting}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={working}>
      <Spinner label={working} />
    </AuthCard>
  );
}
