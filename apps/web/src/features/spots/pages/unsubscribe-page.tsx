import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useUnsubscribe, useUnsubscribeState } from '../api/unsubscribe-api.ts';

/**
 * /alerts/unsubscribe?token=...: the link in a bite-alert e-mail, signed out. Opening it changes
 * nothing (mail scanners open links); one click on the button stops that spot's alerts.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeState(token);
  const stop = useUnsubscribe(token);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Stop bite alerts</h1>
      <div className="mt-4 min-h-24" aria-live="polite">
        {token === '' || info.isError ? (
          <FormAlert tone="error">
            This unsubscribe link is not valid (or its spot was deleted). You can stop every alert
            in Settings after signing in.
          </FormAlert>
        ) : info.isPending ? (
          <p role="status">Checking the link...</p>
        ) : stop.isSuccess || !info.data.active ? (
          <FormAlert tone="success">
            Alerts for <strong>{stop.data?.spotName ?? info.data.spotName}</strong> are stopped. You
            will get no more bite alerts for this spot.
          </FormAlert>
        ) : (
          <>
            <p className="text-slate-800">
              Stop e-mail alerts for <strong>{info.data.spotName}</strong>? You do not need to sign
              in.
            </p>
            {stop.isError ? (
              <div className="mt-3">
                <FormAlert tone="error">{stop.error.message}</FormAlert>
              </div>
            ) : null}
            <Button className="mt-4" disabled={stop.isPending} onClick={() => stop.mutate()}>
              {stop.isPending ? 'Stopping...' : 'Stop alerts for this spot'}
            </Button>
          </>
        )}
      </div>
      <Link to="/app/settings#alerts" className={buttonClass('ghost', 'sm', 'mt-6')}>
        Manage all alerts in Settings
      </Link>
    </div>
  );
}
