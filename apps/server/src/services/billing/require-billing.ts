import { PAYMENTS_NOT_SET_UP } from '@anglerscout/contracts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { AppError } from '../../lib/primitives/app-error.ts';

/** The gateway and prices, or 503 "Payments are not set up yet" (never a 500 without keys). */
export function requireBilling(billing: Billing) {
  if (!billing.gateway || !billing.prices)
    throw new AppError('EXTERNAL_SERVICE_UNAVAILABLE', PAYMENTS_NOT_SET_UP);
  return { gateway: billing.gateway, prices: billing.prices };
}

/** A Stripe call that failed (network, 5xx, bad key) answers 502 with a plain message. */
export async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(
      'EXTERNAL_SERVICE_ERROR',
      'The payment service did not answer as expected. Please try again in a moment.',
    );
  }
}
