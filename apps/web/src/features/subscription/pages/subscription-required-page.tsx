import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { PlanCards } from '../components/plan-cards.tsx';

/**
 * Subscription Required (spec 000 section 2): the current tier has no access to the feature.
 * Reached when the server refuses a report for the plan limit; its message says which limit.
 */
export function SubscriptionRequiredPage() {
  const state: unknown = useLocation().state;
  // Whatever navigated here may pass the server's message; history state is not ours to trust.
  const message =
    typeof state === 'object' &&
    state !== null &&
    'message' in state &&
    typeof state.message === 'string'
      ? state.message
      : null;
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
        <PlanCards />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Plan changes apply at the next billing date. Online payment is not open yet; contact us to
        become a Founding Member.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass('primary')}>
          Contact us
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
