import { BILLING_PLANS, type BillingPlan } from '@anglerscout/contracts';

/**
 * A plan chosen on the landing page before signing up. Kept in localStorage (the verification
 * e-mail may open another tab) for a day, and taken once: after sign-in the dashboard goes
 * straight to checkout with it.
 */
const KEY = 'checkout_intent';
const TTL_MS = 24 * 3600 * 1000;

export function rememberCheckoutIntent(plan: BillingPlan, now = Date.now()): void {
  localStorage.setItem(KEY, JSON.stringify({ plan, at: now }));
}

export function takeCheckoutIntent(now = Date.now()): BillingPlan | null {
  const raw = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const plan = Reflect.get(parsed, 'plan');
    const at = Reflect.get(parsed, 'at');
    if (typeof at !== 'number' || now - at > TTL_MS) return null;
    return BILLING_PLANS.find((p) => p === plan) ?? null;
  } catch {
    return null;
  }
}
