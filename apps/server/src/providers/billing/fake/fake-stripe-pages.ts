import type { FakeStripeStore, StripeObject } from './fake-stripe-store.ts';
import { TEST_CARDS } from './fake-stripe-billing.ts';

const escape = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
.test{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem .75rem;border-radius:.5rem}
form{margin:1rem 0}label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1rem;margin-top:.75rem;cursor:pointer}
.error{color:#b91c1c;font-weight:600}</style></head><body>
<p class="test">Test mode: this is AnglerScout's offline stand-in for Stripe. No card is charged.</p>
${body}</body></html>`;
}

/** The hosted Checkout page of a session (Stripe's checkout.stripe.com/c/pay/...). */
export function checkoutPage(store: FakeStripeStore, session: StripeObject, error?: string) {
  const price = store.prices.get(String(session.price));
  const interval = price?.recurring.interval ?? 'month';
  const amount = price ? `${money(price.unit_amount)} per ${interval}` : '';
  return page(
    'Subscribe - Checkout',
    `<h1>Subscribe to AnglerScout Founding Member</h1>
<p>${escape(amount)}, billed ${interval === 'year' ? 'yearly' : 'monthly'} in advance.</p>
${error ? `<p role="alert" class="error">${escape(error)}</p>` : ''}
<form method="post" action="/c/pay/${escape(session.id)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${TEST_CARDS.pays}">
<p><small>Test cards: ${TEST_CARDS.pays} pays; ${TEST_CARDS.declined} is declined;
${TEST_CARDS.failsLater} pays now and is declined at renewal.</small></p>
<button type="submit">Subscribe</button></form>
<p><a href="${escape(session.cancel_url)}">Back to AnglerScout</a></p>`,
  );
}

/** The customer portal: plan, card, invoices, cancel; plus the fake's test clock. */
export function portalPage(store: FakeStripeStore, session: StripeObject, note?: string) {
  const customer = String(session.customer);
  const action = `/p/session/${escape(session.id)}`;
  const subs = [...store.subscriptions.values()].filter(
    (s) => s.customer === customer && s.status !== 'canceled',
  );
  const invoices = [...store.invoices.values()].filter((i) => i.customer === customer);
  const subscriptions = subs
    .map((sub) => {
      const item = store.item(sub);
      const renews = sub.cancel_at_period_end
        ? `Cancels on ${day(item.current_period_end)}`
        : `Renews on ${day(item.current_period_end)}`;
      const toggle = sub.cancel_at_period_end
        ? `<button name="op" value="renew">Renew plan</button>`
        : `<button name="op" value="cancel">Cancel plan</button>`;
      return `<section><h2>Founding Member, ${money(item.price.unit_amount)} per ${item.price.recurring.interval}</h2>
<p>Status: ${escape(sub.status)}. ${renews}.</p>
<form method="post" action="${action}"><input type="hidden" name="subscription" value="${escape(sub.id)}">${toggle}</form>
<form method="post" action="${action}"><input type="hidden" name="op" value="advance">
<input type="hidden" name="to" value="${item.current_period_end}">
<button type="submit">Test clock: advance to ${escape(day(item.current_period_end))}</button></form></section>`;
    })
    .join('');
  return page(
    'Billing - Customer portal',
    `<h1>Manage your AnglerScout billing</h1>
${note ? `<p role="status">${escape(note)}</p>` : ''}
${subscriptions || '<p>No current subscription.</p>'}
<h2>Payment method</h2>
<form method="post" action="${action}"><input type="hidden" name="op" value="card">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" value="${TEST_CARDS.pays}">
<button type="submit">Update card</button></form>
<h2>Invoices</h2><ul>${invoices
      .map(
        (i) =>
          `<li>${day(Number(i.created))}: ${money(Number(i.amount_due))}, ${escape(i.status)}</li>`,
      )
      .join('')}</ul>
<p><a href="${escape(session.return_url)}">Return to AnglerScout</a></p>`,
  );
}
