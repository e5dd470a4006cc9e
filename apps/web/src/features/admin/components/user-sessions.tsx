import type { TAdminUserDetail } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { revokeSessions } from '../api/admin-api.ts';
import { dateTime, panelClass } from './admin-page.tsx';
import { useAdminAction } from './use-admin-action.ts';

/** The member's live sessions; each can be ended, or all at once. */
export function UserSessions({ user }: { user: TAdminUserDetail }) {
  const revoke = useAdminAction(
    (sessionId?: string) => revokeSessions(user.id, sessionId),
    'Session ended',
  );
  return (
    <section aria-labelledby="sessions" className={panelClass}>
      <div className="flex items-center justify-between">
        <h2 id="sessions" className="font-bold text-brand-900">
          Sessions ({user.sessions.length})
        </h2>
        {user.sessions.length > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined)}
          >
            End all sessions
          </Button>
        ) : null}
      </div>
      {user.sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No live sessions.</p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {user.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Since {dateTime(s.createdAt)} · {s.ipAddress ?? 'unknown address'} ·{' '}
              {s.userAgent?.slice(0, 60) ?? 'unknown browser'}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(s.id)}
            >
              End session
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
