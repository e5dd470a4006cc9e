import { randomBytes } from 'node:crypto';

/**
 * The fake Stripe's state: plain objects shaped like Stripe's API resources (API version
 * 2026-10-28: the billing period lives on subscription items, invoices name their subscription
 * under `parent.subscription_details`). Only the fields the app and its setup command read, plus
 * `id`, `object`, `created` and `livemode` on each.
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface FakePrice extends StripeObject {
  unit_amount: number;
  currency: string;
  product: string;
  lookup_key: string | null;
  recurring: { interval: 'month' | 'year'; interval_count: number };
}

export interface FakeSubscription extends StripeObject {
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  schedule: string | null;
  metadata: Record<string, string>;
  latest_invoice: string | null;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; url: string };
}

export interface FakeSubscriptionItem extends StripeObject {
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}

export interface FakeSchedule extends StripeObject {
  subscription: string;
  customer: string;
  status: 'active' | 'released' | 'canceled';
  end_behavior: string;
  current_phase: { start_date: number; end_date: number } | null;
  phases: { start_date: number; end_date: number; items: { price: string; quantity: number }[] }[];
  released_subscription: string | null;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export class FakeStripeStore {
  readonly customers = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, FakePrice>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly schedules = new Map<string, FakeSchedule>();
  readonly invoices = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly portalConfigurations = new Map<string, StripeObject>();
  readonly webhookEndpoints = new Map<string, StripeObject>();
  /** Customers whose card is declined from now on (card 4000 0000 0000 0341 at checkout). */
  readonly decliningCustomers = new Set<string>();
  /** The fake's test clock: seconds added to the real time (Stripe's test clocks, simplified). */
  clockOffset = 0;

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  base(object: string, prefix: string): StripeObject {
    return { id: newId(prefix), object, created: this.now(), livemode: false };
  }

  addPrice(opts: {
    id?: string;
    product: string;
    unitAmount: number;
    interval: 'month' | 'year';
    lookupKey?: string | null;
  }): FakePrice {
    const price: FakePrice = {
      ...this.base('price', 'price'),
      ...(opts.id ? { id: opts.id } : {}),
      active: true,
      type: 'recurring',
      unit_amount: opts.unitAmount,
      currency: 'usd',
      product: opts.product,
      lookup_key: opts.lookupKey ?? null,
      recurring: { interval: opts.interval, interval_count: 1 },
    };
    this.prices.set(price.id, price);
    return price;
  }

  /** Seconds after `from` when one billing interval of `price` ends. */
  periodEnd(from: number, price: FakePrice): number {
    const d = new Date(from * 1000);
    if (price.recurring.interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  }

  item(sub: FakeSubscription): FakeSubscriptionItem {
    return sub.items.data[0]!;
  }

  createSubscription(customer: string, price: FakePrice, metadata: Record<string, string>) {
    const sub = this.base('subscription', 'sub') as FakeSubscription;
    const start = this.now();
    Object.assign(sub, {
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      schedule: null,
      metadata,
      latest_invoice: null,
      start_date: start,
      collection_method: 'charge_automatically',
      currency: 'usd',
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
      },
    });
    const item = this.base('subscription_item', 'si') as FakeSubscriptionItem;
    Object.assign(item, {
      price,
      quantity: 1,
      current_period_start: start,
      current_period_end: this.periodEnd(start, price),
      subscription: sub.id,
    });
    sub.items.data = [item];
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  createInvoice(sub: FakeSubscription, paid: boolean): StripeObject {
    const item = this.item(sub);
    const invoice: StripeObject = {
      ...this.base('invoice', 'in'),
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      currency: 'usd',
      amount_due: item.price.unit_amount,
      amount_paid: paid ? item.price.unit_amount : 0,
      attempt_count: 1,
      billing_reason: sub.latest_invoice ? 'subscription_cycle' : 'subscription_create',
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      hosted_invoice_url: null,
    };
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }
}
