import type { TAuditEntry } from '@anglerscout/contracts';
import { dateTime } from './admin-page.tsx';

const brief = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '—');

/** Audit entries: who did what to what, when, from where, and the state before and after. */
export function AuditList({ items }: { items: TAuditEntry[] }) {
  if (items.length === 0)
    return <p className="mt-2 text-sm text-slate-600">Nothing recorded yet.</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {items.map((a) => (
        <li key={a.id} className="py-2">
          <p>
            <span className="font-semibold">{a.action}</span> by {a.actorEmail} on {a.targetType}
            {a.targetId ? ` ${a.targetId}` : ''} · {dateTime(a.createdAt)}
            {a.clientIp ? ` · from ${a.clientIp}` : ''}
          </p>
          {a.reason ? <p className="text-slate-700">Reason: {a.reason}</p> : null}
          <p className="break-all font-mono text-xs text-slate-600">
            before {brief(a.before)} → after {brief(a.after)}
          </p>
        </li>
      ))}
    </ul>
  );
}
