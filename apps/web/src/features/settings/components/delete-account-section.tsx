import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { clearStoredUser } from '@/lib/auth/stored-user.ts';
import { clearMemberCaches } from '@/lib/offline/offline-reports.ts';
import { SESSION_KEY, VALIDATE_KEY } from '@/lib/auth/use-session.ts';
import { deleteAccount } from '../api/account-api.ts';

type Step = 'closed' | 'open' | 'warning' | 'confirm';

const DELETION_EFFECTS = [
  'Your account and authentication data',
  'All of your scouting reports',
  'Your subscription and billing information (active subscriptions are cancelled)',
  'Your preferences',
] as const;

/**
 * The five steps /data-deletion describes: expand the section, 'I understand, delete my account',
 * read the warning and Continue, type DELETE, the final Delete Account.
 */
export function DeleteAccountSection() {
  const [step, setStep] = useState<Step>('closed');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      clearStoredUser();
      void clearMemberCaches().catch(() => undefined);
      sessionStorage.clear();
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ queryKey: VALIDATE_KEY });
      toast.success('Your account has been deleted.');
      navigate('/', { replace: true });
    } catch (err) {
      setError(
        err instanceof AuthError ? err.message : 'Failed to delete the account. Please try again.',
      );
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-xl border border-red-200 bg-white p-5"
    >
      <h2 id="delete-account-heading">
        <button
          type="button"
          aria-expanded={step !== 'closed'}
          aria-controls="delete-account-panel"
          onClick={() => setStep(step === 'closed' ? 'open' : 'closed')}
          className="flex w-full items-center justify-between text-left text-lg font-bold text-red-800"
        >
          Delete Account
          <span aria-hidden="true">{step === 'closed' ? '+' : '−'}</span>
        </button>
      </h2>
      {step !== 'closed' ? (
        <div id="delete-account-panel" className="mt-4 flex flex-col gap-4 text-sm text-slate-800">
          <p>Deleting your account is permanent and immediate. It removes:</p>
          <ul className="list-disc space-y-1 pl-6">
            {DELETION_EFFECTS.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          {step === 'open' ? (
            <Button
              variant="secondary"
              className="self-start border-red-700 text-red-800"
              onClick={() => setStep('warning')}
            >
              I understand, delete my account
            </Button>
          ) : null}
          {step === 'warning' ? (
            <div
              role="alertdialog"
              aria-labelledby="delete-warning"
              className="rounded-lg border border-red-300 bg-red-50 p-4"
            >
              <p id="delete-warning" className="font-semibold text-red-900">
                Warning: this cannot be undone. Your reports and account data will be gone for good
                and you will be signed out.
              </p>
              <div className="mt-3 flex gap-2">
                <Button className="bg-red-700 hover:bg-red-800" onClick={() => setStep('confirm')}>
                  Continue
                </Button>
                <Button variant="ghost" onClick={() => setStep('open')}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : null}
          {step === 'confirm' ? (
            <form
              className="flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (typed === 'DELETE') void remove();
              }}
            >
              {error ? <FormAlert tone="error">{error}</FormAlert> : null}
              <TextField
                label="Type DELETE to confirm"
                name="confirmDelete"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              <Button
                type="submit"
                disabled={typed !== 'DELETE' || busy}
                className="self-start bg-red-700 hover:bg-red-800"
              >
                {busy ? 'Deleting account...' : 'Delete Account'}
              </Button>
            </form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
