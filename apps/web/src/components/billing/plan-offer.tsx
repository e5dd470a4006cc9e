import {
  BILLING_PLANS,
  BILLING_PRICES,
  FAIR_USE_TEXT,
  PAYMENTS_NOT_SET_UP,
  type TBillingView,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useCheckout } from '@/lib/billing/use-checkout.ts';

const POINTS = [
  FAIR_USE_TEXT,
  'Report Manager with your full report history',
  'Founding Member badge, priority support and a say in new features',
];

/** What an administrator reads instead of the buttons while Stripe is not configured. */
function NotSetUp({ missing }: { missing: string[] | null | undefined }) {
  return (
    <FormAlert tone="info">
      {PAYMENTS_NOT_SET_UP}.
      {missing && missing.length > 0 ? (
        <>
          {' '}
          To take payments, set {missing.join(', ')} on the server (docs/payments.md), then restart
          it.
        </>
      ) : null}
    </FormAlert>
  );
}

/**
 * The Founding Member offer with its two checkout buttons. The server picks the price for the
 * plan key; this only names the plan.
 */
export function PlanOffer({
  heading = 'Become a Founding Member',
  billing,
}: {
  heading?: string;
  billing: TBillingView | undefined;
}) {
  const checkout = useCheckout();
  return (
    <section
      aria-labelledby="plan-offer"
      className="rounded-2xl border-2 border-accent-500 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="plan-offer" className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        {POINTS.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Billed in advance through Stripe; renews automatically until you cancel. Cancel any time:
        you keep the plan to the end of the period you paid for.
      </p>
      {billing && !billing.paymentsAvailable ? (
        <div className="mt-4">
          <NotSetUp missing={billing.missingSettings} />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {BILLING_PLANS.map((plan) => (
            <Button
              key={plan}
              variant={plan === 'monthly' ? 'accent' : 'primary'}
              disabled={checkout.busy !== null}
              aria-busy={checkout.busy === plan}
              onClick={() => void checkout.start(plan)}
            >
              {checkout.busy === plan
                ? 'Opening secure checkout...'
                : `Pay ${plan}: ${BILLING_PRICES[plan].text}`}
            </Button>
          ))}
        </div>
      )}
      {checkout.error ? (
        <div className="mt-3">
          <FormAlert tone="error">{checkout.error}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}
