import {
  FAIR_USE_REPORTS_PER_MONTH,
  PLANS,
  PLAN_TIERS,
  type PlanTier,
} from '@anglerscout/contracts';

/** What each plan gives, in words a member reads (the feature names themselves are internal). */
const PLAN_POINTS: Record<PlanTier, string[]> = {
  free: [`${PLANS.free.limits.reports} free fishing reports`, 'Access to the community forum'],
  founding: [
    // The paid plan's limit, said exactly this way: unlimited, with a fair-use cap.
    `Reports: unlimited with a fair-use cap of ${FAIR_USE_REPORTS_PER_MONTH} reports per calendar month`,
    'Report Manager',
    'All future enhancements',
    'Founding member badge',
    'Priority support',
    'Direct input into new features',
  ],
};

/** The plans from the contracts' plan data, the current one marked. */
export function PlanCards({ currentTier }: { currentTier?: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Plans">
      {PLAN_TIERS.map((tier) => {
        const plan = PLANS[tier];
        const current = tier === currentTier;
        return (
          <li
            key={tier}
            className={`flex flex-col rounded-2xl border p-5 ${tier === 'founding' ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <h2 className="text-lg font-bold text-brand-900">{plan.name}</h2>
            {current ? (
              <p className="mt-1 self-start rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                Your plan
              </p>
            ) : null}
            <p className="mt-1 text-2xl font-extrabold text-brand-800">{plan.priceText}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {PLAN_POINTS[tier].map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
