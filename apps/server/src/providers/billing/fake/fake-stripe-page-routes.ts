import qs from 'qs';
import type { FakeStripeStore } from './fake-stripe-store.ts';
import type { FakeStripeBilling } from './fake-stripe-billing.ts';
import { checkoutPage, portalPage } from './fake-stripe-pages.ts';
import { readBody, type RequestHandler } from './fake-stripe-http.ts';

const PORTAL_NOTES: Record<string, string> = {
  cancel: 'Your plan will be canceled at the end of the period.',
  renew: 'Your plan will renew.',
  card: 'Your card was updated.',
  advance: 'The test clock moved forward.',
};

/**
 * The hosted pages a browser uses: Checkout (pay with a test card, then back to the app's
 * success URL) and the customer portal (cancel, renew, change card, move the test clock).
 */
export function fakeStripePages(opts: {
  store: FakeStripeStore;
  billing: FakeStripeBilling;
}): RequestHandler {
  const { store, billing } = opts;
  return async (req, res, path, query) => {
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    const form = req.method === 'POST' ? qs.parse(await readBody(req)) : {};
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/c\/pay\/([\w-]+)$/))) {
      const session = store.sessions.get(m[1]!);
      if (!session) return html(404, 'No such checkout session.');
      if (req.method !== 'POST') return html(200, checkoutPage(store, session));
      const error = billing.completeCheckout(session.id, field('card'));
      if (error) return html(402, checkoutPage(store, session, error));
      return redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
    }
    if ((m = path.match(/^\/p\/session\/([\w-]+)$/))) {
      const session = store.portalSessions.get(m[1]!);
      if (!session) return html(404, 'No such portal session.');
      const note = new URLSearchParams(query).get('note') ?? undefined;
      if (req.method !== 'POST') return html(200, portalPage(store, session, note));
      const op = field('op');
      if (op === 'cancel' || op === 'renew')
        billing.setCancelAtPeriodEnd(field('subscription'), op === 'cancel');
      else if (op === 'card') billing.updateCard(String(session.customer), field('card'));
      else if (op === 'advance') billing.advanceTo(Number(field('to')));
      return redirect(`${path}?note=${encodeURIComponent(PORTAL_NOTES[op] ?? '')}`);
    }
    html(404, 'Not found');
  };
}
