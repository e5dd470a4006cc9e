import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { PlanOffer } from '@/components/billing/plan-offer.tsx';
import { useSession } from '@/lib/auth/use-session.ts';
import { useSubscription } from '@/lib/billing/use-subscription.ts';
import { PlanCards } from '../components/plan-cards.tsx';

/**
 * Subscription Required: the current tier has no access to the feature.
 * Reached when the server refuses a report for the plan limit; its message says which limit.
 */
export function SubscriptionRequiredPage() {
  const state: unknown = useLocation().state;
  const { user } = useSession();
  const subscription = useSubscription(user?.id);
  // Whatever navigated here may pass the server's message; history state is not ours to trust.
  const message =
    typeof state === 'object' &&
    state !== null &&
    'message' in state &&
    typeof state.message === 'string'
      ? state.message
      : null;
  const paid = subscription.data?.tier === 'founding';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <section
        aria-labelledby="subscription-required"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
      >
        <h1 id="subscription-required" className="text-2xl font-bold text-brand-900">
          Subscription Required
        </h1>
        <p className="mt-2 text-slate-800">
          Your current tier does not have access to this feature.
        </p>
        {message ? <p className="mt-2 font-medium text-slate-900">{message}</p> : null}
      </section>
      <div className="mt-6">
        <PlanCards currentTier={subscription.data?.tier} />
      </div>
      {!paid && subscription.data ? (
        <div className="mt-6">
          <PlanOffer billing={subscription.data.billing} />
        </div>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">
        Plan changes apply at the next billing date. Manage your plan any time in Account Settings.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/app/settings" className={buttonClass('secondary')}>
          Account Settings
        </Link>
        <Link to="/app/reports" className={buttonClass('secondary')}>
          Report Manager
        </Link>
        <Link to="/app" className={buttonClass('ghost')}>
          Return to Dashboard
        </Link>
      </div>
    </div>
  );
}
