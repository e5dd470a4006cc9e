import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { buttonClass } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useSession } from '@/lib/auth/use-session.ts';
import { getStats } from '../api/admin-api.ts';
import { AdminPage, panelClass } from '../components/admin-page.tsx';

const number = (n: number) => n.toLocaleString('en-US');

/** The admin dashboard's buttons, each to a screen that works. */
const ACTIONS = [
  { label: 'Manage Users', to: '/app/admin/users' },
  { label: 'System Settings', to: '/app/admin/style-settings' },
  { label: 'View Logs', to: '/app/admin/logs' },
  { label: 'Subscription Management', to: '/app/admin/users?plan=founding' },
  { label: 'API Settings', to: '/app/admin/ai-settings' },
  { label: 'Backup/Restore', to: '/app/admin/backup' },
];

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}

function DailyChart({ title, data, dataKey }: { title: string; data: object[]; dataKey: string }) {
  return (
    <figure className={panelClass}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={11} />
            <YAxis allowDecimals={false} fontSize={11} width={36} />
            <Tooltip />
            <Bar dataKey={dataKey} fill="var(--color-brand-700)" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * /app/admin: who is signed in, the figures (read live from the server), the action buttons, and
 * a "System health" section for panels the app passes in as children.
 */
export function AdminDashboardPage({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const stats = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: getStats,
    refetchInterval: 60_000,
  });
  const name = user?.name || user?.email || 'Administrator';
  const s = stats.data;
  return (
    <AdminPage title="Admin Dashboard">
      <div className="mt-4 flex items-center gap-3">
        {user?.image ? (
          <img src={user.image} alt="" className="size-12 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">{name}</p>
          <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-brand-900">
            Administrator
          </span>
        </div>
      </div>
      {stats.error ? (
        <div className="mt-6">
          <FormAlert tone="error">{stats.error.message}</FormAlert>
        </div>
      ) : null}
      {/* Drawn at once in its final shape ("..." until the figures arrive), so nothing below moves. */}
      <div aria-busy={stats.isPending}>
        {stats.isPending ? <span className="sr-only">Loading figures...</span> : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Total Users" value={s ? number(s.totalUsers) : '...'} />
          <Stat
            label="Active Sessions"
            value={s ? number(s.activeSessions) : '...'}
            note="Signed-in sessions not yet expired"
          />
          <Stat label="Paid Members" value={s ? number(s.paidMembers) : '...'} />
          <Stat
            label="API Usage"
            value={s ? `${number(s.month.reportsWritten)} reports` : '...'}
            note={
              s
                ? `This month (UTC): ${number(s.month.providerCalls)} outside-data calls, ${number(s.month.modelTokens)} model tokens`
                : 'This month (UTC): ...'
            }
          />
        </dl>
        <div className="grid gap-4 lg:grid-cols-2">
          <DailyChart
            title="Sign-ups per day (last 30 days, UTC)"
            data={s?.daily ?? []}
            dataKey="signups"
          />
          <DailyChart
            title="Reports per day (last 30 days, UTC)"
            data={s?.daily ?? []}
            dataKey="reports"
          />
        </div>
      </div>
      <nav aria-label="Admin tools" className="mt-6 flex flex-wrap gap-2">
        {ACTIONS.map((a) => (
          <Link key={a.label} to={a.to} className={buttonClass('secondary', 'sm')}>
            {a.label}
          </Link>
        ))}
      </nav>
      {children ? (
        <section aria-labelledby="system-health" className="mt-8">
          <h2 id="system-health" className="text-lg font-bold text-brand-900">
            System health
          </h2>
          {children}
        </section>
      ) : null}
    </AdminPage>
  );
}
