import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/auth/use-session.ts';
import { goTo, openBillingPortal } from '@/lib/billing/billing-api.ts';
import { billingDate } from '@/lib/billing/use-checkout.ts';
import { useSubscription } from '@/lib/billing/use-subscription.ts';

/** Across the app while a renewal has failed: the grace period's end and a way to fix the card. */
export function PaymentBanner() {
  const { user } = useSession();
  const { data } = useSubscription(user?.id);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!data?.billing?.paymentFailed) return null;
  const fix = async () => {
    setOpening(true);
    setFailed(false);
    try {
      goTo((await openBillingPortal()).url);
    } catch {
      setFailed(true);
      setOpening(false);
    }
  };
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm text-amber-950">
        <p className="flex-1">
          <strong>Your last payment failed.</strong> Your Founding Member plan stays active until{' '}
          {billingDate(data.billing.graceEndsAt)} while we retry the card.
          {failed ? ' The billing page could not be opened; please try again.' : null}
        </p>
        <Button size="sm" variant="primary" disabled={opening} onClick={() => void fix()}>
          {opening ? 'Opening...' : 'Update payment method'}
        </Button>
      </div>
    </div>
  );
}
