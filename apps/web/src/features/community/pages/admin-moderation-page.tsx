import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { useFlagQueue, useModerate, type Flag } from '../api/moderation-api.ts';

function FlagItem({ flag }: { flag: Flag }) {
  const [reason, setReason] = useState('');
  const act = useModerate(flag, reason);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {flag.targetType} by {flag.authorName} · {flag.status} · reported {flag.flagCount}×
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-900">{flag.excerpt}</p>
      <p className="mt-1 text-sm text-slate-700">Reasons: {flag.reasons.join('; ')}</p>
      {flag.status === 'visible' ? (
        <p className="text-sm">
          <Link className="text-brand-700 underline" to={`/app/community/${flag.postId}`}>
            Open the post
          </Link>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-slate-800">
          Reason (recorded in the audit log)
          <input
            className={INPUT_CLASS}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <Button
          size="sm"
          variant="secondary"
          disabled={act.isPending || reason.trim().length < 3}
          onClick={() => act.mutate('hide')}
        >
          Hide
        </Button>
        <Button
          size="sm"
          disabled={act.isPending || reason.trim().length < 3}
          onClick={() => act.mutate('remove')}
        >
          Remove
        </Button>
        {flag.status === 'hidden' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={act.isPending || reason.trim().length < 3}
            onClick={() => act.mutate('restore')}
          >
            Restore
          </Button>
        ) : null}
      </div>
      {act.error ? (
        <div className="mt-2">
          <FormAlert tone="error">{act.error.message}</FormAlert>
        </div>
      ) : null}
    </li>
  );
}

/** /app/admin/moderation: members' reports, and hide/remove/restore with a reason. */
export function AdminModerationPage() {
  const queue = useFlagQueue();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Moderation</h1>
      <p className="mt-1 text-slate-700">
        Reported posts and replies. Hidden content can be restored; removed content is deleted for
        good.
      </p>
      <QueryView
        query={queue}
        loadingLabel="Loading reports..."
        isEmpty={(found) => found.items.length === 0}
        emptyText="No open reports."
      >
        {(found) => (
          <ul className="mt-5 flex flex-col gap-4">
            {found.items.map((f) => (
              <FlagItem key={`${f.targetType}:${f.targetId}`} flag={f} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
