import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_TIERS, PLANS, type TAdminUserDetail } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { deleteUser, getUser, resendVerification, setPlan, setRole } from '../api/admin-api.ts';
import { AdminPage, dateTime, panelClass } from '../components/admin-page.tsx';
import { AuditList } from '../components/audit-list.tsx';
import { useAdminAction } from '../components/use-admin-action.ts';
import { UserModeration } from '../components/user-moderation.tsx';
import { UserSessions } from '../components/user-sessions.tsx';

function AccountPanel({ user }: { user: TAdminUserDetail }) {
  const [tier, setTier] = useState<string>(user.tier);
  const plan = useAdminAction(() => setPlan(user.id, tier), 'Plan saved');
  const role = useAdminAction((next: 'user' | 'admin') => setRole(user.id, next), 'Role changed');
  const resend = useAdminAction(() => resendVerification(user.id), 'Verification e-mail sent');
  return (
    <section aria-labelledby="account" className={panelClass}>
      <h2 id="account" className="font-bold text-brand-900">
        Account
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>
          {user.email} {user.emailVerified ? '(verified)' : '(not verified)'}
        </dd>
        <dt className="font-semibold">Joined</dt>
        <dd>{dateTime(user.createdAt)}</dd>
        <dt className="font-semibold">Reports</dt>
        <dd>{user.reportCount}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{user.role === 'admin' ? 'Administrator' : 'User'}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-2 text-sm">
        <Button
          size="sm"
          variant="secondary"
          disabled={role.isPending}
          onClick={() => role.mutate(user.role === 'admin' ? 'user' : 'admin')}
        >
          {user.role === 'admin' ? 'Remove admin rights' : 'Make admin'}
        </Button>
        {!user.emailVerified ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate(undefined)}
          >
            Resend verification e-mail
          </Button>
        ) : null}
        <label className="flex flex-col font-semibold text-slate-800">
          Plan
          <select value={tier} onChange={(e) => setTier(e.target.value)} className={INPUT_CLASS}>
            {PLAN_TIERS.map((t) => (
              <option key={t} value={t}>
                {PLANS[t].name}
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          disabled={plan.isPending || tier === user.tier}
          onClick={() => plan.mutate(undefined)}
        >
          Set plan
        </Button>
      </div>
    </section>
  );
}

function DeletePanel({ user }: { user: TAdminUserDetail }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const remove = useAdminAction(async () => {
    await deleteUser(user.id);
    // The user is gone: leave their page, and drop its data so nothing asks for it again (a 404).
    navigate('/app/admin/users', { replace: true });
    await client.cancelQueries({ queryKey: ['admin', 'user', user.id] });
    client.removeQueries({ queryKey: ['admin', 'user', user.id] });
  }, 'User deleted');
  return (
    <section aria-labelledby="delete" className={`${panelClass} border-red-200`}>
      <h2 id="delete" className="font-bold text-red-800">
        Delete user
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Removes the account and everything in it (reports, sessions, plan and billing), as the
        member's own Delete Account does. Type DELETE to confirm.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          Confirmation
          <input value={typed} onChange={(e) => setTyped(e.target.value)} className={INPUT_CLASS} />
        </label>
        <Button
          size="sm"
          disabled={typed !== 'DELETE' || remove.isPending}
          onClick={() => remove.mutate(undefined)}
        >
          Delete user
        </Button>
      </div>
    </section>
  );
}

/** /app/admin/users/:id: one member, their sessions and every admin action taken on them. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useQuery({ queryKey: ['admin', 'user', id], queryFn: () => getUser(id) });
  return (
    <AdminPage title={user.data?.email ?? 'User'}>
      <QueryView query={user} loadingLabel="Loading user...">
        {(found) => (
          <>
            <AccountPanel key={found.tier} user={found} />
            <UserModeration user={found} />
            <UserSessions user={found} />
            <section aria-labelledby="audit" className={panelClass}>
              <h2 id="audit" className="font-bold text-brand-900">
                Admin actions on this user
              </h2>
              <AuditList items={found.audit} />
            </section>
            <DeletePanel user={found} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
