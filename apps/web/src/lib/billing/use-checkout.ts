import { useRef, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, type BillingPlan } from '@anglerscout/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { goTo, startCheckout } from './billing-api.ts';

/**
 * Starts Stripe Checkout and leaves for it. One attempt key per plan for the page's life: pressing
 * the button again after a failure retries the same attempt, so Stripe hands back the same session
 * instead of opening a second one.
 */
export function useCheckout() {
  const keys = useRef<Partial<Record<BillingPlan, string>>>({});
  const [busy, setBusy] = useState<BillingPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (plan: BillingPlan) => {
    const key = (keys.current[plan] ??= crypto.randomUUID());
    setBusy(plan);
    setError(null);
    try {
      goTo((await startCheckout(plan, key)).url);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : UNEXPECTED_ERROR_MESSAGE);
      setBusy(null);
    }
  };
  return { start, busy, error };
}

/**
 * A date the way billing pages say it: "Dec 23, 2026", on the UTC calendar as Stripe's billing
 * portal and receipts print it (in the browser's own zone, a period ending at 00:30 UTC read a
 * day earlier in the Americas than the portal).
 */
export const billingDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }) : '';
