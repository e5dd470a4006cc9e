import { limitOf } from '@anglerscout/contracts';
import type { SubscriptionView } from '../api/get-subscription.ts';
import { featureLabel } from './feature-labels.ts';

function usageText(s: SubscriptionView): string | null {
  if (s.reportsUsed === undefined || s.reportsLeft === undefined) return null;
  const left = `${s.reportsLeft} ${s.reportsLeft === 1 ? 'report' : 'reports'} left`;
  return s.reportWindow === 'calendar-month'
    ? `${s.reportsUsed} used this month · ${left} this month`
    : `${s.reportsUsed} used · ${left}`;
}

/** The alternate dashboard's Subscription Status card (spec 000 section 2). */
export function SubscriptionStatusCard({
  subscription,
  loading,
}: {
  subscription: SubscriptionView | undefined;
  loading: boolean;
}) {
  return (
    <section
      aria-labelledby="subscription-status"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="subscription-status" className="text-lg font-bold text-brand-900">
        Subscription Status
      </h2>
      {loading || !subscription ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </div>
      ) : (
        <>
          {subscription.fallback ? (
            <p
              role="status"
              className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900"
            >
              We could not check your subscription just now, so the free plan is shown.
            </p>
          ) : null}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">Current tier</dt>
            <dd className="capitalize text-slate-900">
              {subscription.planName ?? subscription.tier}
            </dd>
            <dt className="font-semibold text-slate-700">API calls per month</dt>
            <dd className="text-slate-900">{limitOf(subscription.limits, 'api_calls')}</dd>
            {usageText(subscription) ? (
              <>
                <dt className="font-semibold text-slate-700">Reports</dt>
                <dd className="text-slate-900">{usageText(subscription)}</dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">Enabled features</h3>
          {subscription.features.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Enabled features">
              {subscription.features.map((f) => (
                <li
                  key={f}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                >
                  {featureLabel(f)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No features enabled.</p>
          )}
        </>
      )}
    </section>
  );
}
