import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { listLogs } from '../api/admin-api.ts';
import { AdminPage, dateTime, panelClass } from '../components/admin-page.tsx';
import { FilterSelect } from '../components/filter-select.tsx';

const label = 'flex flex-col text-sm font-semibold text-slate-800';
const LEVELS = [
  ['error', 'Error'],
  ['warn', 'Warning'],
] as const;
const SOURCES = [
  ['client', 'Browser'],
  ['server', 'Server'],
] as const;
const LIMITS = ['50', '200', '1000'].map((n) => [n, n] as const);

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
      intro={`Warnings and errors the web app reports (POST /api/log) and the server's own errors, redacted; the newest ${logs.data?.kept ?? 1000} of each (browser, server) are kept.`}
    >
      <div className="mt-4 flex flex-wrap gap-2">
        <FilterSelect
          label="Level"
          value={filters.level}
          onChange={(v) => set('level', v)}
          options={LEVELS}
        />
        <FilterSelect
          label="Source"
          value={filters.source}
          onChange={(v) => set('source', v)}
          options={SOURCES}
        />
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
        <FilterSelect
          label="Show"
          value={filters.limit}
          onChange={(v) => set('limit', v)}
          options={LIMITS}
          offerAny={false}
        />
      </div>
      <QueryView
        query={logs}
        loadingLabel="Loading logs..."
        isEmpty={(found) => found.items.length === 0}
        emptyText="No entries match."
      >
        {(found) => (
          <ul className={`${panelClass} divide-y divide-slate-100 text-sm`}>
            {found.items.map((e) => (
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
        )}
      </QueryView>
    </AdminPage>
  );
}
