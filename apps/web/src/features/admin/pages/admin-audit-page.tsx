import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { listAudit } from '../api/admin-api.ts';
import { AdminPage, panelClass } from '../components/admin-page.tsx';
import { AuditList } from '../components/audit-list.tsx';

/** /app/admin/audit: every administrator action, newest first, filterable. */
export function AdminAuditPage() {
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const audit = useQuery({
    queryKey: ['admin', 'audit', action, actor],
    queryFn: () =>
      listAudit({ action: action || undefined, actor: actor.trim() || undefined, limit: 100 }),
  });
  return (
    <AdminPage
      title="Audit Log"
      intro="Who did what, to what, when and from where: every administrator action, newest first."
    >
      <div className="mt-4 flex flex-wrap gap-2 text-sm">
        <label className="flex flex-col font-semibold text-slate-800">
          Action
          <select
            value={action}
            onChange={(e) => setAction(e.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">Any</option>
            <option value="user.">Users</option>
            <option value="subscription.">Plans</option>
            <option value="ai_settings.">AI settings</option>
            <option value="style.">Style</option>
            <option value="auth.">better-auth admin endpoints</option>
            <option value="backup.download">Backups</option>
            <option value="report.view">Reports read</option>
          </select>
        </label>
        <label className="flex flex-col font-semibold text-slate-800">
          Administrator e-mail starts with
          <input value={actor} onChange={(e) => setActor(e.target.value)} className={INPUT_CLASS} />
        </label>
      </div>
      <QueryView
        query={audit}
        loadingLabel="Loading audit log..."
        isEmpty={(found) => found.items.length === 0}
        emptyText="Nothing recorded yet."
      >
        {(found) => (
          <div className={panelClass}>
            <AuditList items={found.items} />
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}
