import { useQuery } from '@tanstack/react-query';
import type { TOutboxResponse } from '@anglerscout/contracts';
import { QueryView } from '@/components/ui/query-view.tsx';
import { listOutbox } from '../api/admin-api.ts';

const STATUS_LABELS: Record<TOutboxResponse['items'][number]['status'], string> = {
  kept: 'kept here (no SMTP)',
  pending: 'queued',
  sent: 'sent',
  failed: 'failed',
};

/** /app/admin/outbox: the e-mail (and CRM) jobs, newest first, so an operator can follow links without SMTP. */
export function AdminOutboxPage() {
  const outbox = useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: listOutbox,
    refetchInterval: 10_000,
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Outbox</h1>
      {outbox.data ? (
        <p className="mt-1 text-sm text-slate-600">
          {outbox.data.smtp
            ? 'E-mail is sent over SMTP; this list shows what was queued and how it went.'
            : 'No SMTP server is configured: e-mail stays here (and in the server log) instead of being sent.'}
        </p>
      ) : null}
      <QueryView
        query={outbox}
        loadingLabel="Loading outbox..."
        isEmpty={(found) => found.items.length === 0}
        emptyText="The outbox is empty."
      >
        {(found) => (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {found.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 p-4 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold uppercase text-brand-800">
                    {item.kind}
                  </span>
                  <span className="text-xs text-slate-500">
                    {new Date(item.createdAt).toLocaleString()}
                  </span>
                  <span className="text-xs text-slate-500">
                    {STATUS_LABELS[item.status]}
                    {item.attempts > 0
                      ? ` · ${item.attempts} attempt${item.attempts === 1 ? '' : 's'}`
                      : ''}
                  </span>
                </div>
                <p className="font-semibold text-slate-900">
                  {item.subject ?? `CRM ${item.action ?? 'job'}`}
                </p>
                {item.to ? <p className="text-slate-700">To: {item.to}</p> : null}
                {item.link ? (
                  <a href={item.link} className="break-all font-medium text-brand-700 underline">
                    {item.link}
                  </a>
                ) : null}
                {item.lastError ? <p className="text-red-700">{item.lastError}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
