import { useState, type FormEvent } from 'react';
import type { TAdminUserDetail } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { banUser, unbanUser } from '../api/admin-api.ts';
import { dateTime, panelClass } from './admin-page.tsx';
import { useAdminAction } from './use-admin-action.ts';

/** Ban with a reason and an optional end date (the member's sessions end at once), or lift it. */
export function UserModeration({ user }: { user: TAdminUserDetail }) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const ban = useAdminAction(
    () => banUser(user.id, reason, until ? new Date(`${until}T23:59:59`).toISOString() : undefined),
    'User banned',
  );
  const unban = useAdminAction(() => unbanUser(user.id), 'Ban lifted');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ban.mutate(undefined);
  };
  return (
    <section aria-labelledby="moderation" className={panelClass}>
      <h2 id="moderation" className="font-bold text-brand-900">
        Ban
      </h2>
      {user.banned ? (
        <div className="mt-2 text-sm">
          <p>
            Banned{user.banExpires ? ` until ${dateTime(user.banExpires)}` : ' until lifted'}.
            Reason: {user.banReason ?? '—'}
          </p>
          <Button
            className="mt-2"
            size="sm"
            disabled={unban.isPending}
            onClick={() => unban.mutate(undefined)}
          >
            Unban
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col font-semibold text-slate-800">
            Reason
            <input
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={`${INPUT_CLASS} w-72`}
              maxLength={500}
            />
          </label>
          <label className="flex flex-col font-semibold text-slate-800">
            Ends on (optional)
            <input
              type="date"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
              className={INPUT_CLASS}
            />
          </label>
          <Button type="submit" size="sm" disabled={ban.isPending}>
            Ban user
          </Button>
        </form>
      )}
    </section>
  );
}
