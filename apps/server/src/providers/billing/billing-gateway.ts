/**
 * What the app asks of Stripe, in the app's own terms. The adapter (stripe-gateway.ts) speaks the
 * official SDK to Stripe or, offline and in tests, to the fake Stripe server.
 */
/** The webhook events the app listens to (and `npm run billing:setup` subscribes the endpoint to). */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  /** The schedule's next phase when it changes the price: a switch at the next billing date. */
  scheduleId: string | null;
  pending: { priceId: string; at: Date } | null;
}

/** A verified webhook event: only the fields the app reads. */
export interface BillingEvent {
  id: string;
  type: string;
  created: number;
  object: {
    object: string;
    id?: string;
    customer?: string | null;
    subscription?: string | null;
    client_reference_id?: string | null;
    /** Invoices name their subscription here (API 2025-03-31 and later). */
    parent?: { subscription_details?: { subscription?: string | null } | null } | null;
  };
}

export interface BillingGateway {
  createCustomer(opts: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  createCheckoutSession(opts: {
    customerId: string;
    priceId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<string>;
  createPortalSession(opts: { customerId: string; returnUrl: string }): Promise<string>;
  /** Throws UnknownSubscriptionError when Stripe has no such subscription. */
  readSubscription(id: string): Promise<SubscriptionSnapshot>;
  /** Moves the subscription to `priceId` at the end of the current period (a schedule). */
  scheduleSwitch(opts: {
    subscriptionId: string;
    currentPriceId: string;
    priceId: string;
    interval: 'month' | 'year';
    idempotencyKey: string;
  }): Promise<void>;
  /** Drops a pending switch: the subscription renews on its current price. */
  releaseSchedule(scheduleId: string): Promise<void>;
  /** Ends a subscription now; one that is already gone counts as done. */
  cancelSubscriptionNow(id: string): Promise<void>;
  /** Deletes a customer; one that is already gone counts as done. */
  deleteCustomer(id: string): Promise<void>;
  /** Checks the Stripe-Signature header (HMAC, at most 300 s old); throws when it does not hold. */
  verifyEvent(rawBody: string, signature: string): Promise<BillingEvent>;
}

/** Stripe answered "No such subscription" (resource_missing): asking again will not change it. */
export class UnknownSubscriptionError extends Error {
  readonly subscriptionId: string;
  constructor(subscriptionId: string) {
    super(`Stripe has no subscription ${subscriptionId}`);
    this.subscriptionId = subscriptionId;
    this.name = 'UnknownSubscriptionError';
  }
}
