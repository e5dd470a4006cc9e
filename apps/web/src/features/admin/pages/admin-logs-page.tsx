import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { listLogs } from '../api/admin-api.ts';
import { AdminPage, dateTime, panelClass } from '../components/admin-page.tsx';

const label = 'flex flex-col text-sm font-semibold text-slate-800';

/** /app/admin/logs: warnings and errors from browsers and the server, newest 50 by default. */
export function AdminLogsPage() {
  const [filters, setFilters] = useState({
    level: '',
    source: '',
    route: '',
    user: '',
    from: '',
    limit: '50',
  });
  const logs = useQuery({
    queryKey: ['admin', 'logs', filters],
    queryFn: () =>
      listLogs({
        ...filters,
        from: filters.from ? new Date(filters.from).toISOString() : undefined,
      }),
    refetchInterval: 15_000,
  });
  const set = (key: keyof typeof filters, value: string) =>
    setFilters((f) => ({ ...f, [key]: value }));
  return (
    <AdminPage
      title="Logs"
      intro={`Warnings and errors the web app reports (POST /api/log) and the server's own errors, redacted; the newest ${logs.data?.kept ?? 1000} are kept.`}
    >
      <div className="mt-4 flex flex-wrap gap-2">
        <label className={label}>
          Level
          <select
            value={filters.level}
            onChange={(e) => set('level', e.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">Any</option>
            <option value="error">Error</option>
            <option value="warn">Warning</option>
          </select>
        </label>
        <label className={label}>
          Source
          <select
            value={filters.source}
            onChange={(e) => set('source', e.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">Any</option>
            <option value="client">Browser</option>
            <option value="server">Server</option>
          </select>
        </label>
        <label className={label}>
          Route starts with
          <input
            value={filters.route}
            onChange={(e) => set('route', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={label}>
          User id
          <input
            value={filters.user}
            onChange={(e) => set('user', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={label}>
          Since
          <input
            type="datetime-local"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={label}>
          Show
          <select
            value={filters.limit}
            onChange={(e) => set('limit', e.target.value)}
            className={INPUT_CLASS}
          >
            {['50', '200', '1000'].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryStates
        isPending={logs.isPending}
        error={logs.error}
        isEmpty={logs.data?.items.length === 0}
        emptyText="No entries match."
        loadingLabel="Loading logs..."
      />
      {logs.data && logs.data.items.length > 0 ? (
        <ul className={`${panelClass} divide-y divide-slate-100 text-sm`}>
          {logs.data.items.map((e) => (
            <li key={e.id} className="py-2">
              <p>
                <span
                  className={
                    e.level === 'error' ? 'font-bold text-red-700' : 'font-bold text-amber-800'
                  }
                >
                  {e.level}
                </span>{' '}
                · {e.source === 'client' ? 'browser' : 'server'} · {dateTime(e.createdAt)} ·{' '}
                {e.route ?? '—'}
                {e.userId ? ` · user ${e.userId}` : ''}
              </p>
              <p className="break-words font-mono text-xs">{e.message}</p>
              {e.data ? (
                <details>
                  <summary className="cursor-pointer text-xs text-slate-600">Details</summary>
                  <pre className="overflow-auto text-xs">{JSON.stringify(e.data, null, 2)}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </AdminPage>
  );
}
