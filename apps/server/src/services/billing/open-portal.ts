import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema/index.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { callStripe, requireBilling } from './require-billing.ts';

/** A Stripe customer-portal session (card, invoices, cancellation) for the member's own customer. */
export async function openPortal(opts: {
  db: Db;
  billing: Billing;
  userId: string;
  appUrl: string;
}): Promise<{ url: string }> {
  const { gateway } = requireBilling(opts.billing);
  const [customer] = await opts.db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, opts.userId));
  if (!customer)
    throw new AppError('RESOURCE_NOT_FOUND', 'There is no billing account yet: subscribe first.');
  const url = await callStripe(() =>
    gateway.createPortalSession({
      customerId: customer.customerId,
      returnUrl: `${opts.appUrl}/app/settings?portal=returned`,
    }),
  );
  return { url };
}
