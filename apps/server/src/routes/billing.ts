import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { ZStartCheckoutRequest, ZSwitchPlanRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireSession } from '../middleware/session-guards.ts';
import { appOrigins, appUrl } from '../services/auth/app-origins.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { parseBody } from '../lib/http/parse-body.ts';
import { readBodyWithin } from '../lib/http/read-body.ts';
import { startCheckout } from '../services/billing/start-checkout.ts';
import { openPortal } from '../services/billing/open-portal.ts';
import { switchPlan } from '../services/billing/switch-plan.ts';
import { handleWebhook } from '../services/billing/handle-webhook.ts';
import { getSubscription } from '../services/plans/get-subscription.ts';

const ATTEMPT_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Where Stripe sends the browser back: the app origin the member is using, if it is one of ours. */
function returnOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header('origin');
  const env = c.var.deps.env;
  return origin && appOrigins(env).includes(origin) ? origin : appUrl(env);
}

export const billingRoutes = new Hono<AppEnv>()
  /** Stripe Checkout for a plan key (the server picks the price); a retry sends the same key. */
  .post('/api/billing/checkout', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const { plan } = await parseBody(c, ZStartCheckoutRequest);
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !ATTEMPT_KEY.test(key))
      throw new AppError(
        'VALIDATION_INVALID_FORMAT',
        'Idempotency-Key must be 8-100 letters, digits, - or _.',
      );
    const { deps } = c.var;
    return c.json(
      await startCheckout({
        db: deps.database.db,
        billing: deps.billing,
        user,
        plan,
        attemptKey: key ?? randomUUID(),
        appUrl: returnOrigin(c),
      }),
    );
  })
  /** The Stripe customer portal: card, invoices, cancellation. */
  .post('/api/billing/portal', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    return c.json(
      await openPortal({
        db: c.var.deps.database.db,
        billing: c.var.deps.billing,
        userId: user.id,
        appUrl: returnOrigin(c),
      }),
    );
  })
  /** Monthly <-> yearly at the next billing date; the plan one is on drops a pending switch. */
  .post('/api/billing/switch', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const { plan } = await parseBody(c, ZSwitchPlanRequest);
    const { deps } = c.var;
    const db = deps.database.db;
    await switchPlan({ db, billing: deps.billing, userId: user.id, plan });
    return c.json(
      await getSubscription({
        db,
        userId: user.id,
        monthlyCap: deps.env.REPORTS_MONTHLY_CAP,
        billing: deps.billing,
        isAdmin: user.role === 'admin',
      }),
    );
  })
  /**
   * Stripe's webhooks: no cookie, signed instead (app.ts exempts this path from the same-site and
   * JSON rules). The raw body is what the signature covers, so it is read as bytes, not parsed.
   */
  .post('/api/billing/webhook', async (c) => {
    const { deps } = c.var;
    const bytes = await readBodyWithin(c, deps.env.BODY_READ_TIMEOUT_MS);
    return c.json(
      await handleWebhook({
        db: deps.database.db,
        billing: deps.billing,
        rawBody: new TextDecoder().decode(bytes),
        signature: c.req.header('stripe-signature'),
        logger: c.var.log,
      }),
    );
  });
