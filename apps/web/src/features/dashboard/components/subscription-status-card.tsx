import { Link } from 'react-router';
import { BILLING_PLANS, BILLING_PRICES, FAIR_USE_TEXT } from '@anglerscout/contracts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { FoundingBadge } from '@/components/billing/founding-badge.tsx';
import type { SubscriptionView } from '@/lib/billing/use-subscription.ts';
import { billingDate, type useCheckout } from '@/lib/billing/use-checkout.ts';
import { featureLabel } from './feature-labels.ts';

function usageText(s: SubscriptionView): string | null {
  if (s.reportsUsed === undefined || s.reportsLeft === undefined) return null;
  const left = `${s.reportsLeft} ${s.reportsLeft === 1 ? 'report' : 'reports'} left`;
  return s.reportWindow === 'calendar-month'
    ? `${s.reportsUsed} used this month · ${left} this month`
    : `${s.reportsUsed} used · ${left}`;
}

/** What the plan really gives (not an "API calls" figure, which nothing meters). */
function allowanceText(s: SubscriptionView): string {
  if (s.tier === 'founding') return FAIR_USE_TEXT;
  const reports = s.limits.reports ?? 0;
  return `${reports} free ${reports === 1 ? 'report' : 'reports'} in total`;
}

function renewalText(s: SubscriptionView): string | null {
  const b = s.billing;
  if (s.tier !== 'founding' || !s.expiresAt) return null;
  if (b?.paymentFailed) return `Payment failed: active until ${billingDate(b.graceEndsAt)}`;
  if (b?.pendingPlan) return `Changes to ${b.pendingPlan} on ${billingDate(b.pendingPlanAt)}`;
  if (b?.source === 'stripe' && !b.cancelAtPeriodEnd)
    return `Renews on ${billingDate(s.expiresAt)}`;
  return `Ends on ${billingDate(s.expiresAt)}`;
}

/** The alternate dashboard's Subscription Status card, with upgrade buttons. */
export function SubscriptionStatusCard({
  subscription,
  loading,
  checkout,
}: {
  subscription: SubscriptionView | undefined;
  loading: boolean;
  checkout: ReturnType<typeof useCheckout>;
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
            <dd className="flex flex-wrap items-center gap-2 capitalize text-slate-900">
              {subscription.planName ?? subscription.tier}
              {subscription.tier === 'founding' ? <FoundingBadge /> : null}
            </dd>
            <dt className="font-semibold text-slate-700">Plan gives</dt>
            <dd className="text-slate-900">{allowanceText(subscription)}</dd>
            {usageText(subscription) ? (
              <>
                <dt className="font-semibold text-slate-700">Reports</dt>
                <dd className="text-slate-900">{usageText(subscription)}</dd>
              </>
            ) : null}
            {renewalText(subscription) ? (
              <>
                <dt className="font-semibold text-slate-700">Billing</dt>
                <dd className="text-slate-900">{renewalText(subscription)}</dd>
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
          {subscription.tier === 'founding' ? (
            <Link to="/app/settings" className={buttonClass('secondary', 'sm', 'mt-4')}>
              Manage plan
            </Link>
          ) : subscription.billing?.paymentsAvailable ? (
            <div className="mt-4 flex flex-wrap gap-2" aria-label="Upgrade">
              {BILLING_PLANS.map((plan) => (
                <Button
                  key={plan}
                  size="sm"
                  variant={plan === 'monthly' ? 'accent' : 'secondary'}
                  disabled={checkout.busy !== null}
                  onClick={() => void checkout.start(plan)}
                >
                  {checkout.busy === plan
                    ? 'Opening secure checkout...'
                    : `Upgrade: ${BILLING_PRICES[plan].text}`}
                </Button>
              ))}
            </div>
          ) : null}
          {checkout.error ? (
            <div className="mt-3">
              <FormAlert tone="error">{checkout.error}</FormAlert>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
