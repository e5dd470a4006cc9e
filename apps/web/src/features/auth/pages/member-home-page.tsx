import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { useSession, useSessionValidation, useSignOut } from '@/lib/auth/use-session.ts';

/**
 * /app until the member dashboard lands: the spec's alternate user dashboard greeting (name or
 * e-mail and role label) with the account actions that exist today.
 */
export function MemberHomePage() {
  const { user } = useSession();
  const validation = useSessionValidation(Boolean(user));
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const isAdmin = validation.data?.is_admin === true;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-900">Welcome, {user.name || user.email}</h1>
      <p className="mt-1 text-slate-700">
        Signed in as <span className="font-semibold">{user.email}</span> · <span>{isAdmin ? 'Administrator' : 'User'}</span>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/app/settings" className={buttonClass('primary')}>
          Account Settings
        </Link>
        {isAdmin ? (
          <Link to="/app/admin/outbox" className={buttonClass('secondary')}>
            E-mail outbox
          </Link>
        ) : null}
        <Button
          variant="ghost"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut({ navigate: (to) => navigate(to, { replace: true }) });
          }}
        >
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
    </div>
  );
}
