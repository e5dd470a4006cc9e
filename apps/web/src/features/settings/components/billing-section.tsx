import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BILLING_PRICES, UNEXPECTED_ERROR_MESSAGE, type BillingPlan } from '@anglerscout/contracts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PlanOffer } from '@/components/billing/plan-offer.tsx';
import { FoundingBadge } from '@/components/billing/founding-badge.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { goTo, openBillingPortal, switchPlan } from '@/lib/billing/billing-api.ts';
import { billingDate } from '@/lib/billing/use-checkout.ts';
import { SUBSCRIPTION_KEY, useSubscription } from '@/lib/billing/use-subscription.ts';
import { CheckoutReturn } from './checkout-return.tsx';

const other = (plan: BillingPlan): BillingPlan => (plan === 'monthly' ? 'yearly' : 'monthly');

/** Account Settings → Billing: plan, price, renewal or end date, payment status and actions. */
export function BillingSection({ userId }: { userId: string }) {
  const [query] = useSearchParams();
  const returned = query.get('checkout');
  const sub = useSubscription(userId, {
    poll:
      returned === 'success'
        ? 'until-paid'
        : query.get('portal') === 'returned'
          ? 'a-while'
          : undefined,
  });
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = sub.data;
  const billing = data?.billing;
  const run = async (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(null);
    }
  };
  const portal = () => run('portal', async () => goTo((await openBillingPortal()).url));
  const change = (plan: BillingPlan) =>
    run('switch', async () => {
      client.setQueryData([...SUBSCRIPTION_KEY, userId], {
        ...(await switchPlan(plan)),
        fallback: false,
      });
    });

  if (sub.isPending || !data) return <p role="status">Loading your plan...</p>;
  const paid = data.tier === 'founding';
  const stripe = billing?.source === 'stripe' ? billing : null;
  return (
    <div className="flex flex-col gap-4">
      <CheckoutReturn returned={returned} paid={paid} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">Plan</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-900">
          {data.planName ?? data.tier}
          {paid ? <FoundingBadge /> : null}
        </dd>
        {stripe?.priceText ? (
          <>
            <dt className="font-semibold text-slate-700">Price</dt>
            <dd className="text-slate-900">{stripe.priceText}</dd>
          </>
        ) : null}
        {paid ? (
          <>
            <dt className="font-semibold text-slate-700">
              {stripe && !stripe.cancelAtPeriodEnd && !stripe.paymentFailed
                ? 'Renews on'
                : 'Ends on'}
            </dt>
            <dd className="text-slate-900">
              {data.expiresAt ? billingDate(data.expiresAt) : 'No end date'}
              {billing?.source === 'admin' ? ' (granted by an administrator)' : null}
            </dd>
            <dt className="font-semibold text-slate-700">Payment status</dt>
            <dd className="text-slate-900">
              {stripe?.paymentFailed
                ? `Payment failed: update your card by ${billingDate(stripe.graceEndsAt)}`
                : stripe
                  ? 'Paid'
                  : 'No payment needed'}
            </dd>
          </>
        ) : null}
      </dl>
      {stripe?.pendingPlan ? (
        <FormAlert tone="info">
          Changes to {stripe.pendingPlan} ({BILLING_PRICES[stripe.pendingPlan].text}) on{' '}
          {billingDate(stripe.pendingPlanAt)}.
        </FormAlert>
      ) : null}
      {stripe?.cancelAtPeriodEnd ? (
        <FormAlert tone="info">
          Your plan is canceled and stays active until {billingDate(stripe.currentPeriodEnd)}. After
          that you are on the free plan; your reports stay.
        </FormAlert>
      ) : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {stripe ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="primary" disabled={busy !== null} onClick={() => void portal()}>
            {busy === 'portal' ? 'Opening...' : 'Manage billing'}
          </Button>
          {stripe.plan && !stripe.cancelAtPeriodEnd ? (
            stripe.pendingPlan ? (
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void change(stripe.plan!)}
              >
                Keep {stripe.plan}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void change(other(stripe.plan!))}
              >
                Switch to {other(stripe.plan)} ({BILLING_PRICES[other(stripe.plan)].text})
              </Button>
            )
          ) : null}
        </div>
      ) : null}
      {!paid ? <PlanOffer billing={billing} heading="Upgrade to Founding Member" /> : null}
      {paid ? (
        <Link to="/app/reports/new" className={buttonClass('ghost', 'md', 'self-start')}>
          Create a report
        </Link>
      ) : null}
    </div>
  );
}
