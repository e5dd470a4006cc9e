/**
 * npm run billing:setup [-- --webhook-url https://your.host/api/billing/webhook]
 * With STRIPE_SECRET_KEY set: creates (or finds) the Founding Member prices, a customer-portal
 * configuration and, given a URL, the webhook endpoint; prints the lines for the server's env.
 */
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env.ts';
import { createStripeClient } from '../providers/billing/stripe-client.ts';
import { setUpStripe } from '../providers/billing/stripe-setup.ts';

const { values } = parseArgs({ options: { 'webhook-url': { type: 'string' } } });
let env;
try {
  env = loadEnv();
} catch (err) {
  process.stderr.write(`${err instanceof EnvError ? err.message : String(err)}\n`);
  process.exit(78);
}
if (!env.STRIPE_SECRET_KEY) {
  process.stderr.write(
    'Set STRIPE_SECRET_KEY (Stripe Dashboard → Developers → API keys; sk_test_... for test mode), then run this again.\n',
  );
  process.exit(64);
}
const stripe = createStripeClient({
  secretKey: env.STRIPE_SECRET_KEY,
  apiUrl: env.STRIPE_API_URL,
});
try {
  const result = await setUpStripe({
    stripe,
    webhookUrl: values['webhook-url'],
    portalConfigurationId: env.STRIPE_PORTAL_CONFIGURATION_ID,
  });
  process.stdout.write(
    `${result.created.length ? `Created: ${result.created.join('; ')}.` : 'Everything already existed.'}\n` +
      `Add these lines to the server's environment (.env):\n\n` +
      Object.entries(result.env)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') +
      '\n' +
      (values['webhook-url']
        ? ''
        : '\nNo --webhook-url given: create the endpoint in the Stripe Dashboard (or use `stripe listen`) and set STRIPE_WEBHOOK_SECRET.\n'),
  );
} catch (err) {
  process.stderr.write(`Stripe refused the setup: ${err instanceof Error ? err.message : err}\n`);
  process.exitCode = 1;
}
