import { Link, Outlet } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useSession, useSessionValidation } from './use-session.ts';

/**
 * Admin-only screens. The server decides (is_admin from POST /api/session/validate, read fresh);
 * nothing stored in the browser or typed on the keyboard grants access (no
 * local-storage flag, no keyboard shortcut), and every admin API checks again on its own.
 */
export function AdminRoute() {
  const { user } = useSession();
  const validation = useSessionValidation(Boolean(user));
  if (!user || validation.isPending) return <PageLoader label="Checking admin access..." />;
  if (validation.data?.is_admin) return <Outlet />;
  return <AdminAccessRequired userId={user.id} isAdmin={false} />;
}

function AdminAccessRequired({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  return (
    <section
      aria-labelledby="admin-required"
      className="mx-auto my-12 max-w-lg rounded-xl border border-amber-300 bg-amber-50 p-6 shadow-sm"
    >
      <h1 id="admin-required" className="text-xl font-bold text-brand-900">
        Admin Access Required
      </h1>
      <p className="mt-2 text-slate-700">You don't have admin privileges to access this page.</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">User ID</dt>
        <dd className="break-all font-mono">{userId}</dd>
        <dt className="font-semibold">Admin status</dt>
        <dd>{isAdmin ? 'Admin' : 'Not an admin'}</dd>
      </dl>
      <Link to="/app" className={buttonClass('primary', 'md', 'mt-6')}>
        Return to Dashboard
      </Link>
    </section>
  );
}
