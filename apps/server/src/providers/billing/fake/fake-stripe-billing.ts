import {
  FakeStripeStore,
  newId,
  type FakeSubscription,
  type StripeObject,
} from './fake-stripe-store.ts';

export const FAKE_API_VERSION = '2026-10-28.endive';

/** Stripe's test cards: one that pays, one declined at checkout, one declined on later charges. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
} as const;

export type EmitEvent = (event: StripeObject) => void;

/**
 * What happens inside the fake Stripe when a customer pays, cancels or time passes: objects
 * change as Stripe changes them, and each change emits the event Stripe would send.
 */
export class FakeStripeBilling {
  readonly store: FakeStripeStore;
  private readonly emit: EmitEvent;
  constructor(store: FakeStripeStore, emit: EmitEvent) {
    this.store = store;
    this.emit = emit;
  }

  event(type: string, object: StripeObject, previous?: Record<string, unknown>) {
    this.emit({
      id: newId('evt'),
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: this.store.now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
    });
  }

  /** The checkout page's Pay button: a declined card answers with Stripe's decline message. */
  completeCheckout(sessionId: string, cardNumber: string): string | null {
    const session = this.store.sessions.get(sessionId);
    if (!session || session.status !== 'open') return 'This checkout session is no longer open.';
    const card = cardNumber.replace(/\D/g, '');
    if (card === TEST_CARDS.declined) return 'Your card was declined.';
    const customer = String(session.customer);
    if (card === TEST_CARDS.failsLater) this.store.decliningCustomers.add(customer);
    const price = this.store.prices.get(String(session.price))!;
    const metadata = (session.subscription_metadata ?? {}) as Record<string, string>;
    const sub = this.store.createSubscription(customer, price, metadata);
    const invoice = this.store.createInvoice(sub, true);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: sub.id,
      invoice: invoice.id,
    });
    this.event('customer.subscription.created', sub);
    this.event('invoice.paid', invoice);
    this.event('checkout.session.completed', session);
    return null;
  }

  setCancelAtPeriodEnd(subId: string, cancel: boolean) {
    const sub = this.store.subscriptions.get(subId);
    if (!sub || sub.status === 'canceled' || sub.cancel_at_period_end === cancel) return;
    sub.cancel_at_period_end = cancel;
    sub.canceled_at = cancel ? this.store.now() : null;
    this.event('customer.subscription.updated', sub, { cancel_at_period_end: !cancel });
  }

  cancelNow(sub: FakeSubscription) {
    if (sub.status === 'canceled') return;
    const now = this.store.now();
    Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now });
    this.releaseScheduleOf(sub, 'canceled');
    this.event('customer.subscription.deleted', sub);
  }

  releaseScheduleOf(sub: FakeSubscription, status: 'released' | 'canceled') {
    const schedule = sub.schedule ? this.store.schedules.get(sub.schedule) : undefined;
    if (schedule) {
      schedule.status = status;
      schedule.released_subscription = status === 'released' ? sub.id : null;
    }
    sub.schedule = null;
  }

  /** A new card: declining or not from now on; an unpaid renewal is paid with it at once. */
  updateCard(customer: string, cardNumber: string) {
    const card = cardNumber.replace(/\D/g, '');
    if (card === TEST_CARDS.declined || card === TEST_CARDS.failsLater)
      this.store.decliningCustomers.add(customer);
    else this.store.decliningCustomers.delete(customer);
    for (const sub of this.store.subscriptions.values()) {
      if (sub.customer !== customer || sub.status !== 'past_due') continue;
      if (this.store.decliningCustomers.has(customer)) continue;
      const invoice = sub.latest_invoice ? this.store.invoices.get(sub.latest_invoice) : undefined;
      if (invoice) Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      sub.status = 'active';
      this.event('customer.subscription.updated', sub, { status: 'past_due' });
      if (invoice) this.event('invoice.paid', invoice);
    }
  }

  /** Moves the test clock forward and runs every renewal, switch and cancellation now due. */
  advanceTo(seconds: number) {
    this.store.clockOffset += Math.max(0, seconds - this.store.now());
    for (const sub of this.store.subscriptions.values()) this.runDue(sub);
  }

  private runDue(sub: FakeSubscription) {
    const now = this.store.now();
    while (sub.status === 'active' && this.store.item(sub).current_period_end <= now) {
      const item = this.store.item(sub);
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', ended_at: item.current_period_end });
        this.event('customer.subscription.deleted', sub);
        return;
      }
      this.applyScheduledPhase(sub, item.current_period_end);
      const start = item.current_period_end;
      item.current_period_start = start;
      item.current_period_end = this.store.periodEnd(start, item.price);
      const pays = !this.store.decliningCustomers.has(sub.customer);
      const invoice = this.store.createInvoice(sub, pays);
      if (!pays) sub.status = 'past_due';
      this.event('customer.subscription.updated', sub, {
        items: { object: 'list' },
        ...(pays ? {} : { status: 'active' }),
      });
      this.event(pays ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    }
  }

  /** At the phase boundary the schedule's next price takes over and the schedule lets go. */
  private applyScheduledPhase(sub: FakeSubscription, boundary: number) {
    const schedule = sub.schedule ? this.store.schedules.get(sub.schedule) : undefined;
    const next = schedule?.phases.find((p) => p.start_date === boundary);
    const price = next ? this.store.prices.get(next.items[0]!.price) : undefined;
    if (!schedule || !price) return;
    this.store.item(sub).price = price;
    if (schedule.end_behavior === 'release') this.releaseScheduleOf(sub, 'released');
  }
}
