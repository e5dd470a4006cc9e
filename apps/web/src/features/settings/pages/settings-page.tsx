import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { useSession, useSignOut } from '@/lib/auth/use-session.ts';
import { DisplayNameForm } from '../components/display-name-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { revokeAllSessions } from '../api/account-api.ts';
import { BillingSection } from '../components/billing-section.tsx';
import { AlertsSection } from '../components/alerts-section.tsx';
import { SignInMethods } from '../components/sign-in-methods.tsx';

function Panel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-label={title}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="mb-4 text-lg font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

/** /app/settings: billing, display name, password, sign-in methods, sessions and, at the bottom, Delete Account. */
export function SettingsPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  if (!user) return null;
  const signOutEverywhere = async () => {
    setEnding(true);
    try {
      await revokeAllSessions();
      toast.success('Signed out of all devices');
    } catch {
      toast.error('Failed to sign out');
    }
    await signOut({ navigate: (to) => navigate(to, { replace: true }) });
  };
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Account Settings</h1>
        <p className="mt-1 text-slate-600">{user.email}</p>
      </div>
      <Panel title="Billing">
        <BillingSection userId={user.id} />
      </Panel>
      <Panel title="Bite alerts" id="alerts">
        <AlertsSection />
      </Panel>
      <Panel title="Profile">
        <DisplayNameForm current={user.name} />
      </Panel>
      <Panel title="Password">
        <ChangePasswordForm />
      </Panel>
      <Panel title="Sign-in methods">
        <SignInMethods />
      </Panel>
      <Panel title="Sessions">
        <p className="mb-3 text-sm text-slate-700">
          Signed in somewhere you no longer use? End every session, this one included.
        </p>
        <Button variant="secondary" disabled={ending} onClick={() => void signOutEverywhere()}>
          {ending ? 'Signing out...' : 'Sign out of all devices'}
        </Button>
      </Panel>
      <DeleteAccountSection />
    </div>
  );
}
